import Foundation
import UIKit

/// A screen's text render, as an image strategy hands it over where swift-snapshot-testing
/// hands over a PNG: what is written to the reference. A `UIImage` of this module's own,
/// so UIKit's images stay images and know nothing of renders.
final class TextRenderImage: UIImage, @unchecked Sendable {
    /// The render, as its reference holds it.
    let render: String
    /// Paints the render's picture (a `ColorPicture`'s text), for the tool to show: a
    /// second render, made only where a picture is shown.
    let paintColors: (() -> String?)?

    init(render: String, size: CGSize, paintColors: (() -> String?)? = nil) {
        self.render = render
        self.paintColors = paintColors
        super.init(name: "text render", size: size)
    }
}
