import Foundation

/// A kind of media ("vide", "soun", ...), as Apple's string-backed struct.
public struct AVMediaType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType("vide")
    public static let audio = AVMediaType("soun")
    public static let text = AVMediaType("text")
    public static let closedCaption = AVMediaType("clcp")
    public static let subtitle = AVMediaType("sbtl")
    public static let timecode = AVMediaType("tmcd")
    public static let metadata = AVMediaType("meta")
    public static let muxed = AVMediaType("muxx")
    public static let depthData = AVMediaType("dpth")
}

/// Whether the app may capture a media type.
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
}

/// A capture device. Linux has no camera or microphone here and no permission prompt:
/// authorization stays `.notDetermined`, requests are answered `false` (not granted),
/// and there are no devices.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    public enum Position: Int, Sendable { case unspecified = 0, back = 1, front = 2 }

    public struct DeviceType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        public static let microphone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
    }

    private override init() { super.init() }

    /// `.notDetermined`: nobody was ever asked on Linux.
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }

    /// Answers `false` (not granted) at once, on the calling thread: there is no device
    /// to grant.
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        handler(false)
    }

    /// `false`: there is no device to grant.
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }

    /// No device.
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }

    /// No device.
    open class func `default`(_ deviceType: AVCaptureDevice.DeviceType, for mediaType: AVMediaType?,
                              position: AVCaptureDevice.Position) -> AVCaptureDevice? { nil }
}

/// Something a capture session recognized in a frame: a code, a face. With no camera
/// here nothing is ever recognized, but apps list the kinds they scan for
/// (`[.qr, .ean13]`) in their own types and settings, so the kinds are declared.
open class AVMetadataObject: NSObject, @unchecked Sendable {
    /// A kind of recognized object, as Apple names them.
    public struct ObjectType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
        public static let code128 = ObjectType(rawValue: "org.iso.Code128")
        public static let code39 = ObjectType(rawValue: "org.iso.Code39")
        public static let code39Mod43 = ObjectType(rawValue: "org.iso.Code39Mod43")
        public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
        public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        public static let interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
        public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14")
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
        public static let face = ObjectType(rawValue: "face")
    }

    public let type: ObjectType
    public let bounds: CGRect

    init(type: ObjectType, bounds: CGRect) {
        self.type = type
        self.bounds = bounds
    }
}

/// A recognized barcode or QR code and what it says.
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
    public let stringValue: String?

    init(type: ObjectType, bounds: CGRect, stringValue: String?) {
        self.stringValue = stringValue
        super.init(type: type, bounds: bounds)
    }
}
