import Foundation
import UIKit

/// A rich preview of a link. Nothing is drawn on Linux; the view keeps its metadata.
@MainActor @preconcurrency
open class LPLinkView: UIView {
    open var metadata: LPLinkMetadata

    /// A view for `url`, with metadata holding only the URL until the app sets more.
    public init(url: URL) {
        let metadata = LPLinkMetadata()
        metadata.originalURL = url
        metadata.url = url
        self.metadata = metadata
        super.init(frame: .zero)
    }

    public init(metadata: LPLinkMetadata) {
        self.metadata = metadata
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        metadata = LPLinkMetadata()
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        metadata = LPLinkMetadata()
        super.init(coder: coder)
    }
}
