/// The standard empty or error screen: a large symbol, a title, a description and
/// optional actions, centered in the space it is given.
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions
    /// The title and symbol of the string form, whose symbol is drawn large.
    let plain: (title: String, systemImage: String)?

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description, @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
        plain = nil
    }

    @MainActor public var body: some View {
        VStack(spacing: CellLength.rows(1)) {
            if let plain {
                Image(systemName: plain.systemImage)
                    .resizable()
                    .frame(width: CellLength.columns(7), height: CellLength.rows(3))
                Text(plain.title)
                    .bold()
            } else {
                label.labelStyle(_UnavailableLabelStyle())
            }
            description
            actions
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, CellLength.columns(2))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .modifier(_SemanticsKindModifier(kind: "ContentUnavailableView", printsSize: false))
    }
}

/// A label in an unavailable view: its icon large above its title, the title bold,
/// as the string form draws them.
struct _UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: CellLength.rows(1)) {
            configuration.icon
                .modifier(_EnvironmentModifier { $0.drawsImagesResizable = true })
                .frame(width: CellLength.columns(7), height: CellLength.rows(3))
            configuration.title.bold()
        }
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == TextUICore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
        self.label = TextUICore.Label(String(title), systemImage: systemImage)
        self.description = description
        self.actions = EmptyView()
        plain = (String(title), systemImage)
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, description: Text? = nil) {
        self.init(titleKey.text, systemImage: systemImage, description: description)
    }

    /// No search results.
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// No search results for `text`.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView("No Results for “\(text)”", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }
}
