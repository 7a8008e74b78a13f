import SwiftUI

/// The `requestReview` environment action (iOS 16): `@Environment(\.requestReview)`.
/// Shows nothing on Linux; each call is counted in `_ReviewRequests`.
public struct RequestReviewAction: Sendable {
    nonisolated init() {}

    @MainActor public func callAsFunction() { _ReviewRequests.record() }
}

private struct RequestReviewKey: EnvironmentKey {
    static var defaultValue: RequestReviewAction { RequestReviewAction() }
}

extension EnvironmentValues {
    public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
}
