/// Writes the semantics section: the element tree in pre-order, two spaces of indent
/// per level, one element a line, attributes in a fixed order. Layout-only nodes
/// (plain stacks, padding, frames) print nothing; their children rise a level.
enum SemanticsPrinter {
    /// Writes the lines of `root` and what it holds, each ending with a newline.
    static func write(_ root: Node, into writer: inout RenderWriter) {
        emit(root, depth: 0, into: &writer)
    }

    private static func emit(_ node: Node, depth: Int, into writer: inout RenderWriter) {
        // Attributes are read in place: a copy of them all would retain every string.
        if node.semantics.isOmitted { return }
        let prints = isPrinted(node)
        if prints {
            writer.append(spaces: 2 * depth)
            writeLine(for: node, into: &writer)
            writer.newline()
            if node.semantics.isLeaf || node.semantics.isHidden { return }
        }
        for child in node.children {
            emit(child, depth: prints ? depth + 1 : depth, into: &writer)
        }

    }

    @inline(__always)
    private static func isPrinted(_ node: Node) -> Bool {
        switch node.kind {
        case .text, .image, .textField, .progress, .scroll:
            return true
        case .custom:
            return customIsPrinted(node)
        default:
            return node.semantics.isNotable
        }
    }

    @inline(never)
    private static func customIsPrinted(_ node: Node) -> Bool {
        guard case let .custom(index) = node.kind else { return false }
        return node.element(index).semanticsKind != nil || node.semantics.isNotable
    }

    private static func kindName(_ node: Node) -> String {
        if let kind = node.semantics.kind { return kind }
        switch node.kind {
        case .text: return "Text"
        case .image: return "Image"
        case let .stack(stack): return stack.axis == .vertical ? "VStack" : "HStack"
        case .zstack: return "ZStack"
        case .spacer: return "Spacer"
        case .divider: return "Divider"
        case .scroll: return "ScrollView"
        case let .shape(shape): return shape.name
        case .fill: return "Color"
        case .textField: return "TextField"
        case .progress: return "ProgressView"
        case .padding, .frame, .fixedSize, .background, .overlay, .clip: return "Group"
        case let .custom(index): return node.element(index).semanticsKind ?? "Group"
        }
    }

    /// One element's line, without indent or newline.
    static func line(for node: Node) -> String {
        var writer = RenderWriter(capacity: 96)
        writeLine(for: node, into: &writer)
        return writer.text
    }

