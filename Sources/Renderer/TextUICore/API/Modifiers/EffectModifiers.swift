import RenderFormat
import Foundation
import CoreGraphics

// Effects that move or reshape what is drawn without changing the layout: SwiftUI
// applies them after layout, so the cells around stay where they are. The semantics
// name each one as it was made, so a reviewer sees it. Inlinable one-liners, as in
// EnvironmentModifiers.swift.
extension View {
    /// Moves the drawing by points, in whole cells; the layout keeps the view's place
    /// where it was, as SwiftUI's does. `offset=4,-4` in the semantics.
    @inlinable
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<ModifiedContent<Self, _SemanticsModifier>, _WrappingModifier> {
        modifier(_SemanticsModifier.effect("offset", [Double(x), Double(y)])).modifier(_WrappingModifier.offset(x: Double(x), y: Double(y)))
    }

    @inlinable
    nonisolated public func offset(_ offset: CGSize) -> ModifiedContent<ModifiedContent<Self, _SemanticsModifier>, _WrappingModifier> {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Scales the drawing; `scale=1.5` in the semantics.
    @inlinable
    nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.effect("scale", [Double(scale)]))
    }

    @inlinable
    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.effect("scale", [Double(x), Double(y)]))
    }

    @inlinable
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _SemanticsModifier> {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Rotates the drawing; `rotation=45°` in the semantics.
    @inlinable
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.rotation(degrees: angle.degrees))
    }

    /// Flattens the view before opacity and shadow apply. A text render draws no
    /// transparency, so nothing it shows changes.
    @inlinable
    nonisolated public func compositingGroup() -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}

extension _WrappingModifier {
    @usableFromInline
    static func offset(x: Double, y: Double) -> _WrappingModifier {
        _WrappingModifier { node, context in
            // Cells for each sign apart, so that -4 and 4 points move alike.
            let columns = context.cells(points: abs(x), along: .horizontal) * (x < 0 ? -1 : 1)
            let rows = context.cells(points: abs(y), along: .vertical) * (y < 0 ? -1 : 1)
            guard columns != 0 || rows != 0 else { return node }
            return Node(OffsetElement(columns: columns, rows: rows), children: CollectionOfOne(node), in: context)
        }
    }
}

extension _SemanticsModifier {
    /// `key=a,b`: the values in points or factors, a single one when they are equal.
    @usableFromInline
    static func effect(_ key: String, _ values: [Double]) -> _SemanticsModifier {
        let shown = values.count == 2 && values[0] == values[1] && key == "scale" ? [values[0]] : values
        let value = shown.map(ValueNames.points).joined(separator: ",")
        return _SemanticsModifier { semantics, _ in semantics.properties.append((key, value)) }
    }

    @usableFromInline
    static func rotation(degrees: Double) -> _SemanticsModifier {
        let value = ValueNames.points((degrees * 1000).rounded() / 1000) + "°"
        return _SemanticsModifier { semantics, _ in semantics.properties.append(("rotation", value)) }
    }
}
