import Foundation
import UIKit

/// The pages a document camera scanned.
open class VNDocumentCameraScan: NSObject, @unchecked Sendable {
    private let images: [UIImage]
    public let title: String

    /// Linux only (the camera makes scans on iOS): a scan of the given page images, so
    /// tests and previews can drive the code that consumes scans.
    public init(_pages images: [UIImage], title: String = "Scan") {
        self.images = images
        self.title = title
        super.init()
    }

    open var pageCount: Int { images.count }

    /// The image of page `index`; out of range traps, as VisionKit raises.
    open func imageOfPage(at index: Int) -> UIImage {
        precondition(images.indices.contains(index), "VNDocumentCameraScan: page \(index) out of range")
        return images[index]
    }
}

/// The document camera. Linux has no camera: `isSupported` is false, and a controller
/// made anyway shows an empty view and never calls its delegate.
@MainActor @preconcurrency
open class VNDocumentCameraViewController: UIViewController {
    open weak var delegate: (any VNDocumentCameraViewControllerDelegate)?

    /// False: there is no camera.
    public class var isSupported: Bool { false }

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(nibName: nil, bundle: nil)
    }
}

/// The delegate's methods are optional, as in Objective-C.
@MainActor @preconcurrency
public protocol VNDocumentCameraViewControllerDelegate: NSObjectProtocol {
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan)
    func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController)
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error)
}

extension VNDocumentCameraViewControllerDelegate {
    public func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {}
    public func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {}
    public func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error) {}
}
