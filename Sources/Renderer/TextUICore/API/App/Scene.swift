/// A part of an app's interface that the system manages: a window group, settings.
/// Scenes compile on Linux; a snapshot renders the views inside them, not the scenes.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

/// Scenes that are leaves: they have a body of no kind.
extension Scene where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a scene of its own and has no body") }
}

/// Builds an app's scenes from a closure, as `ViewBuilder` does views.
@resultBuilder @MainActor
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }

    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
        _OptionalScene(content: content)
    }

    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes side by side.
public nonisolated struct _TupleScene<each Content: Scene>: Scene {
    public let content: (repeat each Content)

    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    public typealias Body = Never
}

/// A scene that is there or not.
public nonisolated struct _OptionalScene<Content: Scene>: Scene {
    public let content: Content?

    init(content: Content?) {
        self.content = content
    }
    public typealias Body = Never
}

/// The main scene of an app on iOS: the window its views live in.
public nonisolated struct WindowGroup<Content: View>: Scene {
    public let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    public typealias Body = Never
}

/// A macOS app's settings window.
public nonisolated struct Settings<Content: View>: Scene {
    public let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

/// A single window with a title and an identifier (macOS).
public nonisolated struct Window<Content: View>: Scene {
    public let content: Content

    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

/// A scene changed by a modifier: what the modifier sets has no effect on a render.
public nonisolated struct _ModifiedScene<Content: Scene>: Scene {
    public let content: Content
    public typealias Body = Never
}

extension Scene {
    /// The app's menu commands (macOS and iPad keyboard menus).
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self)
    }

    /// Runs `action` when `value` changes while the app runs; never in a render.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self)
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self)
    }

    /// The window's size when it first opens (macOS, iPadOS, visionOS).
    public func defaultSize(width: CGFloat, height: CGFloat) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self)
    }
}
