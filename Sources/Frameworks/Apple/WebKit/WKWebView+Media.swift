import Foundation

/// Whether a page's audio or video is playing, paused or suspended (iOS 14.5).
public enum WKMediaPlaybackState: Int, Sendable {
    case none = 0
    case paused = 1
    case suspended = 2
    case playing = 3
}

/// A page's media, as iOS 15 lets an app control it. No page plays anything on Linux: the
/// state is always `.none` and every request completes at once.
extension WKWebView {
    public func pauseAllMediaPlayback(completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        completionHandler?()
    }

    public func pauseAllMediaPlayback() async {}

    public func setAllMediaPlaybackSuspended(_ suspended: Bool, completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        completionHandler?()
    }

    public func setAllMediaPlaybackSuspended(_ suspended: Bool) async {}

    public func closeAllMediaPresentations(completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        completionHandler?()
    }

    public func closeAllMediaPresentations() async {}

    public func requestMediaPlaybackState(completionHandler: @escaping @MainActor @Sendable (WKMediaPlaybackState) -> Void) {
        completionHandler(.none)
    }

    public func requestMediaPlaybackState() async -> WKMediaPlaybackState { .none }
}
