import Combine

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

    @usableFromInline
    init(appear action: @escaping () -> Void) {
        self.action = .appear(action)
    }

    @usableFromInline
    init(task action: @escaping () async -> Void) {
        self.action = .task(action)
    }

    @MainActor func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        Resolver.append(content, in: context, to: &nodes)
        // The environment of the body that made the action: what its `@Environment`
        // properties read when it runs, as they would on a device.
        context.recorder.lifecycle?.actions.append((action, EnvironmentValues.rendering))
    }
}

/// The actions of one appearance, in the order of the tree, each with the environment
/// it was declared in.
@MainActor
final class LifecycleCollector {
    var actions: [(_LifecycleModifier.Action, EnvironmentValues)] = []

    /// Appear actions at once, as a device runs them before the first frame; tasks on
    /// the main actor, where views run them, started in order. A task inherits the
    /// task-local environment it is started in.
    func run() {
        for case let (.appear(action), environment) in actions {
            EnvironmentValues.withCurrent(environment) { action() }
        }
        for case let (.task(action), environment) in actions {
            EnvironmentValues.withCurrent(environment) {
                Task { @MainActor in await action() }
            }
        }
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
        modifier(_LifecycleModifier(task: action))
    }

    /// Runs when the view disappears: a snapshot's view never does.
    @inlinable
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// Runs when `value` changes: within a still picture it never does.
    @inlinable
    nonisolated public func onChange<Value: Equatable>(of value: Value, initial: Bool = false, _ action: @escaping (Value, Value) -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }

    /// Runs when `value` changes: within a still picture it never does.
    @inlinable
    nonisolated public func onChange<Value: Equatable>(of value: Value, initial: Bool = false, _ action: @escaping () -> Void) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}

extension View {
    /// Runs `action` for each value the publisher sends. A render subscribes to
    /// nothing: a still picture has no later moment for a value to arrive in.
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> ModifiedContent<Self, _UndrawnModifier> where P.Failure == Never {
        modifier(_UndrawnModifier())
    }
}