    /// `Kind #id "text" font color W×H key=value… flags truncated full="…" overflow=…`;
    /// a font, a color or a value of several words is in parentheses.
    static func writeLine(for node: Node, into writer: inout RenderWriter) {
        writer.append(kindName(node))
        // Each part goes straight into the render's bytes, with the space before it.
        func add(_ part: String) {
            writer.append(byte: UInt8(ascii: " "))
            writer.append(part)
        }
        func add(_ key: String, _ value: String) {
            add(key)
            writer.append(byte: UInt8(ascii: "="))
            // Grouped where the value was made, when several words: see `SemanticsLine.group`.
            writer.append(value)
        }

        func add(_ key: String, quoting value: String) {
            add(key)
            writer.append(byte: UInt8(ascii: "="))
            SemanticsLine.writeQuoted(value, into: &writer)
        }
        func addQuoted(_ text: String) {
            writer.append(byte: UInt8(ascii: " "))
            SemanticsLine.writeQuoted(text, into: &writer)
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

        var fullText: String?
        if case let .text(index) = node.kind {
            let element = node.text(index)
            if let layout = element.pointee.finalLayout, layout.isTruncated {
                fullText = element.pointee.text
                writer.append(byte: UInt8(ascii: " "))
                Self.writeShownText(of: layout, cutFrom: element.pointee.text, into: &writer)
            } else {
                addQuoted(element.pointee.text)
            }
        } else if let text = node.semantics.text {
            addQuoted(text)
        }
        // Grouped in parentheses already when several words (see `SemanticsLine.group`).
        if let font = node.semantics.font { add(font) }
        if let color = node.semantics.color { add(color) }
        if showsSize(node) {
            let frame = (node.sizeHost ?? node).frame
            add(frame.width, by: frame.height)
        }

        if let label = node.semantics.label { add("label", quoting: label) }
        if let value = node.semantics.value { add("value", quoting: value) }
        for (key, value) in node.semantics.properties { add(key, value) }
        if let background = node.semantics.background { add("background", background) }
        if let opacity = node.semantics.opacity { add("opacity", opacity) }
        if let shadow = node.semantics.shadow { add("shadow", shadow) }

        if node.semantics.isBold { add("bold") }
        if node.semantics.isItalic { add("italic") }
        if node.semantics.isHeader { add("header") }
        if node.semantics.isButton { add("button") }
        if node.semantics.isSelected { add("selected") }
        if node.semantics.isDisabled { add("disabled") }
        if node.semantics.isHidden { add("hidden") }
        if node.semantics.isRefreshable { add("refreshable") }
        if let fullText { add("truncated full", quoting: fullText) }
        if let overflow = node.semantics.overflow { add(overflow.width, by: overflow.height, after: "overflow=+") }
    }

    /// What a cut text shows, quoted: its lines joined by spaces. When the whole text
    /// needs no escaping, neither do the clusters it shows (and "…"), which are written
    /// as they are; otherwise they are quoted as any text.
    private static func writeShownText(of layout: TextLayout, cutFrom text: String, into writer: inout RenderWriter) {
        func writeLines(into writer: inout RenderWriter) {
            for (index, line) in layout.lines.enumerated() {
                if index > 0 { writer.append(byte: UInt8(ascii: " ")) }
                writer.append(line)
            }
        }
        if SemanticsLine.needsNoEscape(text) {
            writer.append(byte: 0x22)
            writeLines(into: &writer)
            writer.append(byte: 0x22)
        } else {
            var shown = RenderWriter(capacity: 64)
            writeLines(into: &shown)
            SemanticsLine.writeQuoted(shown.finish(), into: &writer)
        }
    }

    private static let sizelessKinds: Set = [
        "Button", "NavigationStack", "Label", "ProgressView", "ContentUnavailableView",
        "Toggle", "Picker", "Menu", "Section", "Sheet", "FullScreenCover",
    ]

    /// Sizes matter for what has no text to measure by: images, shapes, components.
    private static func showsSize(_ node: Node) -> Bool {
        switch node.kind {
        case .image, .shape: return true
        case .text, .textField, .scroll: return false
        default:
            guard let kind = node.semantics.kind else { return false }
            return !sizelessKinds.contains(kind)
        }
    }
}

enum SemanticsLine {
    /// A quoted string with `\`, `"`, newlines, tabs and invisible characters escaped, so
    /// one element stays one line and nothing hides.
    static func quote(_ text: String) -> String {
        var writer = RenderWriter(capacity: text.utf8.count + 2)
        writeQuoted(text, into: &writer)
        return writer.text
    }

