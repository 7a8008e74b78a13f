/// The grid a render draws on. A wide glyph takes its cell and a continuation cell,
/// and is never cut in half: if its second cell falls outside the clip, a space is
/// drawn instead, and drawing over half of a wide glyph blanks the other half.
///
/// Cells hold Unicode scalar values (clusters of several scalars, like emoji sequences,
/// go to a side table), which keeps drawing and printing free of string comparisons.
struct CellCanvas {
    let width: Int
    let height: Int
    private var cells: [UInt32]
    /// At least the UTF-8 bytes of the interned clusters drawn (see `maxRowBytes`).
    private var internedBytes = 0
    /// False until a wide glyph is drawn: until then no cell is half of one, and runs of
    /// cells are filled without looking at their neighbours.
    private var hasWideGlyphs = false

    /// The cells' colors, when the render paints them (see `ColorPlane`).
    var colors: ColorPlane?

    private static let blank: UInt32 = 0x20
    private static let continuation: UInt32 = 0

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Self.blank, count: self.width * self.height)
    }

    /// Puts a scalar that takes one cell (frames, borders, marks).
    mutating func put(scalar: UInt32, column: Int, row: Int, clip: Rect) {
        guard row >= 0, row < height, column >= 0, column < width, clip.contains(column: column, row: row) else { return }
        write(scalar, column: column, row: row)
    }

    mutating func text(_ line: TextLine, column: Int, row: Int, clip: Rect) {
        // Most lines are one-cell clusters on a row with no wide glyph, all inside the
        // clip: their codes are copied into the cells as they are.
        let clusters = line.clusters
        if !hasWideGlyphs, row >= max(0, clip.y), row < min(height, clip.maxY),
           column >= max(0, clip.x), column + clusters.count <= min(width, clip.maxX),
           clusters.isSingleCellScalars {
            let start = row * width + column
            cells.withUnsafeMutableBufferPointer { cells in
                for offset in clusters.indices {
                    cells[start + offset] = clusters[offset].code
                }
            }
            return
        }
        withCells { cells in
            var x = column
            for cluster in line.clusters where cluster.width > 0 {
                cells.put(cluster, column: x, row: row, clip: clip)
                x += cluster.width
            }
        }
    }

    private mutating func write(_ code: UInt32, column: Int, row: Int) {
        withCells { $0.write(code, column: column, row: row) }
    }

    /// Runs `body` on the cells through a pointer: each cell write through the array
    /// checked its uniqueness and bounds several times.
    private mutating func withCells(_ body: (inout CellWriter) -> Void) {
        let width = width, height = height
        let (interned, wroteWide) = cells.withUnsafeMutableBufferPointer { buffer in
            var writer = CellWriter(cells: buffer, width: width, height: height)
            body(&writer)
            return (writer.internedBytes, writer.wroteWideGlyph)
        }
        internedBytes += interned
        if wroteWide { hasWideGlyphs = true }
    }

    /// Fills `count` cells from `start`, stepping `stride` cells, with a scalar that takes
    /// one cell, when no wide glyph can be overlapped.
    private mutating func fill(_ scalar: UInt32, from start: Int, count: Int, stride: Int) {
        cells.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var index = start
            for _ in 0..<count {
                base[index] = scalar
                index += stride
            }
        }
    }

    /// Writes cells of a canvas in place.
    private struct CellWriter {
        let cells: UnsafeMutableBufferPointer<UInt32>
        let width: Int
        let height: Int
        var internedBytes = 0
        var wroteWideGlyph = false

        mutating func put(_ cluster: TextCluster, column: Int, row: Int, clip: Rect) {
            let clusterWidth = cluster.width
            guard clusterWidth > 0, row >= 0, row < height, column >= 0, column < width,
                  clip.contains(column: column, row: row) else { return }
            if clusterWidth == 2, !(column + 1 < width && clip.contains(column: column + 1, row: row)) {
                write(CellCanvas.blank, column: column, row: row)
                return
            }
            write(cluster.code, column: column, row: row)
            if clusterWidth == 2 {
                write(CellCanvas.continuation, column: column + 1, row: row)
                wroteWideGlyph = true
            }
        }

        /// Writes a cell, blanking the other half of any wide glyph it overlaps.
        mutating func write(_ code: UInt32, column: Int, row: Int) {
            let index = row * width + column
            let old = cells[index]
            if code != CellCanvas.continuation {
                if old == CellCanvas.continuation, column > 0 {
                    cells[index - 1] = CellCanvas.blank
                }
                if old != CellCanvas.continuation, column + 1 < width, cells[index + 1] == CellCanvas.continuation {
                    cells[index + 1] = CellCanvas.blank
                }
            }
            cells[index] = code
            if code >= ClusterTable.base {
                internedBytes += ClusterTable.shared.character(for: code).utf8.count
            }
        }
    }

    mutating func box(_ rect: Rect, style: BoxStyle, clip: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        if rect.height == 1 {
            row(style.horizontal, from: rect.x, to: rect.maxX, at: rect.y, clip: clip)
            return
        }
        if rect.width == 1 {
            column(style.vertical, from: rect.y, to: rect.maxY, at: rect.x, clip: clip)
            return
        }
        row(style.horizontal, from: rect.x + 1, to: rect.maxX - 1, at: rect.y, clip: clip)
        row(style.horizontal, from: rect.x + 1, to: rect.maxX - 1, at: rect.maxY - 1, clip: clip)
        column(style.vertical, from: rect.y + 1, to: rect.maxY - 1, at: rect.x, clip: clip)
        column(style.vertical, from: rect.y + 1, to: rect.maxY - 1, at: rect.maxX - 1, clip: clip)
        put(scalar: style.topLeft, column: rect.x, row: rect.y, clip: clip)
        put(scalar: style.topRight, column: rect.maxX - 1, row: rect.y, clip: clip)
        put(scalar: style.bottomLeft, column: rect.x, row: rect.maxY - 1, clip: clip)
        put(scalar: style.bottomRight, column: rect.maxX - 1, row: rect.maxY - 1, clip: clip)
    }

    /// Blanks every cell of `rect` inside the clip: what an opaque layer (a sheet) hides.
    mutating func clear(_ rect: Rect, clip: Rect) {
        colors?.reset(rect, clip: clip)
        for row in rect.y..<rect.maxY {
            self.row(Self.blank, from: rect.x, to: rect.maxX, at: row, clip: clip)
        }
    }

    /// Puts a scalar in columns `start..<end` of a row: what `put(scalar:)` does cell by
    /// cell, with the clip worked out once for the run.
    mutating func row(_ scalar: UInt32, from start: Int, to end: Int, at row: Int, clip: Rect) {
        guard row >= max(0, clip.y), row < min(height, clip.maxY) else { return }
        let first = max(start, 0, clip.x)
        let last = min(end, width, clip.maxX)
        guard first < last else { return }
        if !hasWideGlyphs, scalar < ClusterTable.base {
            fill(scalar, from: row * width + first, count: last - first, stride: 1)
            return
        }
        withCells { cells in
            for column in first..<last { cells.write(scalar, column: column, row: row) }
        }
    }

    /// Puts a scalar in rows `start..<end` of a column, as `row(_:from:to:at:clip:)`.
    mutating func column(_ scalar: UInt32, from start: Int, to end: Int, at column: Int, clip: Rect) {
        guard column >= max(0, clip.x), column < min(width, clip.maxX) else { return }
        let first = max(start, 0, clip.y)
        let last = min(end, height, clip.maxY)
        guard first < last else { return }
        if !hasWideGlyphs, scalar < ClusterTable.base {
            fill(scalar, from: first * width + column, count: last - first, stride: width)
            return
        }
        withCells { cells in
            for row in first..<last { cells.write(scalar, column: column, row: row) }
        }
    }

    /// True for the second cell of a wide glyph, which prints nothing.
    func isContinuation(column: Int, row: Int) -> Bool {
        cells[row * width + column] == Self.continuation
    }

    /// The most UTF-8 bytes one row can take: 4 a cell, more for interned clusters.
    var maxRowBytes: Int { width * 4 + internedBytes }

    /// Writes one row at `pointer`, continuation cells dropped, and returns the number
    /// of bytes written (at most `maxRowBytes`).
    func encode(row: Int, at pointer: UnsafeMutablePointer<UInt8>) -> Int {
        cells.withUnsafeBufferPointer { cells in
            guard let first = cells.baseAddress else { return 0 }
            let start = first + row * width
            var count = 0
            // Box edges repeat one scalar along a row: its bytes are encoded once.
            var lastCode: UInt32 = 0
            var lastBytes: UInt32 = 0
            var lastLength = 0
            for column in 0..<width {
                let code = start[column]
                if code < 0x80 {
                    // ASCII, or a continuation cell (0), which writes nothing.
                    pointer[count] = UInt8(truncatingIfNeeded: code)
                    count += code == Self.continuation ? 0 : 1
                } else if code == lastCode {
                    UnsafeMutableRawPointer(pointer + count).storeBytes(of: lastBytes.littleEndian, as: UInt32.self)
                    count += lastLength
                } else {
                    let length = TextCluster.encodeUTF8(code, at: pointer + count)
                    if length <= 4 {
                        // Stored four bytes at a time later: the spare ones fall in room
                        // the row keeps for the cells after (four bytes a cell).
                        lastCode = code
                        lastBytes = 0
                        for offset in 0..<length {
                            lastBytes |= UInt32(pointer[count + offset]) << (8 * offset)
                        }
                        lastLength = length
                    }
                    count += length
                }
            }
            return count
        }
    }

    /// Writes one row, continuation cells dropped.
    func write(row: Int, into writer: inout RenderWriter) {
        writer.appendBytes(upTo: maxRowBytes) { encode(row: row, at: $0) }
    }

    /// The rows as strings: for tests and tools that look at the grid itself.
    func rows() -> [String] {
        (0..<height).map { row in
            var writer = RenderWriter(capacity: width)
            write(row: row, into: &writer)
            return writer.text
        }
    }
}
