import RenderFormat

/// The colors of a canvas's cells, kept only when a colored picture is asked for
/// (`ScreenRenderer.paintsColors`): a plain render has none and pays nothing for them.
/// Painted as the canvas is drawn, node by node in drawing order, so what is drawn
/// later (a text on a card) is painted over what is under it.
struct ColorPlane {
    let width: Int
    let height: Int
    let isDark: Bool
    /// `0x01RRGGBB` for a color, 0 for none: the screen's own text and background.
    private var foregrounds: [UInt32]
    private var backgrounds: [UInt32]

    init(width: Int, height: Int, isDark: Bool) {
        self.width = width
        self.height = height
        self.isDark = isDark
        foregrounds = Array(repeating: 0, count: width * height)
        backgrounds = foregrounds
    }

    private static func code(_ color: ColorPalette.RGB) -> UInt32 {
        0x0100_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    }

    private static func color(_ code: UInt32) -> ColorPalette.RGB? {
        code == 0 ? nil : ColorPalette.RGB(code & 0xFF_FFFF)
    }

    /// The background a cell shows: its fill's, or the screen's.
    func background(column: Int, row: Int) -> ColorPalette.RGB {
        guard column >= 0, column < width, row >= 0, row < height,
              let color = Self.color(backgrounds[row * width + column]) else { return ColorPalette.background(dark: isDark) }
        return color
    }

    /// The color a paint stands for over what `rect` shows, if the picture can know it.
    func rgb(for paint: Paint, over rect: Rect) -> ColorPalette.RGB? {
        paint.rgb(dark: isDark, over: background(column: rect.x, row: rect.y))
    }

    /// Paints the cells of `rect` inside the clip; nil leaves a layer as it is.
    mutating func paint(_ rect: Rect, clip: Rect, foreground: ColorPalette.RGB?, background: ColorPalette.RGB?) {
        let area = rect.intersection(clip).intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard area.width > 0, area.height > 0 else { return }
        let fore = foreground.map(Self.code)
        let back = background.map(Self.code)
        for row in area.y..<area.maxY {
            let start = row * width
            for column in area.x..<area.maxX {
                if let fore { foregrounds[start + column] = fore }
                if let back { backgrounds[start + column] = back }
            }
        }
    }

    /// Back to the screen's own colors: under an opaque layer (a sheet).
    mutating func reset(_ rect: Rect, clip: Rect) {
        let area = rect.intersection(clip).intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard area.width > 0, area.height > 0 else { return }
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX {
                foregrounds[row * width + column] = 0
                backgrounds[row * width + column] = 0
            }
        }
    }

    /// The runs of the picture, as the render's file lays it out: `firstLine` is the
    /// line of the first row, `foldRow` the row a fold marker line goes before, and each
    /// row's characters start after its frame's border. `isContinuation` tells the cells
    /// that print nothing (the second half of a wide glyph).
    func picture(firstLine: Int, foldRow: Int?, isContinuation: (Int, Int) -> Bool) -> ColorPicture {
        let text = Self.code(ColorPalette.text(dark: isDark))
        let screen = Self.code(ColorPalette.background(dark: isDark))
        // Hex names made once a color: a screen has a handful.
        var names: [UInt32: String] = [:]
        func name(_ code: UInt32) -> String {
            if let name = names[code] { return name }
            let name = ColorPalette.RGB(code & 0xFF_FFFF).hex
            names[code] = name
            return name
        }
        var runs: [ColorPicture.Run] = []
        for row in 0..<height {
            let line = firstLine + row + (foldRow.map { row >= $0 ? 1 : 0 } ?? 0)
            var column = 1
            var start = 1
            var length = 0
            var current: (UInt32, UInt32) = (0, 0)
            func flush() {
                guard length > 0 else { return }
                runs.append(ColorPicture.Run(line: line, column: start, length: length, foreground: name(current.0), background: name(current.1)))
            }
            for cell in 0..<width where !isContinuation(cell, row) {
                let index = row * width + cell
                let fore = foregrounds[index] == 0 ? text : foregrounds[index]
                let back = backgrounds[index] == 0 ? screen : backgrounds[index]
                if length > 0, current == (fore, back) {
                    length += 1
                } else {
                    flush()
                    current = (fore, back)
                    start = column
                    length = 1
                }
                column += 1
            }
            flush()
        }
        return ColorPicture(runs: runs)
    }
}

extension Node {
    /// Paints what the node itself shows before it is drawn: a view with a color of its
    /// own and nothing inside (a text, a symbol, a shape) in its color.
    func paint(in rect: Rect, on canvas: inout CellCanvas, clip: Rect) {
        guard children.isEmpty, let paint = semantics.color else { return }
        // A stroked shape colors its outline only: over a view (an overlay's border), the
        // view's own text keeps its color.
        var isStroke = false
        if case .element = primitive {
            let element = element
            if element is FillElement { return }
            if let shape = element as? ShapeElement, case .stroke = shape.style { isStroke = true }
        }
        guard var colors = canvas.colors, let color = colors.rgb(for: paint, over: rect) else { return }
        // Taken out while painted, so its buffers are changed in place, not copied.
        canvas.colors = nil
        if isStroke, rect.width > 2, rect.height > 2 {
            for edge in [
                Rect(x: rect.x, y: rect.y, width: rect.width, height: 1),
                Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1),
                Rect(x: rect.x, y: rect.y, width: 1, height: rect.height),
                Rect(x: rect.maxX - 1, y: rect.y, width: 1, height: rect.height),
            ] {
                colors.paint(edge, clip: clip, foreground: color, background: nil)
            }
        } else {
            colors.paint(rect, clip: clip, foreground: color, background: nil)
        }
        canvas.colors = colors
    }
}
