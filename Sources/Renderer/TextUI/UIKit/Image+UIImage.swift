import TextUICore
import UIKit

extension Image {
    /// An image made in code or loaded from a file, at its own size in points until it
    /// is made resizable. The semantics name it as it was made: `uiImage=avatar.jpg`.
    /// A drawn image is named by its size in points and, when all its pixels are one
    /// color (a single fill), by that color: `uiImage=(drawing 40×40 #FF3B30)`.
    public init(uiImage: UIImage) {
        let name = uiImage.drawnContents.map { drawn in
            Image.drawingName(size: drawn.size, uniformColor: drawn.uniformColor.map { ($0.red, $0.green, $0.blue, $0.alpha) })
        } ?? uiImage.name
        self.init(source: .uiImage(name: name, size: uiImage.size))
    }
}
