import RenderFormat
import Foundation
import CoreGraphics

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
    nonisolated public func scaledToFill() -> ModifiedContent<ModifiedContent<Self, _SemanticsModifier>, _WrappingModifier> {
        aspectRatio(contentMode: .fill)
    }

    @inlinable
    nonisolated public func scaledToFit() -> ModifiedContent<ModifiedContent<Self, _SemanticsModifier>, _WrappingModifier> {
        aspectRatio(contentMode: .fit)
    }

    /// Lays the view out at `ratio` (width over height, in points), or at the ratio of
    /// its own ideal size when nil: as large as fits the space offered (`fit`), or as
    /// small as covers it (`fill`).
    @inlinable
    nonisolated public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<ModifiedContent<Self, _SemanticsModifier>, _WrappingModifier> {
        modifier(_SemanticsModifier.contentMode(contentMode, ratio: ratio.map(Double.init)))
            .modifier(_WrappingModifier.aspectRatio(ratio.map(Double.init), contentMode))
    }

    @inlinable
    nonisolated public func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> ModifiedContent<ModifiedContent<Self, _SemanticsModifier>, _WrappingModifier> {
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
