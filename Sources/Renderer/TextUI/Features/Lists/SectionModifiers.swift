import CoreGraphics

// A section's lines, the space between sections and its header's prominence: a text
// render draws them as the list's style does, so these compile and change nothing drawn.
extension View {
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }

    nonisolated public func headerProminence(_ prominence: Prominence) -> ModifiedContent<Self, _PassThroughModifier> {
        modifier(_PassThroughModifier())
    }
}

/// The space between a list's sections.
public struct ListSectionSpacing: Sendable, Hashable {
    let name: String
    public static let `default` = ListSectionSpacing(name: "default")
    public static let compact = ListSectionSpacing(name: "compact")
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(name: "custom") }
}

/// How prominent a section header is.
public enum Prominence: Sendable, Hashable {
    case standard, increased
}
