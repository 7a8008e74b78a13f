import Foundation
import UIKit

/// A screen's text render, as an image strategy hands it over where swift-snapshot-testing
/// hands over a PNG: what is written to the reference. A `UIImage` of this module's own,
/// so UIKit's images stay images and know nothing of renders.
final class TextRenderImage: UIImage, @unchecked Sendable {
    /// The render, as its reference holds it.
    let render: String

    init(render: String, size: CGSize) {
        self.render = render
        super.init(name: "text render", size: size)
    }
}
