/// The standard empty or error screen: a large symbol, a title, a description and
/// optional actions, centered in the space it is given.
public struct ContentUnavailableView<Actions: View>: View {
    let title: String
    let systemImage: String
    let description: Text?
    let actions: Actions

    public init(_ title: String, systemImage: String, description: Text? = nil, @ViewBuilder actions: () -> Actions) {
        self.title = title
        self.systemImage = systemImage
        self.description = description
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: CellLength.rows(1)) {
            Image(systemName: systemImage)
                .resizable()
                .frame(width: CellLength.columns(7), height: CellLength.rows(3))
            Text(title)
                .bold()
            description
            actions
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, CellLength.columns(2))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .modifier(_SemanticsKindModifier(kind: "ContentUnavailableView", printsSize: false))
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    public init(_ title: String, systemImage: String, description: Text? = nil) {
        self.init(title, systemImage: systemImage, description: description) { EmptyView() }
    }
}
