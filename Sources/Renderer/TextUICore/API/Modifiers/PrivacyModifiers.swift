import RenderFormat

/// Why content is drawn as a placeholder.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

extension EnvironmentValues {
    /// Why content inside is redacted; empty when it is not.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension View {
    /// Content drawn as a placeholder, as while loading: named `redacted=placeholder`
    /// on the element; the render keeps the words so the layout stays reviewable.
    nonisolated public func redacted(reason: RedactionReasons) -> ModifiedContent<ModifiedContent<Self, _EnvironmentModifier>, _SemanticsModifier> {
        modifier(_EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
            .modifier(_SemanticsModifier { semantics, _ in
                if reason.contains(.placeholder) { semantics.properties.append(("redacted", "placeholder")) }
                else if reason.contains(.privacy) { semantics.properties.append(("redacted", "privacy")) }
            })
    }

    nonisolated public func unredacted() -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.redactionReasons = [] })
    }

    /// Content hidden when the device is locked or mirrored: named `privacySensitive`.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in if sensitive { semantics.properties.append(("privacySensitive", "true")) } })
    }

    /// A widget's accented group; nothing outside a widget.
    nonisolated public func widgetAccentable(_ accentable: Bool = true) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}
