extension View {
    /// Makes the element tappable; the semantics mark it `button`.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, SemanticsModifier> {
        modifier(SemanticsModifier { semantics, context in
            semantics.isButton = true
            if !context.environment.isEnabled { semantics.isDisabled = true }
        })
    }

    /// Pull to refresh; the semantics mark the element `refreshable`.
    public func refreshable(action: @escaping () async -> Void) -> ModifiedContent<Self, SemanticsModifier> {
        modifier(SemanticsModifier { semantics, _ in semantics.isRefreshable = true })
    }

    /// Runs once when the view first appears in an app. A render never runs it.
    public func onFirstAppear(perform action: @escaping () async -> Void) -> ModifiedContent<Self, PassThroughModifier> {
        modifier(PassThroughModifier())
    }

    /// Runs when the view appears in an app. A render never runs it.
    public func onAppear(perform action: @escaping () -> Void) -> ModifiedContent<Self, PassThroughModifier> {
        modifier(PassThroughModifier())
    }

    /// Starts work when the view appears in an app. A render never runs it.
    public func task(_ action: @escaping () async -> Void) -> ModifiedContent<Self, PassThroughModifier> {
        modifier(PassThroughModifier())
    }
}
