/// How a list draws its rows and sections. Apple's styles have no requirements a
/// team implements; each hands the list the look `ListLayout` draws.
public protocol ListStyle {
    var _look: _ListLook { get }
}

/// A list style's look, as a list reads it: public only so that the styles can hand it
/// over; what it holds is the layout's.
public struct _ListLook: Sendable {
    /// Nil for `.automatic`: the list keeps iOS's default.
    let kind: ListStyleKind?
}

public struct DefaultListStyle: ListStyle { public init() {}; public var _look: _ListLook { _ListLook(kind: nil) } }
public struct PlainListStyle: ListStyle { public init() {}; public var _look: _ListLook { _ListLook(kind: .plain) } }
public struct GroupedListStyle: ListStyle { public init() {}; public var _look: _ListLook { _ListLook(kind: .grouped) } }
public struct InsetListStyle: ListStyle { public init() {}; public var _look: _ListLook { _ListLook(kind: .inset) } }
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var _look: _ListLook { _ListLook(kind: .insetGrouped) } }
public struct SidebarListStyle: ListStyle { public init() {}; public var _look: _ListLook { _ListLook(kind: .sidebar) } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

/// iOS's list looks, as a list and its sections draw them. The raw value is the name
/// the semantics print (`style=plain`).
enum ListStyleKind: String, Sendable {
    case plain, grouped, insetGrouped, inset, sidebar

    /// Sections on the grouped background, headers in uppercase grey.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
    /// Each section a rounded card inset from the screen's edges.
    var hasCards: Bool { self == .insetGrouped || self == .sidebar }
    /// Headers drawn in capitals unless the code sets `textCase` (the sidebar's are not).
    var uppercasesHeaders: Bool { self == .grouped || self == .insetGrouped }
}

extension View {
    /// The look of the lists inside: `.plain` rows edge to edge, `.grouped` sections
    /// across the screen, `.insetGrouped` (iOS's default) sections as cards.
    nonisolated public func listStyle(_ style: some ListStyle) -> ModifiedContent<Self, _EnvironmentModifier> {
        let kind = style._look.kind
        return modifier(_EnvironmentModifier { $0.listStyle = kind })
    }
}

extension EnvironmentValues {
    /// The style `.listStyle(_:)` set; nil for iOS's default.
    var listStyle: ListStyleKind? {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

private struct ListStyleKey: EnvironmentKey {
    static let defaultValue: ListStyleKind? = nil
}
