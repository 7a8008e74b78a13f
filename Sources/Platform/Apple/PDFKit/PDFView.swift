import Foundation
import UIKit

public enum PDFDisplayMode: Int, Sendable {
    case singlePage = 0
    case singlePageContinuous = 1
    case twoUp = 2
    case twoUpContinuous = 3
}

public enum PDFDisplayDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
}

public protocol PDFViewDelegate: NSObjectProtocol {}

/// Shows a document. Linux renders no PDF: the view keeps its document and settings
/// and draws nothing of the pages; `currentPage` is the first page until `go(to:)`.
@MainActor @preconcurrency
open class PDFView: UIView {
    open var document: PDFDocument? {
        didSet { currentPageStorage = document?.page(at: 0) }
    }
    open var autoScales = false
    open var displayMode: PDFDisplayMode = .singlePageContinuous
    open var displayDirection: PDFDisplayDirection = .vertical
    open var displaysPageBreaks = true
    open var displaysAsBook = false
    open var displayBox: PDFDisplayBox = .cropBox
    open var scaleFactor: CGFloat = 1
    open var minScaleFactor: CGFloat = 0.25
    open var maxScaleFactor: CGFloat = 5
    open var scaleFactorForSizeToFit: CGFloat { 1 }
    open var pageShadowsEnabled = true
    open weak var delegate: (any PDFViewDelegate)?
    private var currentPageStorage: PDFPage?
    open var currentPage: PDFPage? { currentPageStorage }

    open func go(to page: PDFPage) {
        if page.document === document { currentPageStorage = page }
    }

    open var canGoToNextPage: Bool { nextIndex != nil }
    open var canGoToPreviousPage: Bool { previousIndex != nil }

    open func goToNextPage(_ sender: Any?) {
        if let index = nextIndex { currentPageStorage = document?.page(at: index) }
    }

    open func goToPreviousPage(_ sender: Any?) {
        if let index = previousIndex { currentPageStorage = document?.page(at: index) }
    }

    open func usePageViewController(_ enable: Bool, withViewOptions viewOptions: [AnyHashable: Any]? = nil) {}

    private var currentIndex: Int? {
        guard let document, let page = currentPageStorage else { return nil }
        let index = document.index(for: page)
        return index == NSNotFound ? nil : index
    }
    private var nextIndex: Int? {
        guard let document, let index = currentIndex, index + 1 < document.pageCount else { return nil }
        return index + 1
    }
    private var previousIndex: Int? {
        guard let index = currentIndex, index > 0 else { return nil }
        return index - 1
    }
}
