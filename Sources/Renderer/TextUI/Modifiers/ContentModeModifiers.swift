import RenderFormat
import Foundation
import UIKit

/// How a picture fills the space it is given: all of it, cropping (`fill`), or as
/// much as keeps it whole (`fit`).
public enum ContentMode: String, Sendable, Hashable {
    case fit
    case fill
}

// Inlinable one-liners, as in EnvironmentModifiers.swift. The view is laid out at the
// ratio, as in SwiftUI, and the semantics name the mode and the ratio.
extension View {
    @inlinable
    public func scaledToFill() -> ModifiedContent<ModifiedContent<Self, _SemanticsModifier>, _WrappingModifier> {
        aspectRatio(contentMode: .fill)
    }

    @inlinable
    public func scaledToFit() -> ModifiedContent<ModifiedContent<Self, _SemanticsModifier>, _WrappingModifier> {
        aspectRatio(contentMode: .fit)
    }

    /// Lays the view out at `ratio` (width over height, in points), or at the ratio of
    /// its own ideal size when nil: as large as fits the space offered (`fit`), or as
    /// small as covers it (`fill`).
    @inlinable
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<ModifiedContent<Self, _SemanticsModifier>, _WrappingModifier> {
        modifier(_SemanticsModifier.contentMode(contentMode, ratio: ratio.map(Double.init)))
            .modifier(_WrappingModifier.aspectRatio(ratio.map(Double.init), contentMode))
    }

    @inlinable
    public func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> ModifiedContent<ModifiedContent<Self, _SemanticsModifier>, _WrappingModifier> {
        aspectRatio(ratio.width / ratio.height, contentMode: contentMode)
    }
}

extension _WrappingModifier {
    @usableFromInline
    static func aspectRatio(_ ratio: Double?, _ mode: ContentMode) -> _WrappingModifier {
        _WrappingModifier { node, context in
            let device = context.environment.device
            // Cells are taller than wide: a ratio in points is another in cells.
            let cellRatio = ratio.map { $0 * device.pointsPerRow / device.pointsPerColumn }
            return Node(AspectRatioElement(ratio: cellRatio, mode: mode), children: CollectionOfOne(node), in: context)
        }
    }
}

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

extension _SemanticsModifier {
    @usableFromInline
    static func contentMode(_ mode: ContentMode, ratio: Double?) -> _SemanticsModifier {
        let ratio = ratio.map { ValueNames.points(($0 * 1000).rounded() / 1000) }
        return _SemanticsModifier { semantics, _ in
            if let ratio { semantics.properties.append(("aspectRatio", ratio)) }
            semantics.properties.append(("contentMode", mode.rawValue))
        }
    }
}
