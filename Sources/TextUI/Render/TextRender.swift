/// A finished render: a header line, the framed screen, the semantics, and warnings
/// when something did not fit.
public struct TextRender: Sendable, Equatable {
    public var header: String
    /// The screen, frame included.
    public var screen: [String]
    public var semantics: [String]
    /// Plain-language notes about problems the render shows, such as overflow.
    public var warnings: [String]

    /// The reference-file text: every line ends with `\n`.
    public var text: String {
        var size = header.utf8.count + 11
        for line in screen { size += line.utf8.count + 1 }
        for line in semantics { size += line.utf8.count + 1 }
        for line in warnings { size += line.utf8.count + 3 }
        var text = ""
        text.reserveCapacity(size + 9)
        func add(_ line: String, indent: Bool = false) {
            if indent { text += "  " }
            text += line
            text += "\n"
        }
        add(header)
        for line in screen { add(line) }
        add("semantics")
        for line in semantics { add(line) }
        if !warnings.isEmpty {
            add("warnings")
            for line in warnings { add(line, indent: true) }
        }
        return text
    }
}
