/// Toggles the edit mode of the list it is beside: "Edit", or "Done" while editing.
public nonisolated struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    @MainActor public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
        .modifier(_SemanticsKindModifier(kind: "EditButton", printsSize: false))
    }
}

/// Pastes what the pasteboard holds; a render has no pasteboard, so it is a button.
public nonisolated struct PasteButton: View {
    public init(payloadType: String.Type, onPaste: @escaping ([String]) -> Void) {}

    @MainActor public var body: some View {
        Button(action: {}) { Label("Paste", systemImage: "doc.on.clipboard") }
            .modifier(_SemanticsKindModifier(kind: "PasteButton", printsSize: false))
    }
}
