import Foundation
import UIKit

/// The boxes a page defines.
public enum PDFDisplayBox: Int, Sendable {
    case mediaBox = 0
    case cropBox = 1
    case bleedBox = 2
    case trimBox = 3
    case artBox = 4
}

/// A page of a document. Linux renders no PDF content: a page is its boxes, its
/// rotation and, when made from an image, that image (kept, not drawn into the PDF).
open class PDFPage: NSObject, @unchecked Sendable {
    open internal(set) weak var document: PDFDocument?
    open var rotation: Int = 0
    open var label: String? {
        guard let document else { return nil }
        let index = document.index(for: self)
        return index == NSNotFound ? nil : String(index + 1)
    }
    /// No text is extracted on Linux.
    open var string: String? { nil }
    open var displaysAnnotations = true
    /// The image the page was made from, if any (not Apple API).
    public let _image: UIImage?
    private var boxes: [PDFDisplayBox: CGRect]

    /// An empty US Letter page (612 x 792 points), as PDFKit makes.
    public override init() {
        _image = nil
        boxes = [.mediaBox: CGRect(x: 0, y: 0, width: 612, height: 792)]
        super.init()
    }

    /// A page the size of the image, in points. Nil for an image with no size.
    public init?(image: UIImage) {
        guard image.size.width > 0, image.size.height > 0 else { return nil }
        _image = image
        boxes = [.mediaBox: CGRect(origin: .zero, size: image.size)]
        super.init()
    }

    /// The box's rectangle. Boxes not set fall back as in the PDF specification:
    /// crop box to media box, bleed, trim and art boxes to crop box.
    open func bounds(for box: PDFDisplayBox) -> CGRect {
        if let rect = boxes[box] { return rect }
        switch box {
        case .mediaBox: return .zero
        case .cropBox: return bounds(for: .mediaBox)
        case .bleedBox, .trimBox, .artBox: return bounds(for: .cropBox)
        }
    }

    open func setBounds(_ bounds: CGRect, for box: PDFDisplayBox) {
        boxes[box] = bounds
    }

    /// The image the page was made from, or nil: pages are not rendered on Linux.
    open func thumbnail(of size: CGSize, for box: PDFDisplayBox) -> UIImage? { _image }

    /// Nil: pages are not serialized one by one on Linux.
    open var dataRepresentation: Data? { nil }
}
