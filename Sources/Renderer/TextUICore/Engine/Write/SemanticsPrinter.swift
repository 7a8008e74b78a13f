import RenderFormat
/// Writes the semantics section: the element tree in pre-order, two spaces of indent
/// per level, one element a line, attributes in a fixed order. Layout-only nodes
/// (plain stacks, padding, frames) print nothing; their children rise a level.
enum SemanticsPrinter {
    /// Writes the lines of `root` and what it holds, each ending with a newline. A
    /// value made for both schemes prints its `dark` side in a dark render.
    static func write(_ root: Node, dark: Bool = false, into writer: inout RenderWriter) {
        emit(root, depth: 0, dark: dark, into: &writer)
    }

    private static func emit(_ node: Node, depth: Int, dark: Bool, into writer: inout RenderWriter) {
        // Attributes are read in place: a copy of them all would retain every string.
        if node.semantics.isOmitted { return }
        let prints = isPrinted(node)
        if prints {
            writer.append(spaces: 2 * depth)
            writeLine(for: node, dark: dark, into: &writer)
            writer.newline()
            if node.semantics.isLeaf || node.semantics.isHidden { return }
        }
        for child in node.children {
            emit(child, depth: prints ? depth + 1 : depth, dark: dark, into: &writer)
        }

    }

    private static func isPrinted(_ node: Node) -> Bool {
        node.traits.contains(.alwaysPrinted) || node.semantics.isNotable
    }

    /// One element's line, without indent or newline.
    static func line(for node: Node) -> String {
        var writer = RenderWriter(capacity: 96)
        writeLine(for: node, into: &writer)
        return writer.text
    }

    /// `Kind #id "text" font color W×H key=value… flags truncated full="…" overflow=…`;
    /// a font, a color or a value of several words is in parentheses.
    static func writeLine(for node: Node, dark: Bool = false, into writer: inout RenderWriter) {
        let (kind, size) = node.withElement { ($0.kind, $0.size) }
        writer.append(node.semantics.kind ?? kind)
        // Each part goes straight into the render's bytes, with the space before it.
        func add(_ part: String) {
            writer.append(byte: UInt8(ascii: " "))
            writer.append(part)
        }
        func add(_ key: String, _ value: String) {
            add(key)
            writer.append(byte: UInt8(ascii: "="))
            // Grouped where the value was made, when several words: see `SemanticsSyntax.group`.
            writer.append(value)
        }
        // A paint is named for the render's scheme (`Paint.name(dark:)`).
        func add(_ key: String, _ value: SemanticValue) {
            add(key, value.printed(dark: dark))
        }

        func add(_ key: String, quoting value: String) {
            add(key)
            writer.append(byte: UInt8(ascii: "="))
            writer.appendQuoted(value)
        }
        func add(_ width: Int, by height: Int, after prefix: String = "") {
            add(prefix)
            writer.append(width)
            writer.append("×")
            writer.append(height)
        }
        if let identifier = node.semantics.identifier {
            add("#")
            writer.append(identifier)
        }

        let fullText = node.withElement { $0.writeText(of: node, into: &writer) }
        // Grouped in parentheses already when several words (see `SemanticsSyntax.group`).
        if let font = node.semantics.font { add(font) }
        if let color = node.semantics.color { add(color.name(dark: dark)) }
        if showsSize(node, size) {
            let frame = (node.sizeHost ?? node).frame
            add(frame.width, by: frame.height)
        }

        if let label = node.semantics.label { add("label", quoting: label) }
        if let value = node.semantics.value { add("value", quoting: value) }
        for (key, value) in node.semantics.properties { add(key, value) }
        if let background = node.semantics.background { add("background", background.name(dark: dark)) }
        if let opacity = node.semantics.opacity { add("opacity", opacity) }
        if let shadow = node.semantics.shadow { add("shadow", shadow) }

        // The flags, spelled as the syntax declares them, so that readers know them.
        typealias Flag = SemanticsSyntax.Flag
        if node.semantics.isBold { add(Flag.bold.rawValue) }
        if node.semantics.isItalic { add(Flag.italic.rawValue) }
        if node.semantics.isHeader { add(Flag.header.rawValue) }
        if node.semantics.isButton { add(Flag.button.rawValue) }
        if node.semantics.isSelected { add(Flag.selected.rawValue) }
        if node.semantics.isDisabled { add(Flag.disabled.rawValue) }
        if node.semantics.isHidden { add(Flag.hidden.rawValue) }
        if node.semantics.isRefreshable { add(Flag.refreshable.rawValue) }
        if let fullText { add(Self.truncatedFull, quoting: fullText) }
        if let overflow = node.semantics.overflow { add(overflow.width, by: overflow.height, after: "overflow=+") }
    }

    private static let truncatedFull = SemanticsSyntax.Flag.truncated.rawValue + " full"

    /// Sizes matter for what has no text to measure by: images, shapes, components.
    private static func showsSize(_ node: Node, _ size: SemanticsSizePresence) -> Bool {
        switch size {
        case .always: true
        case .never: false
        case .whenNamed: node.semantics.kind != nil && node.semantics.namePrintsSize
        }
    }
}
