import SwiftUI
import TextUI

/// The chart's cells while it is drawn, before they go to the canvas: what is drawn
/// later goes over what is under it, except grid lines, which only take empty cells.
struct DrawGrid {
    /// What drew a cell, lowest first.
    enum Layer: Int, Comparable {
        case grid, axis, fill, rule, line, point, text

        static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    struct Cell {
        var character: Character
        var foreground: (any ShapeStyle)?
        var background: (any ShapeStyle)?
        var layer: Layer
        /// A fill's partial cell whose lower (or leading) part is its own: the fill above
        /// it shows as the cell's background.
        var isLowerPart = false
    }

    let width: Int
    let height: Int
    private var cells: [Cell?]
    /// Cells taken by the second half of a wide character.
    private var continuations: Set<Int> = []

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: nil, count: self.width * self.height)
    }

    func contains(column: Int, row: Int) -> Bool {
        column >= 0 && column < width && row >= 0 && row < height
    }

    subscript(column: Int, row: Int) -> Cell? {
        get { contains(column: column, row: row) ? cells[row * width + column] : nil }
        set {
            guard contains(column: column, row: row) else { return }
            cells[row * width + column] = newValue
            continuations.remove(row * width + column)
        }
    }

    mutating func put(_ character: Character, column: Int, row: Int, style: (any ShapeStyle)?, layer: Layer) {
        self[column, row] = Cell(character: character, foreground: style, layer: layer)
    }

    /// Puts a grid line's character where nothing is drawn yet.
    mutating func putIfEmpty(_ character: Character, column: Int, row: Int, style: (any ShapeStyle)?, layer: Layer) {
        guard contains(column: column, row: row), self[column, row] == nil, !continuations.contains(row * width + column) else { return }
        put(character, column: column, row: row, style: style, layer: layer)
    }

    /// Writes a text from a cell; returns the columns it took.
    @discardableResult
    mutating func write(_ text: String, column: Int, row: Int, style: (any ShapeStyle)?, limit: Int? = nil) -> Int {
        var x = column
        let end = limit ?? width
        for character in text {
            let characterWidth = CellDrawing.Canvas.width(of: String(character))
            guard characterWidth > 0 else { continue }
            guard x + characterWidth <= end else { break }
            put(character, column: x, row: row, style: style, layer: .text)
            if characterWidth == 2, contains(column: x + 1, row: row) {
                cells[row * width + x + 1] = nil
                continuations.insert(row * width + x + 1)
            }
            x += characterWidth
        }
        return x - column
    }

    /// Copies the cells onto the canvas.
    func flush(to canvas: inout CellDrawing.Canvas) {
        for row in 0..<height {
            for column in 0..<width {
                guard let cell = cells[row * width + column] else { continue }
                canvas.put(cell.character, column: column, row: row, foreground: cell.foreground, background: cell.background)
            }
        }
    }

    /// The rows as text, for tests of the drawing alone.
    var rows: [String] {
        (0..<height).map { row in
            String((0..<width).compactMap { column -> Character? in
                if continuations.contains(row * width + column) { return nil }
                return cells[row * width + column]?.character ?? " "
            })
        }
    }
}

/// A text cut to a number of cells, with "…" when it does not fit.
func truncated(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    guard CellDrawing.Canvas.width(of: text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
        let characterWidth = CellDrawing.Canvas.width(of: String(character))
        if used + characterWidth > width - 1 { break }
        result.append(character)
        used += characterWidth
    }
    return result + "…"
}

/// The characters a fill's partial cells are drawn with.
enum BlockGlyphs {
    /// A cell filled from the bottom, by eighths: index 1 is `▁`, 7 is `▇`.
    static let lower: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// A cell filled from the leading edge, by eighths: index 1 is `▏`, 7 is `▉`.
    static let leading: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]
}
