import CoreGraphics

// A section's lines, the space between sections and its header's prominence. The lines
// and the space are drawn as the list's style draws them; the header's prominence, a
// larger font, is named (a font is one row of cells).
extension View {
    /// Shows or hides the lines above and below a section: drawn where the style draws
    /// section lines (`.grouped`), and where `.visible` asks for them (`.plain`, `.inset`).
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { environment in
            if edges.contains(.top) { environment.listSectionSeparators.top = visibility }
            if edges.contains(.bottom) { environment.listSectionSeparators.bottom = visibility }
        })
    }

    /// The space between sections, in points: drawn as blank rows by the one rounding
    /// rule (iOS 17).
    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        listSectionSpacing(.custom(spacing))
    }

    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.listSectionSpacing = spacing })
    }

    /// A header drawn larger, named (`headerProminence=increased`).
    nonisolated public func headerProminence(_ prominence: Prominence) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.named("headerProminence", prominence == .increased ? "increased" : nil))
    }

    /// The color of a section's lines, named on the section (`sectionSeparatorTint=red`).
    nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.named("sectionSeparatorTint", paint: color?.paint))
    }
}

/// The space between a list's sections.
public struct ListSectionSpacing: Sendable, Hashable {
    /// Points; nil for the style's own, one blank row.
    let points: CGFloat?
    public static let `default` = ListSectionSpacing(points: nil)
    /// iOS's compact spacing, still one blank row on a grid of text.
    public static let compact = ListSectionSpacing(points: nil)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

/// How prominent a section header is.
public enum Prominence: Sendable, Hashable {
    case standard, increased
}

/// What `listSectionSeparator(_:edges:)` asked for at each edge.
struct ListSectionSeparators: Sendable, Equatable {
    var top = Visibility.automatic
    var bottom = Visibility.automatic
}

extension EnvironmentValues {
    var listSectionSeparators: ListSectionSeparators {
        get { self[ListSectionSeparatorsKey.self] }
        set { self[ListSectionSeparatorsKey.self] = newValue }
    }

    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

private struct ListSectionSeparatorsKey: EnvironmentKey { static var defaultValue: ListSectionSeparators { ListSectionSeparators() } }
private struct ListSectionSpacingKey: EnvironmentKey { static var defaultValue: ListSectionSpacing { .default } }
