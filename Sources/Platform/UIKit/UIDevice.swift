import Foundation

/// The device, as screen code asks about it. A render is made for an iPhone, so the
/// answers are an iPhone's, fixed, so that what a screen prints from them (an "About"
/// page's system version, say) is the same on every machine.
@MainActor @preconcurrency
open class UIDevice: NSObject {
    public static let current = UIDevice()

    public enum BatteryState: Int, Sendable {
        case unknown, unplugged, charging, full
    }

    public override init() {
        super.init()
    }

    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "18.0" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// A fixed identifier: the same in every run.
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
    open var orientation: UIDeviceOrientation { .portrait }
    open var isGeneratingDeviceOrientationNotifications: Bool { false }
    open var isBatteryMonitoringEnabled = false
    open var batteryLevel: Float { -1 }
    open var batteryState: BatteryState { .unknown }
    open var isMultitaskingSupported: Bool { true }
    open var isProximityMonitoringEnabled = false
    open var proximityState: Bool { false }

    open func beginGeneratingDeviceOrientationNotifications() {}
    open func endGeneratingDeviceOrientationNotifications() {}
    open func playInputClick() {}

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad, tv, carPlay
    case mac = 5
    case vision = 6
}

public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The screen: the default device of renders, an iPhone 13 Pro Max (428 × 926 points
/// at 3×), the size `.device` snapshots use.
@MainActor @preconcurrency
open class UIScreen: NSObject {
    /// Deprecated in iOS 16 in favor of a window scene's screen, still widely used.
    public static let main = UIScreen()
    /// The main screen's scale, for code off the main actor that draws at it (an image
    /// renderer's default format).
    nonisolated static let deviceScale: CGFloat = 3

    public override init() {
        super.init()
    }

    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 428, height: 926) }
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1284, height: 2778) }
    open var scale: CGFloat { UIScreen.deviceScale }
    open var nativeScale: CGFloat { 3 }
    open var brightness: CGFloat = 0.5
    open var maximumFramesPerSecond: Int { 60 }
    open var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
    open var isCaptured: Bool { false }

    public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")
    public static let capturedDidChangeNotification = Notification.Name("UIScreenCapturedDidChangeNotification")
}
