import RenderFormat

/// A render's text with its picture in color, from the colors the render itself drew
/// (`ColorPicture`): ANSI for a terminal, HTML for the report. Lines without runs (the
/// header, the semantics) are left as they are.
package enum PicturePainter {
    /// How many colors the terminal shows.
    package enum Depth: Equatable {
        /// 24-bit (`COLORTERM=truecolor` or `24bit`).
        case trueColor
        /// The 256 of xterm's palette, which every color terminal has.
        case palette256

        package init(environment: [String: String]) {
            let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
            self = colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256
        }
    }

    /// `--color` always, `--no-color` never; else when the output is a terminal and
    /// `NO_COLOR` is not set, as for the tool's other colors.
    package static func paints(_ arguments: ParsedArguments, console: Console) -> Bool {
        if arguments.has(.noColor) { return false }
        return arguments.has(.color) || console.style.isEnabled
    }

    /// The text with each run's characters in its colors, reset at the end of each run.
    package static func ansi(_ text: String, colors: ColorPicture, depth: Depth) -> String {
        paint(text, colors: colors) { characters, run in
            var codes: [String] = []
            if let foreground = run.foreground { codes.append(code(foreground, layer: 38, depth: depth)) }
            if let background = run.background { codes.append(code(background, layer: 48, depth: depth)) }
            guard !codes.isEmpty else { return characters }
            return "\u{1B}[\(codes.joined(separator: ";"))m\(characters)\u{1B}[0m"
        }
    }

    /// The text escaped for HTML, each run in a `<span>` with its colors.
    static func html(_ text: String, colors: ColorPicture) -> String {
        paint(text, colors: colors, escape: HTMLEscaping.escape) { characters, run in
            var style: [String] = []
            if let foreground = run.foreground { style.append("color:\(foreground)") }
            if let background = run.background { style.append("background:\(background)") }
            return "<span style=\"\(style.joined(separator: ";"))\">\(characters)</span>"
        }
    }

    /// Splits each line at its runs: the characters outside runs go through `escape`,
    /// those inside through `escape` and then `wrap`.
    private static func paint(
        _ text: String,
        colors: ColorPicture,
        escape: (String) -> String = { $0 },
        wrap: (String, ColorPicture.Run) -> String
    ) -> String {
        let runsByLine = colors.runsByLine
        var output = ""
        output.reserveCapacity(text.utf8.count * 2)
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if number > 1 { output += "\n" }
            guard let runs = runsByLine[number]?.sorted(by: { $0.column < $1.column }) else {
                output += escape(String(line))
                continue
            }
            let characters = Array(line)
            var position = 0
            for run in runs where run.column >= position && run.column < characters.count {
                let end = min(characters.count, run.column + run.length)
                output += escape(String(characters[position..<run.column]))
                output += wrap(escape(String(characters[run.column..<end])), run)
                position = end
            }
            output += escape(String(characters[position...]))
        }
        return output
    }

    /// `38;2;52;199;89`, or `38;5;77` in xterm's palette.
    private static func code(_ hex: String, layer: Int, depth: Depth) -> String {
        guard let (red, green, blue) = ColorPicture.components(of: hex) else { return "\(layer + 1)" }
        switch depth {
        case .trueColor:
            return "\(layer);2;\(red);\(green);\(blue)"
        case .palette256:
            return "\(layer);5;\(palette256(red: red, green: green, blue: blue))"
        }
    }

    /// The nearest of xterm's 6×6×6 color cube and 24 grays.
    static func palette256(red: Int, green: Int, blue: Int) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: Int) -> Int {
            levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) }!
        }
        let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cube = 16 + 36 * r + 6 * g + b
        let cubeDistance = distance((levels[r], levels[g], levels[b]), (red, green, blue))
        let grayStep = min(23, max(0, ((red + green + blue) / 3 - 8 + 5) / 10))
        let grayLevel = 8 + 10 * grayStep
        let grayDistance = distance((grayLevel, grayLevel, grayLevel), (red, green, blue))
        return grayDistance < cubeDistance ? 232 + grayStep : cube
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return dr * dr + dg * dg + db * db
    }
}

extension Option {
    /// Paint pictures in their colors, even when piped.
    package static let color = Option("--color", help: "paint each picture in the colors its render drew, even when piped")
    /// Plain text, even on a terminal.
    package static let noColor = Option("--no-color", help: "print plain text, even on a terminal")
}
