/// Toggles the edit mode of the list it is beside: "Edit", or "Done" while editing.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
        .modifier(_SemanticsKindModifier(kind: "EditButton", printsSize: false))
    }
}

/// Pastes what the pasteboard holds; a render has no pasteboard, so it is a button.
public struct PasteButton: View {
    public init(payloadType: String.Type, onPaste: @escaping ([String]) -> Void) {}

    public var body: some View {
        Button(action: {}) { Label("Paste", systemImage: "doc.on.clipboard") }
            .modifier(_SemanticsKindModifier(kind: "PasteButton", printsSize: false))
    }
}
