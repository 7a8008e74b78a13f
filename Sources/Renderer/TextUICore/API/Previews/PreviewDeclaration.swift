// What SwiftUI's preview and entry macros (declared in `TextUI`, beside the plugin that
// expands them) expand to: a preview's declaration and traits, and an entry's key.

/// What a `#Preview` expands to. Underscored: it is the macro's, not a team's.
@MainActor @preconcurrency
public protocol _PreviewDeclaration {
    static var _name: String? { get }
    static var _traits: [PreviewTrait<Preview.ViewTraits>] { get }
    static var _fileID: String { get }
    static var _line: Int { get }
    static func _makeView() -> AnyView
}

/// SwiftUI's namespace for what previews are made of.
public struct Preview {
    /// The traits a view's preview can have.
    public struct ViewTraits: Sendable {}
}

/// Something a preview asks of Xcode's canvas: a layout, an orientation, a modifier
/// that wraps the preview's view.
public struct PreviewTrait<T>: @unchecked Sendable {
    /// What the trait asks, for whoever renders the preview.
    public enum Kind {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
        case modifier(Any)
        case other(String)
    }

    public let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var defaultLayout: PreviewTrait { PreviewTrait(.layout(.device)) }
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(.layout(.sizeThatFits)) }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }

    public static var portrait: PreviewTrait { PreviewTrait(.orientation(.portrait)) }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(.orientation(.portraitUpsideDown)) }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(.orientation(.landscapeLeft)) }
    public static var landscapeRight: PreviewTrait { PreviewTrait(.orientation(.landscapeRight)) }

    /// Previews the view in Assistive Access (iOS 26). Its simplified look is not
    /// modeled: the preview draws the standard experience.
    public static var assistiveAccess: PreviewTrait { PreviewTrait(.other("assistiveAccess")) }

    /// Wraps the preview's view in `modifier` (`PreviewModifier`, iOS 18).
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait {
        PreviewTrait(.modifier(modifier))
    }
}

/// Shared setup for previews (iOS 18): a context made once, and a body that wraps the
/// preview's view in it.
@MainActor @preconcurrency
public protocol PreviewModifier {
    associatedtype Context = Void
    associatedtype Body: View
    typealias Content = _PreviewModifierContent
    static func makeSharedContext() async throws -> Context
    @ViewBuilder func body(content: Content, context: Context) -> Body
    /// The context when it can be had at once (a modifier without one): how a preview
    /// snapshot, which cannot wait, applies the modifier. Underscored: it is TextUI's.
    static func _contextWithoutWaiting() -> Context?
}

extension PreviewModifier {
    public static func _contextWithoutWaiting() -> Context? { nil }
}

extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
    public static func _contextWithoutWaiting() -> Context? { () }
}

/// The preview's view, inside a `PreviewModifier`'s body.
public nonisolated struct _PreviewModifierContent: View {
    let view: AnyView

    @MainActor public var body: some View { view }
}

/// What `@Entry` makes its key conform to: an environment key and a focused value key
/// at once, so one expansion serves both containers. Underscored: it is the macro's.
public protocol _EntryKey: EnvironmentKey, FocusedValueKey {}

extension FocusedValues {
    /// An `@Entry` property's value: its default, since nothing is focused in a render.
    public subscript<Key: _EntryKey>(key: Key.Type) -> Key.Value {
        get { Key.defaultValue }
        set {}
    }
}