    /// True when `value` has a space. Over the string's bytes in place: `utf8.contains`
    /// ran as generic code, a tenth of a render's instructions.
    private static func hasSpace(_ value: String) -> Bool {
        value.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: " ")) }
            ?? value.utf8.contains(UInt8(ascii: " "))
    }

    /// A value as the semantics print it: as it is when it is one word (`headline`,
    /// `#333844`, `16`), in parentheses when it is several (`(headline rounded semibold)`,
    /// `(black 5% r8 y2)`), so that a reader, and the tool, see one value and not a run
    /// of flags. Applied where a value is made (a font, a color, a property), so that
    /// printing checks nothing. A value quoted or grouped already is one as it is.
    static func group(_ name: String) -> String {
        let first = name.utf8.first
        guard first != UInt8(ascii: "\""), first != UInt8(ascii: "("), hasSpace(name) else { return name }
        return "(\(name))"
    }

    /// Writes `text` quoted and escaped.
    static func writeQuoted(_ text: String, into writer: inout RenderWriter) {
        writer.append(byte: 0x22)
        defer { writer.append(byte: 0x22) }
        // Most texts have nothing to escape, "…", accents and ideographs included: they
        // are copied in one piece. The loop in `writeEscaped` would write the same bytes,
        // one character at a time.
        var text = text
        let isPlain = text.withUTF8 { bytes in
            guard needsNoEscape(utf8: bytes) else { return false }
            writer.append(bytes: bytes)
            return true
        }
        if !isPlain { writeEscaped(text, into: &writer) }
    }

    /// True when quoting writes `text` as it is.
    static func needsNoEscape(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { needsNoEscape(utf8: $0) }
    }

    /// True when no scalar in `bytes` (valid UTF-8) needs escaping; decoded here, as
    /// walking the string's scalars cost more than the rest of quoting.
    private static func needsNoEscape(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        while index < bytes.count {
            // Eight bytes at a time while they are printable ASCII other than a quote or
            // a backslash, as most text is.
            if index + 8 <= bytes.count, isPlainASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            let lead = UInt32(bytes[index])
            if lead < 0x80 {
                if lead < 0x20 || lead == 0x7F || lead == 0x22 || lead == 0x5C { return false }
                index += 1
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            var value = lead & (lead >= 0xF0 ? 0x07 : lead >= 0xE0 ? 0x0F : 0x1F)
            for offset in 1..<length {
                value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
            }
            if let scalar = Unicode.Scalar(value), needsEscape(scalar) { return false }
            index += length
        }
        return true
    }

    /// True when each of the eight bytes in `word` is printable ASCII (0x20 to 0x7E)
    /// other than `"` and `\`. Bytewise tests on one word, exact for every byte value.
    static func isPlainASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        func hasByte(_ byte: UInt8) -> Bool { hasZeroByte(word ^ (ones &* UInt64(byte))) }
        // A byte below 0x20: the same test, shifted (exact for limits up to 0x80).
        let hasControl = (word &- ones &* 0x20) & ~word & highs != 0
        return word & highs == 0 && !hasControl && !hasByte(0x7F) && !hasByte(0x22) && !hasByte(0x5C)
    }

    /// The general path, one character at a time, without the quotes. The shortcuts of
    /// `writeQuoted` must write exactly what it writes; a test holds them to it.
    static func writeEscaped(_ text: String, into writer: inout RenderWriter) {
        for character in text {
            let scalars = character.unicodeScalars
            if scalars.count > 1, let first = scalars.first, first.properties.isEmoji {
                writer.append(String(character))
                continue
            }
            for scalar in scalars {
                if scalar.value >= 0x20, scalar.value < 0x7F, scalar != "\"", scalar != "\\" {
                    writer.append(byte: UInt8(scalar.value))
                    continue
                }
                switch scalar {
                case "\"": writer.append("\\\"")
                case "\\": writer.append("\\\\")
                case "\n": writer.append("\\n")
                case "\t": writer.append("\\t")
                case "\r": writer.append("\\r")
                default:
                    if isInvisible(scalar) {
                        writer.append("\\u{\(String(scalar.value, radix: 16, uppercase: true))}")
                    } else {
                        writer.append(scalar: scalar.value)
                    }
                }
            }
        }
    }

    /// Control characters and invisible formatting, which the semantics spell out.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
            || properties.generalCategory == .format || properties.isDefaultIgnorableCodePoint
    }

    /// True for what quoting changes: quotes, backslashes and invisible characters.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x7F {
            return scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
        }
        // Letters with accents, punctuation such as "…" and box drawing are common and
        // never invisible: no lookup of their Unicode properties. (A test holds these
        // ranges to the lookup.)
        if visibleRanges.contains(where: { $0.contains(scalar.value) }) { return false }
        return isInvisible(scalar)
    }

    /// Ranges without control, format or default-ignorable characters.
    static let visibleRanges: [ClosedRange<UInt32>] = [0xA1...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2500...0x259F]
}
