import RenderFormat

// Modifiers whose effect a text render of one still screen does not show: a render has
// no safe area to ignore, draws no masks, and the shape of a bordered button's border
// is its style's to name. Each is named in the semantics where a reviewer needs it.

/// The regions a view may extend into.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The shape of a bordered button's border.
public struct ButtonBorderShape: Sendable, Hashable {
    let name: String
    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let circle = ButtonBorderShape(name: "circle")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(name: "roundedRectangle")
    }
}

extension View {
    /// The screen a render draws has no safe area: every view already reaches its edges.
    @inlinable
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    @inlinable
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// A mask: the render draws the view whole and names the mask (`mask`).
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in semantics.properties.append(("mask", "view")) })
    }

    nonisolated public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in semantics.properties.append(("mask", "view")) })
    }

    /// The border's shape, named on the button: `borderShape=capsule`.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in semantics.properties.append(("borderShape", shape.name)) })
    }

    /// Space added between letters, in points: named, `tracking=2`.
    nonisolated public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _SemanticsModifier> {
        let value = ValueNames.points(Double(tracking))
        return modifier(_SemanticsModifier { semantics, _ in semantics.properties.append(("tracking", value)) })
    }

    nonisolated public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _SemanticsModifier> {
        let value = ValueNames.points(Double(kerning))
        return modifier(_SemanticsModifier { semantics, _ in semantics.properties.append(("kerning", value)) })
    }
}

/// A length that grows with the reader's text size. A render is at the default size,
/// where it is the value given.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: Sendable where Value: Sendable {
    public let wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.wrappedValue = wrappedValue
    }
}

extension View {
    /// Gives the view an identity: a new identity makes a new view on the device (its
    /// state starts over, a transition runs). A still picture draws it as it is.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// Marks the view equatable, so SwiftUI may skip redrawing it; nothing to skip here.
    nonisolated public func equatable() -> ModifiedContent<Self, _UndrawnModifier> where Self: Equatable {
        modifier(_UndrawnModifier())
    }
}
