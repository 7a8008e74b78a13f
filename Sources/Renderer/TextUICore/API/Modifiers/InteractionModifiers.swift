// Inlinable one-liners, as in EnvironmentModifiers.swift. A render runs no action.
extension View {
    /// Makes the element tappable; the semantics mark it `button`.
    @inlinable
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.tappable(action))
    }

    /// Pull to refresh; the semantics mark the element `refreshable`.
    @inlinable
    nonisolated public func refreshable(action: @escaping () async -> Void) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.refreshable())
    }
}

extension _SemanticsModifier {
    @usableFromInline
    static func tappable(_ action: @escaping () -> Void) -> _SemanticsModifier {
        // Called on the main actor, where the view that made it is tapped.
        nonisolated(unsafe) let action = action
        return _SemanticsModifier(.interactive({ semantics, context in
            semantics.isButton = true
            if !context.environment.isEnabled { semantics.isDisabled = true }
        }, .tap { action() }))
    }

    @usableFromInline
    static func refreshable() -> _SemanticsModifier {
        _SemanticsModifier { semantics, _ in semantics.isRefreshable = true }
    }
}
