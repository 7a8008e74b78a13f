import Foundation

/// The traits a dynamic color is asked about. A render is always light.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified
    case light
    case dark
}
