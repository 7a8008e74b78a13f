import RenderFormat
import Foundation
import CoreGraphics

/// Sizes its view at a ratio of width to height, in cells, within or around what it is
/// offered, and offers the view exactly that size.
struct AspectRatioElement: Element {
    /// Width over height in cells; nil for the view's own ideal ratio.
    let ratio: Double?
    let mode: ContentMode

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        let children = node.children
        let ideal = children[0].sizeThatFits(ProposedSize(width: nil, height: nil))
        guard let ratio = ratio ?? (ideal.height > 0 ? Double(ideal.width) / Double(ideal.height) : nil), ratio > 0 else {
            return children[0].sizeThatFits(proposal)
        }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return Size(width: ideal.width, height: Int((Double(ideal.width) / ratio).rounded()))
        case let (width?, nil):
            return Size(width: width, height: Int((Double(width) / ratio).rounded()))
        case let (nil, height?):
            return Size(width: Int((Double(height) * ratio).rounded()), height: height)
        case let (width?, height?):
            let widthFromHeight = Double(height) * ratio
            let fitsByWidth = mode == .fit ? widthFromHeight >= Double(width) : widthFromHeight <= Double(width)
            return fitsByWidth
                ? Size(width: width, height: Self.cells(Double(width) / ratio, offered: height))
                : Size(width: Self.cells(widthFromHeight, offered: width), height: height)
        }
    }

    /// A length in cells: what was offered when it is less than a cell away, since
    /// that difference is the grid's rounding (a 56-point square frame is 7 × 3.5
    /// cells, drawn 7 × 3), not an overflow the device would show; else rounded.
    private static func cells(_ length: Double, offered: Int) -> Int {
        abs(length - Double(offered)) < 1 ? offered : Int(length.rounded())
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        let (children, frame) = (node.children, node.frame)
        children[0].place(at: (frame.x, frame.y), proposal: ProposedSize(width: frame.width, height: frame.height))
    }

    var wrapsOneView: Bool { true }
}
