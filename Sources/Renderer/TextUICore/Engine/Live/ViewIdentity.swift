/// Where a view is in the tree while a live screen resolves: the path of the views,
/// branches and rows above it, as SwiftUI identifies a view by its structure. The
/// state a view owns is kept under this path, so a child's `@State` outlives the
/// `body` that made its value, and is dropped when its place leaves the tree.
///
/// A child is named by its type (or `if`, `then`, a row's id…) and numbered among the
/// children of that name its parent made in this pass: `/CharacterListView/if/then/Row#1`.
@MainActor
final class ViewIdentity {
    private struct Frame {
        let key: String
        var ordinals: [String: Int] = [:]
    }

    private var frames = [Frame(key: "")]

    /// The path of the innermost view entered.
    var current: String { frames[frames.count - 1].key }

    /// Starts a pass at the root.
    func reset() {
        frames = [Frame(key: "")]
    }

    /// Enters a child named `name` of the current view; returns its path.
    @discardableResult
    func enter(_ name: String) -> String {
        let key = child(name)
        frames.append(Frame(key: key))
        return key
    }

    /// Enters the place `key` names, made in another pass or at another time: the
    /// content a `GeometryReader` makes while layout runs is where the reader was.
    func enter(path key: String) {
        frames.append(Frame(key: key))
    }

    func leave() {
        frames.removeLast()
    }

    /// The path of a child that holds no views of its own (a modifier's state): the
    /// next of its name under the current view.
    func child(_ name: String) -> String {
        let index = frames.count - 1
        let ordinal = frames[index].ordinals[name, default: 0]
        frames[index].ordinals[name] = ordinal + 1
        return frames[index].key + "/" + name + (ordinal == 0 ? "" : "#\(ordinal)")
    }

    /// `CharacterListView<CharacterListViewModel>` for a view's type: its name with its
    /// generic arguments, so that a view of another model is another view.
    static func name(of type: Any.Type) -> String {
        if let name = names[ObjectIdentifier(type)] { return name }
        let name = String(describing: type)
        names[ObjectIdentifier(type)] = name
        return name
    }

    private static var names: [ObjectIdentifier: String] = [:]
}
