/// Writes the semantics section: the element tree in pre-order, two spaces of indent
/// per level, one element a line, attributes in a fixed order. Layout-only nodes
/// (plain stacks, padding, frames) print nothing; their children rise a level.
enum SemanticsPrinter {
    /// Writes the lines of `root` and what it holds, each ending with a newline.
    static func write(_ root: Node, into writer: inout RenderWriter) {
        emit(root, depth: 0, into: &writer)
    }

    private static func emit(_ node: Node, depth: Int, into writer: inout RenderWriter) {
        let semantics = node.semantics
        if semantics.isOmitted { return }
        let prints = isPrinted(node)
        if prints {
            writer.append(spaces: 2 * depth)
            writeLine(for: node, into: &writer)
            writer.newline()
            if semantics.isLeaf || semantics.isHidden { return }
        }
        for child in node.children {
            emit(child, depth: prints ? depth + 1 : depth, into: &writer)
        }
    }

    private static func isPrinted(_ node: Node) -> Bool {
        switch node.kind {
        case .text, .image, .textField, .progress, .scroll:
            return true
        default:
            return node.semantics.isNotable
        }
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
        }
    }

    /// One element's line, without indent or newline.
    static func line(for node: Node) -> String {
        var writer = RenderWriter(capacity: 96)
        writeLine(for: node, into: &writer)
        return writer.text
    }

    /// `Kind #id "text" font color W×H key=value… flags truncated full="…" overflow=…`
    static func writeLine(for node: Node, into writer: inout RenderWriter) {
        let semantics = node.semantics
        writer.append(kindName(node))
        func add(_ part: String) {
            writer.append(byte: UInt8(ascii: " "))
            writer.append(part)
        }
        if let identifier = semantics.identifier { add("#" + identifier) }

        var fullText: String?
        if case let .text(element) = node.kind {
            if let layout = element.finalLayout, layout.isTruncated {
                add(SemanticsLine.quote(layout.lines.map(\.string).joined(separator: " ")))
                fullText = element.text
            } else {
                add(SemanticsLine.quote(element.text))
            }
        } else if let text = semantics.text {
            add(SemanticsLine.quote(text))
        }
        if let font = semantics.font { add(font) }
        if let color = semantics.color { add(color) }
        if showsSize(node) {
            let frame = (node.sizeHost ?? node).frame
            add(String(frame.width) + "×" + String(frame.height))
        }

        if let label = semantics.label { add("label=" + SemanticsLine.quote(label)) }
        if let value = semantics.value { add("value=" + SemanticsLine.quote(value)) }
        for (key, value) in semantics.properties { add(key + "=" + value) }
        if let background = semantics.background { add("background=" + background) }
        if let opacity = semantics.opacity { add("opacity=" + opacity) }
        if let shadow = semantics.shadow { add("shadow=" + shadow) }

        if semantics.isBold { add("bold") }
        if semantics.isItalic { add("italic") }
        if semantics.isHeader { add("header") }
        if semantics.isButton { add("button") }
        if semantics.isSelected { add("selected") }
        if semantics.isDisabled { add("disabled") }
        if semantics.isHidden { add("hidden") }
        if semantics.isRefreshable { add("refreshable") }
        if let fullText { add("truncated full=" + SemanticsLine.quote(fullText)) }
        if let overflow = semantics.overflow { add("overflow=+" + String(overflow.width) + "×" + String(overflow.height)) }
    }

    private static let sizelessKinds: Set = ["Button", "NavigationStack", "Label", "ProgressView", "ContentUnavailableView"]

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
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            var output = "\""
            output.reserveCapacity(text.utf8.count + 2)
            output.append(text)
            output.append("\"")
            return output
        }
        // Built as bytes: appending scalars to a String one at a time is slow.
        var bytes: [UInt8] = [0x22]
        bytes.reserveCapacity(text.utf8.count + 8)
        func append(_ literal: StaticString) {
            literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }
        for character in text {
            let scalars = character.unicodeScalars
            if scalars.count > 1, let first = scalars.first, first.properties.isEmoji {
                bytes.append(contentsOf: character.utf8)
                continue
            }
            for scalar in scalars {
                if scalar.value >= 0x20, scalar.value < 0x7F, scalar != "\"", scalar != "\\" {
                    bytes.append(UInt8(scalar.value))
                    continue
                }
                switch scalar {
                case "\"": append("\\\"")
                case "\\": append("\\\\")
                case "\n": append("\\n")
                case "\t": append("\\t")
                case "\r": append("\\r")
                default:
                    let properties = scalar.properties
                    let isInvisible = scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
                        || properties.generalCategory == .format || properties.isDefaultIgnorableCodePoint
                    if isInvisible {
                        bytes.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".utf8)
                    } else {
                        TextCluster.appendUTF8(scalar.value, to: &bytes)
                    }
                }
            }
        }
        bytes.append(0x22)
        return String(decoding: bytes, as: UTF8.self)
    }
}
