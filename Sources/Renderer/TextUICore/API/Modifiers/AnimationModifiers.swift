import Foundation

/// How a change animates. A snapshot is a still picture of where every animation ends,
/// so an animation changes nothing a render shows; the type exists so that screens
/// that animate compile and render their end state.
public struct Animation: Sendable, Hashable {
    let name: String

    public static let `default` = Animation(name: "default")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let linear = Animation(name: "linear")
    public static let spring = Animation(name: "spring")
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")

    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func linear(duration: Double) -> Animation { .linear }
    // Two springs take no argument; as in SwiftUI, `.spring()` is the duration one.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation { .interactiveSpring }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }

    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation { .easeInOut }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation { .spring }
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation { .spring }
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation { .spring }
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation { .spring }

    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: the state it changes is the state the next render shows, as a
/// still picture taken after the animation ends.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` at once, and `completion` after it, as when the animation ends (iOS 17).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// When an animation counts as done, for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// How a view comes and goes. A still picture shows a view that is there, at rest.
public struct AnyTransition: Sendable {
    let name: String

    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }

    /// A transition of the app's own, between a modifier's active and identity states:
    /// a still picture shows the view at rest, in its identity state.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition(name: "modifier") }

    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

// Inlinable one-liners, as in EnvironmentModifiers.swift.
extension View {
    /// Animates changes of `value`; a still picture shows where they end.
    @inlinable
    nonisolated public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// How the view comes and goes; a still picture shows it at rest.
    @inlinable
    nonisolated public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}

/// A spring's shape, as iOS 17 describes it.
public struct Spring: Sendable, Hashable {
    public var duration: Double
    public var bounce: Double

    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }

    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: 1 - dampingRatio)
    }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
}
