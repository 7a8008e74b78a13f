/// Views made from a collection (`ForEach`), which lists can delete from, move within
/// and insert into. A still picture edits nothing; the list's rows show as they are,
/// and a row that can be deleted or moved says so only on the device.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

/// A collection's views with an edit action attached; drawn as the views are.
public nonisolated struct _EditableContent<Content: DynamicViewContent>: View, DynamicViewContent {
    let content: Content
    @MainActor public var data: Content.Data { content.data }
    @MainActor public var body: some View { content }
}

extension DynamicViewContent {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> _EditableContent<Self> {
        _EditableContent(content: self)
    }

    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> _EditableContent<Self> {
        _EditableContent(content: self)
    }
}

extension View {
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func moveDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}
