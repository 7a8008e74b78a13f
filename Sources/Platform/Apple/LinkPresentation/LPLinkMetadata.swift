import Foundation

/// What a link's page says about itself: its URL, title and media. Linux fetches no
/// pages, so metadata holds what the app sets. Apple's `iconProvider`, `imageProvider`
/// and `videoProvider` are `NSItemProvider`s, which Foundation on Linux does not have;
/// they are left out.
open class LPLinkMetadata: NSObject {
    /// The URL the fetch started from.
    open var originalURL: URL?
    /// The URL the fetch ended at, after redirects.
    open var url: URL?
    open var title: String?
    open var remoteVideoURL: URL?

    public override init() {
        super.init()
    }
}
