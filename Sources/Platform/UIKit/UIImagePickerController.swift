import Foundation

/// The system's photo picker and camera controller, as apps wrap it in a
/// `UIViewControllerRepresentable`. Answers as a device without a camera (the
/// simulator): the camera is unavailable, the photo library is available and empty, so
/// the picker is set up as the app sets it up and never picks; `_cancel()` tells the
/// delegate the person cancelled, as the Cancel button does. Drawn as a placeholder.
@MainActor @preconcurrency
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0
        case camera = 1
        case savedPhotosAlbum = 2
    }

    public enum CameraCaptureMode: Int, Sendable {
        case photo = 0
        case video = 1
    }

    public enum CameraDevice: Int, Sendable {
        case rear = 0
        case front = 1
    }

    public enum CameraFlashMode: Int, Sendable {
        case off = -1
        case auto = 0
        case on = 1
    }

    public enum QualityType: Int, Sendable {
        case typeHigh = 0, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540
    }

    /// The keys of what the delegate is told was picked.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }

    /// Whether the device offers `sourceType`: no camera here; the library, empty.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }

    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    open var sourceType: SourceType = .photoLibrary
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraDevice: CameraDevice = .rear
    open var cameraFlashMode: CameraFlashMode = .auto
    open var showsCameraControls = true
    open var videoQuality: QualityType = .typeMedium
    open var videoMaximumDuration: TimeInterval = 600

    /// The person tapped Cancel: the delegate hears it, as on iOS.
    public func _cancel() {
        (delegate as? any UIImagePickerControllerDelegate)?.imagePickerControllerDidCancel(self)
    }

    /// Taking a picture needs a camera, which this device has not: nothing happens.
    open func takePicture() {}
    open func startVideoCapture() -> Bool { false }
    open func stopVideoCapture() {}
}

/// Told what the person picked, or that they cancelled. The picker's `delegate` is its
/// navigation controller's, so the same object conforms to both, as on iOS.
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    /// Dismisses the picker, as UIKit does when the delegate does not implement this.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}
