import Foundation
import UIKit

/// Review requests the app made. Linux has no App Store to ask: each request is only
/// counted here, so tests can check that the app asked (not Apple API).
@MainActor
public enum _ReviewRequests {
    public private(set) static var count = 0
    static func record() { count += 1 }
}

/// Asks for an App Store rating. There is no App Store on Linux: nothing is shown, as
/// on iOS when the system decides not to show the prompt.
@MainActor @preconcurrency
open class SKStoreReviewController: NSObject {
    @available(*, deprecated, message: "Use requestReview(in:)")
    public class func requestReview() { _ReviewRequests.record() }

    public class func requestReview(in windowScene: UIWindowScene) { _ReviewRequests.record() }
}

/// The App Store (iOS 16).
public enum AppStore {
    /// Shows nothing on Linux; counted in `_ReviewRequests`.
    @MainActor public static func requestReview(in scene: UIWindowScene) { _ReviewRequests.record() }

    /// Whether the device may make payments: false, there is no App Store on Linux.
    public static var canMakePayments: Bool { false }
}
