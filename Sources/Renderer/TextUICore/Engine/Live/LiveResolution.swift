/// What resolving a live screen keeps and notes, beside what a still render does
/// (`ResolveRecorder.live`): where each view is (`ViewIdentity`), the state kept by
/// that place (`LiveStateStore`), and, for this pass, what each element lets a person
/// do, the ways back, and the `onChange` actions due. Nil in a still render, which then
/// pays one check per view.
@MainActor
final class LiveResolution {
    let store = LiveStateStore()
    let identity = ViewIdentity()
    /// This pass's interactions, by the id of the node they act through.
    private(set) var interactions: [Int: [Interaction]] = [:]
    /// Names elements answer to beyond what their semantics say (a back button's "Back").
    private(set) var aliases: [Int: [String]] = [:]
    /// This pass's ways back, in the order they resolved.
    private(set) var backSteps: [BackStep] = []
    /// `onChange` actions this pass found due, in the order of the tree.
    private(set) var changes: [(action: @MainActor () -> Void, environment: EnvironmentValues)] = []

    func beginPass() {
        interactions.removeAll(keepingCapacity: true)
        aliases.removeAll(keepingCapacity: true)
        backSteps.removeAll(keepingCapacity: true)
        changes.removeAll(keepingCapacity: true)
        identity.reset()
        store.beginPass()
    }

    func endPass() {
        store.endPass()
    }

    /// Enters a view or modifier of the app's own: its place, with its state bound.
    func enter(_ value: Any, type: Any.Type) {
        let key = identity.enter(ViewIdentity.name(of: type))
        store.bindState(of: value, at: key)
    }

    /// Enters one branch of a conditional: `if`, then `then` or `else`, so that the
    /// views after it keep their places whichever branch shows.
    func enter(branch: String) {
        identity.enter("if")
        identity.enter(branch)
    }

    func leaveBranch() {
        identity.leave()
        identity.leave()
    }

    /// Set while an alert's or a dialog's buttons resolve: how the box is dismissed,
    /// which tapping any of them does after its action, as on a device.
    var boxDismiss: (@MainActor () -> Void)?

    /// What `node` lets a person do.
    func register(_ interaction: Interaction, on node: Node) {
        if case let .tap(action) = interaction, let dismiss = boxDismiss {
            interactions[node.id, default: []].append(.tap {
                action()
                dismiss()
            })
            return
        }
        interactions[node.id, default: []].append(interaction)
    }

    /// Another name `node` answers to in a request.
    func alias(_ node: Node, as name: String) {
        aliases[node.id, default: []].append(name)
    }

    func register(_ step: BackStep) {
        backSteps.append(step)
    }

    func schedule(change action: @escaping @MainActor () -> Void, environment: EnvironmentValues) {
        changes.append((action, environment))
    }

    func aliases(ofNode id: Int) -> [String] {
        aliases[id] ?? []
    }

    /// The interactions of the node with `id` in this pass's tree.
    func interactions(ofNode id: Int) -> [Interaction] {
        interactions[id] ?? []
    }
}

extension ResolveContext {
    /// The live screen's notes, or nil in a still render.
    var live: LiveResolution? { recorder.live }

    /// How many presentations the views resolving now are inside.
    var presentationLevel: Int { recorder.presentationCollectors.count }
}
