import SwiftUI

private struct DSAccessibilityIdentifierKey: EnvironmentKey {
    static let defaultValue: String? = nil
}

extension EnvironmentValues {
    /// The identifier a design-system component gives itself and its parts, set by
    /// `.dsAccessibilityIdentifier(_:)`.
    public var dsAccessibilityIdentifier: String? {
        get { self[DSAccessibilityIdentifierKey.self] }
        set { self[DSAccessibilityIdentifierKey.self] = newValue }
    }
}

extension View {
    /// Names a design-system component for UI tests. The component passes the name on
    /// to its parts with suffixes: `row.1`, `row.1.image`, `row.1.title`…
    ///
    ///     DSCardInfoRow(imageURL: url, title: name).dsAccessibilityIdentifier("characterList.row.1")
    public func dsAccessibilityIdentifier(_ identifier: String) -> some View {
        environment(\.dsAccessibilityIdentifier, identifier)
    }

    /// Sets an identifier when there is one.
    func accessibilityIdentifier(ifPresent identifier: String?) -> some View {
        modifier(OptionalIdentifier(identifier: identifier))
    }

    /// Clears the inherited identifier, so that a component nested in another does
    /// not take its parent's name.
    func dsIdentifierScope() -> some View {
        environment(\.dsAccessibilityIdentifier, nil)
    }
}

private struct OptionalIdentifier: ViewModifier {
    let identifier: String?

    func body(content: Content) -> some View {
        if let identifier {
            content.accessibilityIdentifier(identifier)
        } else {
            content
        }
    }
}

/// A component's identifier and its suffixed parts.
struct DSIdentifier {
    let base: String?

    /// The explicit identifier wins over the one from the environment.
    init(_ explicit: String?, inherited: String?) {
        base = explicit ?? inherited
    }

    /// `base.suffix`, or nil when the component has no identifier.
    func callAsFunction(_ suffix: String) -> String? {
        base.map { "\($0).\(suffix)" }
    }
}
