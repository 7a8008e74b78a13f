
/// `onAppear` and `task`: what runs when a view appears. A render never appears
/// anything, so it runs none of them, and a snapshot of a view shows the state it was
/// given. A host does appear: `ScreenRenderer.appear(_:)`, which `UIHostingController`
/// calls when its window becomes visible, runs the actions and starts the tasks.
public nonisolated struct _LifecycleModifier: PrimitiveModifier {
    enum Action {
        case appear(() -> Void)
        case task(() async -> Void)
    }

    let action: Action
    /// What `task(id:)` restarts for: on a live screen, a new value is a new task.
    let id: String?

    @usableFromInline
    init(appear action: @escaping () -> Void) {
        self.action = .appear(action)
        id = nil
    }

    @usableFromInline
    init(task action: @escaping () async -> Void) {
        self.action = .task(action)
        id = nil
    }

    @usableFromInline
    init<ID: Equatable>(task action: @escaping () async -> Void, id: ID) {
        self.action = .task(action)
        self.id = String(describing: id)
    }

    @MainActor func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        Resolver.append(content, in: context, to: &nodes)
        guard let lifecycle = context.recorder.lifecycle else { return }
        // The environment of the body that made the action: what its `@Environment`
        // properties read when it runs, as they would on a device. On a live screen,
        // the action's place: it runs when that place first appears.
        let place = context.live.map { live in live.identity.child("lifecycle") + (id.map { "(\($0))" } ?? "") }
        lifecycle.actions.append(LifecycleCollector.Entry(action: action, environment: EnvironmentValues.rendering, place: place))
    }
}

/// The actions of one appearance, in the order of the tree, each with the environment
/// it was declared in.
@MainActor
final class LifecycleCollector {
    struct Entry {
        let action: _LifecycleModifier.Action
        let environment: EnvironmentValues
        /// Its place on a live screen (`ViewIdentity`); nil in a hosted view's one appearance.
        let place: String?
    }

    var actions: [Entry] = []

    /// Appear actions at once, as a device runs them before the first frame; tasks on
    /// the main actor, where views run them, started in order. A task inherits the
    /// task-local environment it is started in.
    func run() {
        run(actions)
    }

    /// Runs `entries` as an appearance does; returns the tasks started, with their
    /// entries' places.
    @discardableResult
    func run(_ entries: [Entry]) -> [(place: String?, task: Task<Void, Never>)] {
        for entry in entries {
            if case let .appear(action) = entry.action {
                EnvironmentValues.withCurrent(entry.environment) { action() }
            }
        }
        var tasks: [(place: String?, task: Task<Void, Never>)] = []
        for entry in entries {
            if case let .task(action) = entry.action {
                EnvironmentValues.withCurrent(entry.environment) {
                    tasks.append((entry.place, Task { @MainActor in await action() }))
                }
            }
        }
        return tasks
    }
}

// Inlinable one-liners, as in EnvironmentModifiers.swift.
extension View {
    /// Runs when the view appears in a host. A render alone never runs it.
    @inlinable
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier(appear: action ?? {}))
    }

    /// Starts work when the view appears in a host. A render alone never runs it.
    @inlinable
    nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier(task: action))
    }

    /// Starts work when the view appears in a host; a still picture never changes `id`,
    /// so it starts once.
    @inlinable
    nonisolated public func task<ID: Equatable>(id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier(task: action, id: id))
    }

    /// Runs when the view disappears: a snapshot's view never does.
    @inlinable
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}
