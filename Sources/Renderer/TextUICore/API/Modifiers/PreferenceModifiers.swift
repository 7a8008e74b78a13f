import CoreGraphics

/// A value children pass up to their ancestors, merged with `reduce`. Nothing here
/// lays a view out again when a preference changes: a still picture has one pass, so
/// `onPreferenceChange` never runs, and a view reading a preference sees its default.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

/// A geometry value a view passes up, to be resolved in an ancestor's space.
public struct Anchor<Value>: Equatable where Value: Equatable {
    let value: Value

    /// Where an anchor is taken from: a view's bounds, a point in it.
    public struct Source: Sendable {
        let name: String
    }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { .init(name: "bounds") }
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { .init(name: "rect") }
}

extension Anchor.Source where Value == CGPoint {
    public static var center: Anchor<CGPoint>.Source { .init(name: "center") }
    public static var top: Anchor<CGPoint>.Source { .init(name: "top") }
    public static var bottom: Anchor<CGPoint>.Source { .init(name: "bottom") }
    public static var leading: Anchor<CGPoint>.Source { .init(name: "leading") }
    public static var trailing: Anchor<CGPoint>.Source { .init(name: "trailing") }
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { .init(name: "point") }
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source { .init(name: "unitPoint") }
}

extension GeometryProxy {
    /// An anchor's value in this proxy's space; a render reports the zero value.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
}

extension View {
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> ModifiedContent<Self, _UndrawnModifier> where K.Value: Equatable {
        modifier(_UndrawnModifier())
    }

    nonisolated public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// Draws `transform` of the preference's value over this view; a render draws it
    /// for the key's default value.
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> ModifiedContent<Self, _WrappingModifier> {
        overlay(alignment: alignment) { transform(K.defaultValue) }
    }

    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> ModifiedContent<Self, _WrappingModifier> {
        background(alignment: alignment) { transform(K.defaultValue) }
    }
}
