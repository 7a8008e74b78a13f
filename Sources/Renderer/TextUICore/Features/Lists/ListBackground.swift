extension View {
    /// The grouped background behind a list or form: `.hidden` leaves the screen's own
    /// behind the cards.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.listDrawsBackground = visibility != .hidden })
    }
}

extension EnvironmentValues {
    /// False under `.scrollContentBackground(.hidden)`.
    var listDrawsBackground: Bool {
        get { self[ListBackgroundKey.self] }
        set { self[ListBackgroundKey.self] = newValue }
    }
}

private struct ListBackgroundKey: EnvironmentKey {
    static let defaultValue = true
}
