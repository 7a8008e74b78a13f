import SwiftUI
import DesignTokens

/// A remote image in its current phase: the image, a spinner while it loads (or when
/// there is no URL), or a failure symbol on a surface. Hidden from accessibility:
/// callers put their identifier on the frame.
public struct DSAsyncImage: View {
    let url: URL?
    /// A new value forces a reload in the app; a render shows the cached phase.
    let refreshID: UUID?
    let failureImage: String

    @Environment(\.imageLoader) private var loader

    public init(url: URL?, refreshID: UUID? = nil, failureImage: String = "photo") {
        self.url = url
        self.refreshID = refreshID
        self.failureImage = failureImage
    }

    public var body: some View {
        content
            .accessibilityHidden(true)
    }

    @ViewBuilder
    private var content: some View {
        switch url.flatMap(loader.cachedResult(for:)) {
        case .loaded:
            Image(url: url)
        case .failed:
            Image(systemName: failureImage)
                .resizable()
                .foregroundStyle(ColorToken.textTertiary)
                .background(ColorToken.surfaceSecondary)
                .semanticsProperty("phase", "failed")
        case nil:
            Image(placeholder: "⟳", description: "loading")
                .semanticsProperty("url", url?.absoluteString ?? "nil")
        }
    }
}
