import Foundation
import UIKit

/// The delegate's methods are optional.
public protocol PDFDocumentDelegate: NSObjectProtocol {}

/// A PDF document: an ordered list of pages. `dataRepresentation()` writes a valid
/// PDF 1.4 file with one blank page per page (its media box and rotation kept; page
/// content and images are not encoded on Linux). `init?(data:)` reads back the page
/// objects' media boxes and rotations from such a file (other PDFs: their `/Type /Page`
/// objects, contents ignored); nil when the data is not a PDF.
open class PDFDocument: NSObject, @unchecked Sendable {
    private var pages: [PDFPage] = []
    open private(set) var documentURL: URL?
    open var documentAttributes: [AnyHashable: Any]? = [:]
    open weak var delegate: (any PDFDocumentDelegate)?
    open var isEncrypted: Bool { false }
    open var isLocked: Bool { false }
    open var allowsPrinting: Bool { true }
    open var allowsCopying: Bool { true }
    open var majorVersion: Int { 1 }
    open var minorVersion: Int { 4 }
    /// No text is extracted on Linux.
    open var string: String? { nil }

    public override init() { super.init() }

    public convenience init?(url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
        documentURL = url
    }

    public init?(data: Data) {
        guard data.starts(with: Array("%PDF-".utf8)) else { return nil }
        super.init()
        for info in PDFFile.pages(in: data) {
            let page = PDFPage()
            page.setBounds(info.mediaBox, for: .mediaBox)
            page.rotation = info.rotation
            insert(page, at: pageCount)
        }
    }

    open var pageCount: Int { pages.count }

    open func page(at index: Int) -> PDFPage? {
        pages.indices.contains(index) ? pages[index] : nil
    }

    /// Index of `page`, or `NSNotFound`.
    open func index(for page: PDFPage) -> Int {
        pages.firstIndex { $0 === page } ?? NSNotFound
    }

    /// Inserts at `index` (0...pageCount); an index out of range raises, as PDFKit does.
    open func insert(_ page: PDFPage, at index: Int) {
        precondition((0...pages.count).contains(index), "PDFDocument.insert: index \(index) out of range")
        page.document = self
        pages.insert(page, at: index)
    }

    open func removePage(at index: Int) {
        precondition(pages.indices.contains(index), "PDFDocument.removePage: index \(index) out of range")
        pages.remove(at: index).document = nil
    }

    open func exchangePage(at indexA: Int, withPageAt indexB: Int) {
        pages.swapAt(indexA, indexB)
    }

    open func dataRepresentation() -> Data? {
        PDFFile.write(pages: pages.map { ($0.bounds(for: .mediaBox), $0.rotation) })
    }

    @discardableResult
    open func write(to url: URL) -> Bool {
        guard let data = dataRepresentation() else { return false }
        do { try data.write(to: url); return true } catch { return false }
    }

    @discardableResult
    open func write(toFile path: String) -> Bool {
        write(to: URL(fileURLWithPath: path))
    }
}
