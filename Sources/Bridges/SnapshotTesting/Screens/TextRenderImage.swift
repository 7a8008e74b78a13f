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

    // Declared, so that the compiler does not make a stub of its own for UIImage's
    // designated initializer (Swift 6.3 warns of infinite recursion in that stub).
    private override init(name: String, size: CGSize, scale: CGFloat, data: Data?, format: ImageHeader.Format?) {
        render = ""
        super.init(name: name, size: size, scale: scale, data: data, format: format)
    }
}
