import SwiftUI

/// Measures how long its content takes to appear; draws the content unchanged. Nothing
/// is measured or sent on Linux.
public struct SentryTracedView<Content: View>: View {
    let content: () -> Content

    public init(_ viewName: String? = nil, waitForFullDisplay: Bool? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    public var body: some View {
        content()
    }
}

extension View {
    /// Traces the view as `SentryTracedView` does: drawn unchanged.
    public func sentryTrace(_ viewName: String? = nil, waitForFullDisplay: Bool? = nil) -> some View {
        SentryTracedView(viewName, waitForFullDisplay: waitForFullDisplay) { self }
    }
}
