/// A named view, one visual state of a screen: what `#Preview` would show in Xcode,
/// kept as data so that a command-line tool can list and render it.
///
///     NamedPreview("Loading") { NavigationStack { CharacterListView(viewModel: stub(.loading)) } }
package struct NamedPreview: Sendable {
    public let name: String
    private let make: @MainActor @Sendable () -> AnyView

    public init<Content: View>(_ name: String, @ViewBuilder make: @escaping @MainActor @Sendable () -> Content) {
        self.name = name
        self.make = { AnyView(make()) }
    }

    @MainActor
    public func makeView() -> AnyView {
        make()
    }
}

/// The previews of one screen.
package struct PreviewGroup: Sendable {
    public let screen: String
    public let previews: [NamedPreview]

    public init(screen: String, previews: [NamedPreview]) {
        self.screen = screen
        self.previews = previews
    }
}
