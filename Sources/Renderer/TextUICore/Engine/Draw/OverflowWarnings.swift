/// Finds what the render cuts off, and explains it in words.
///
/// A node overflows when it reaches past the edge that clips it: the screen (or the
/// component's edge), or a scroll view's edge across its scrolling axis. Only the
/// outermost such node is reported; inside an explicit `.clipped()` or `.clipShape`,
/// cutting off is what the author asked for. What an element does to its children's
/// edges is its traits' to say (`Element.clipsChildren`, `Element.scrollAxes`). Overhangs that nothing clips (a badge
/// over an icon) are not overflow.
enum OverflowWarnings {
    /// Marks overflowing nodes in their semantics. True when it marked any: most renders
    /// fit, and need no second walk to find the warnings.
    static func mark(_ root: Node, bounds: Rect) -> Bool {
        var marked = false
        visit(root, clip: bounds, reported: false, marked: &marked)
        return marked
    }

    private static func visit(_ node: Node, clip: Rect, reported: Bool, marked: inout Bool) {
        var reported = reported
        let frame = node.frame
        let width = max(0, clip.x - frame.x) + max(0, frame.maxX - clip.maxX)
        let height = max(0, clip.y - frame.y) + max(0, frame.maxY - clip.maxY)
        if !reported, width > 0 || height > 0, frame.width > 0, frame.height > 0 {
            node.semanticTarget.semantics.overflow = Size(width: width, height: height)
            reported = true
            marked = true
        }
        let traits = node.traits
        if traits.contains(.clipsChildren) { return }
        let axes = traits.scrollAxes
        guard !axes.isEmpty else {
            for child in node.children { visit(child, clip: clip, reported: reported, marked: &marked) }
            return
        }
        // Inside a scroll view, content may go on along its axes; across them it is cut
        // off at the scroll view's edge, and reported anew.
        let inner = Rect(
            x: axes.contains(.horizontal) ? -CellLayout.unbounded : frame.x,
            y: axes.contains(.vertical) ? -CellLayout.unbounded : frame.y,
            width: axes.contains(.horizontal) ? 2 * CellLayout.unbounded : frame.width,
            height: axes.contains(.vertical) ? 2 * CellLayout.unbounded : frame.height
        )
        for child in node.children { visit(child, clip: inner, reported: false, marked: &marked) }
    }

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
            if overflow.width > 0 { parts.append("\(overflow.width) column\(overflow.width == 1 ? "" : "s")") }
            if overflow.height > 0 { parts.append("\(overflow.height) row\(overflow.height == 1 ? "" : "s")") }
            lines.append(
                "\(name) does not fit: \(parts.joined(separator: " and ")) cut off. "
                    + "Let its text wrap or truncate, give it a smaller fixed frame, or put it in a ScrollView."
            )
        }
        for child in node.children {
            collect(child, into: &lines)
        }
    }
}
