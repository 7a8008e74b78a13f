import Foundation
import PDFKit
import Testing
import VisionKit

struct DocumentTests {
    /// A PNG header of the given size: enough for UIImage to know its size.
    static func png(width: UInt32, height: UInt32) -> UIImage {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return UIImage(data: Data(bytes))!
    }

    @Test func insertCountAndOrder() {
        let document = PDFDocument()
        let first = PDFPage()
        let second = PDFPage()
        document.insert(first, at: 0)
        document.insert(second, at: 0)
        #expect(document.pageCount == 2)
        #expect(document.page(at: 0) === second)
        #expect(document.index(for: first) == 1)
        #expect(document.page(at: 2) == nil)
        document.removePage(at: 0)
        #expect(document.pageCount == 1)
        #expect(first.label == "1")
    }

    @Test func imagePagesTakeTheImageSize() throws {
        let page = try #require(PDFPage(image: Self.png(width: 300, height: 400)))
        #expect(page.bounds(for: .mediaBox).size == CGSize(width: 300, height: 400))
        #expect(page.bounds(for: .cropBox) == page.bounds(for: .mediaBox))
    }

    @Test func dataRoundTripKeepsPagesAndBoxes() throws {
        let document = PDFDocument()
        document.insert(PDFPage(), at: 0)
        let image = try #require(PDFPage(image: Self.png(width: 200, height: 100)))
        image.rotation = 90
        document.insert(image, at: 1)
        let data = try #require(document.dataRepresentation())
        #expect(String(decoding: data.prefix(8), as: UTF8.self) == "%PDF-1.4")
        let read = try #require(PDFDocument(data: data))
        #expect(read.pageCount == 2)
        #expect(read.page(at: 1)?.bounds(for: .mediaBox).size == CGSize(width: 200, height: 100))
        #expect(read.page(at: 1)?.rotation == 90)
        #expect(PDFDocument(data: Data("not a pdf".utf8)) == nil)
    }

    @Test func writeToAFileAndReadBack() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pdfkit-\(UUID()).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let document = PDFDocument()
        document.insert(PDFPage(), at: 0)
        #expect(document.write(to: url))
        #expect(PDFDocument(url: url)?.pageCount == 1)
    }

    @MainActor @Test func scansBecomeDocuments() {
        let scan = VNDocumentCameraScan(_pages: [Self.png(width: 10, height: 20), Self.png(width: 30, height: 40)])
        #expect(scan.pageCount == 2)
        #expect(scan.imageOfPage(at: 1).size == CGSize(width: 30, height: 40))
        #expect(!VNDocumentCameraViewController.isSupported)
    }

    @MainActor @Test func pdfViewNavigatesPages() {
        let document = PDFDocument()
        document.insert(PDFPage(), at: 0)
        document.insert(PDFPage(), at: 1)
        let view = PDFView()
        view.autoScales = true
        view.document = document
        #expect(view.currentPage === document.page(at: 0))
        #expect(view.canGoToNextPage)
        view.goToNextPage(nil)
        #expect(view.currentPage === document.page(at: 1))
        #expect(!view.canGoToNextPage)
    }
}
