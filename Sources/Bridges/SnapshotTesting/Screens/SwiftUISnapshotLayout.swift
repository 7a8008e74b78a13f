public import UIKit

/// How a SwiftUI view is laid out for an image snapshot, as swift-snapshot-testing
/// declares it.
public enum SwiftUISnapshotLayout: Sendable {
    /// On a device's whole screen.
    case device(config: ViewImageConfig)
    /// In a frame of this size in points, the view centered in it.
    case fixed(width: CGFloat, height: CGFloat)
    /// At the view's own ideal size.
    case sizeThatFits
}
