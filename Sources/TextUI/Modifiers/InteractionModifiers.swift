// Inlinable one-liners, as in EnvironmentModifiers.swift. A render runs no action.
extension View {
    /// Makes the element tappable; the semantics mark it `button`.
    @inlinable
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, SemanticsModifier> {
        modifier(SemanticsModifier.tappable())
    }

    /// Pull to refresh; the semantics mark the element `refreshable`.
    @inlinable
    public func refreshable(action: @escaping () async -> Void) -> ModifiedContent<Self, SemanticsModifier> {
        modifier(SemanticsModifier.refreshable())
    }
}

extension SemanticsModifier {
    @usableFromInline
    static func tappable() -> SemanticsModifier {
        SemanticsModifier { semantics, context in
            semantics.isButton = true
            if !context.environment.isEnabled { semantics.isDisabled = true }
        }
    }

    @usableFromInline
    static func refreshable() -> SemanticsModifier {
        SemanticsModifier { semantics, _ in semantics.isRefreshable = true }
    }
}
