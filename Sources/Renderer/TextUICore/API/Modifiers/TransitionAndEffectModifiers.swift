import CoreGraphics

// Motion a still picture cannot show: how content changes, symbol animations, views
// that move between places. Each compiles as SwiftUI declares it and draws the view
// as it stands.

/// How a view's content animates when it changes.
public struct ContentTransition: Sendable, Hashable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
}

/// A symbol's animation, as the Symbols framework names them.
public protocol SymbolEffect: Sendable {}
/// An effect that runs once when a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that runs while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that moves between two symbols.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// One of the system's symbol effects, by name; its variants keep the name.
public struct _NamedSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, ContentTransitionSymbolEffect, TransitionSymbolEffect, Hashable {
    let name: String
    public var up: _NamedSymbolEffect { self }
    public var down: _NamedSymbolEffect { self }
    public var byLayer: _NamedSymbolEffect { self }
    public var wholeSymbol: _NamedSymbolEffect { self }
    public var clockwise: _NamedSymbolEffect { self }
    public var counterClockwise: _NamedSymbolEffect { self }
    public var downUp: _NamedSymbolEffect { self }
    public var offUp: _NamedSymbolEffect { self }
    public var upUp: _NamedSymbolEffect { self }
    public var iterative: _NamedSymbolEffect { self }
    public var cumulative: _NamedSymbolEffect { self }
    public var reversing: _NamedSymbolEffect { self }
}

extension SymbolEffect where Self == _NamedSymbolEffect {
    public static var bounce: _NamedSymbolEffect { .init(name: "bounce") }
    public static var pulse: _NamedSymbolEffect { .init(name: "pulse") }
    public static var variableColor: _NamedSymbolEffect { .init(name: "variableColor") }
    public static var scale: _NamedSymbolEffect { .init(name: "scale") }
    public static var appear: _NamedSymbolEffect { .init(name: "appear") }
    public static var disappear: _NamedSymbolEffect { .init(name: "disappear") }
    public static var replace: _NamedSymbolEffect { .init(name: "replace") }
    public static var wiggle: _NamedSymbolEffect { .init(name: "wiggle") }
    public static var rotate: _NamedSymbolEffect { .init(name: "rotate") }
    public static var breathe: _NamedSymbolEffect { .init(name: "breathe") }
    public static var drawOn: _NamedSymbolEffect { .init(name: "drawOn") }
}

/// How often and how fast a symbol effect runs.
public struct SymbolEffectOptions: Sendable, Hashable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

/// The views of one namespace that `matchedGeometryEffect` moves between.
@propertyWrapper
public struct Namespace: Sendable {
    /// One namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private static let counter = NamespaceCounter()
    private let id: ID

    public init() {
        id = ID(value: Self.counter.next())
    }

    public var wrappedValue: ID { id }
}

/// Hands out namespace identities, one per `@Namespace`.
private final class NamespaceCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var last = 0
    func next() -> Int { lock.withLock { last += 1; return last } }
}

/// Which of a view's geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// iOS 26's glass material, for `glassEffect`; named in the semantics.
public struct Glass: Sendable, Hashable {
    let name: String
    public static let regular = Glass(name: "regular")
    public static let clear = Glass(name: "clear")
    public static let identity = Glass(name: "identity")
    public func tint(_ color: Color?) -> Glass { self }
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// How a glass effect appears and disappears (iOS 26).
public struct GlassEffectTransition: Sendable, Hashable {
    let name: String
    public static let identity = GlassEffectTransition(name: "identity")
    public static let materialize = GlassEffectTransition(name: "materialize")
    public static func matchedGeometry(properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center) -> GlassEffectTransition {
        GlassEffectTransition(name: "matchedGeometry")
    }
    public static var matchedGeometry: GlassEffectTransition { .matchedGeometry() }
}

/// Glass shapes drawn together so they blend; a grid draws its content as it is.
public nonisolated struct GlassEffectContainer<Content: View>: View {
    let content: Content
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor public var body: some View { content }
}

extension View {
    nonisolated public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// Moves the view from where a view of the same id in the namespace was; a still
    /// picture shows it where it is.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// iOS 26's glass behind the view, in a shape: named `glass=regular`.
    nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("glass", glass.name))
    }

    nonisolated public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// How the glass comes and goes (iOS 26); a still picture shows it at rest.
    nonisolated public func glassEffectTransition(_ transition: GlassEffectTransition) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// Glass shapes of one id drawn as one (iOS 26); a still picture draws each as it is.
    nonisolated public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}
