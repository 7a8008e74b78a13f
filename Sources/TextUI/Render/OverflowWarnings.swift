/// Explains, in words, every element that did not fit: what overflowed, by how much,
/// and what usually fixes it.
enum OverflowWarnings {
    static func lines(for root: Node) -> [String] {
        var lines: [String] = []
        collect(root, into: &lines)
        return lines
    }

    private static func collect(_ node: Node, into lines: inout [String]) {
        if let overflow = node.semantics.overflow {
            var name = SemanticsPrinter.line(for: node).split(separator: " ").prefix(2).joined(separator: " ")
            if node.semantics.identifier == nil {
                name = String(name.split(separator: " ").first ?? "")
            }
            var parts: [String] = []
            if overflow.width > 0 { parts.append("\(overflow.width) column\(overflow.width == 1 ? "" : "s") too wide") }
            if overflow.height > 0 { parts.append("\(overflow.height) row\(overflow.height == 1 ? "" : "s") too tall") }
            lines.append(
                "\(name) is \(parts.joined(separator: " and ")) for its space and is clipped. "
                    + "Let its text wrap or truncate, give it a smaller fixed frame, or put it in a ScrollView."
            )
        }
        for child in node.children {
            collect(child, into: &lines)
        }
    }
}
