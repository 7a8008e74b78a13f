import Foundation

/// A button that shares an item: drawn as a button with the share symbol and "Share",
/// or its own label; the semantics name what it shares.
public nonisolated struct ShareLink<Label: View>: View {
    let label: Label
    let item: String

    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.item = "\(item)"
    }

    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.item = "\(item)"
    }

    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.item = items.map { "\($0)" }.joined(separator: ", ")
    }

    @MainActor public var body: some View {
        Button(action: {}) { label }
            .modifier(_SemanticsKindModifier(kind: "ShareLink", printsSize: false))
            .modifier(_SemanticsModifier.property("item", item))
    }
}

extension ShareLink where Label == TextUICore.Label<Text, Image> {
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { TextUICore.Label("Share", systemImage: "square.and.arrow.up") }
    }

    public init<Item>(_ title: String, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { TextUICore.Label(title, systemImage: "square.and.arrow.up") }
    }

    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: item, subject: subject, message: message) { TextUICore.Label("Share", systemImage: "square.and.arrow.up") }
    }

    public init<Item, PreviewImage, PreviewIcon>(_ title: String, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: item, subject: subject, message: message) { TextUICore.Label(title, systemImage: "square.and.arrow.up") }
    }
}

/// What the share sheet shows of an item.
public struct SharePreview<Image, Icon> {
    public init(_ title: String, image: Image, icon: Icon) {}
    public init(_ title: String) where Image == Never, Icon == Never {}
    public init(_ title: String, image: Image) where Icon == Never {}
    public init(_ title: String, icon: Icon) where Image == Never {}
}
