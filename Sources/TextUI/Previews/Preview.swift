/// A named view, one visual state of a screen: what `#Preview` would show in Xcode,
/// kept as data so that a command-line tool can list and render it.
///
///     Preview("Loading") { NavigationStack { CharacterListView(viewModel: stub(.loading)) } }
public struct Preview: Sendable {
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
public struct PreviewGroup: Sendable {
    public let screen: String
    public let previews: [Preview]

    public init(screen: String, previews: [Preview]) {
        self.screen = screen
        self.previews = previews
    }
}
