/// `onChange(of:)`: runs when a value the view reads changes. A still render is one
/// moment, within which nothing changes, so it never runs there. On a live screen the
/// value is kept at the modifier's place in the tree, and the action runs after the
/// render that finds it changed, as SwiftUI runs it after the update.
public nonisolated struct _OnChangeModifier<Value: Equatable>: PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    @usableFromInline
    init(value: Value, initial: Bool, action: @escaping (Value, Value) -> Void) {
        self.value = value
        self.initial = initial
        self.action = action
    }

    @MainActor func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        Resolver.append(content, in: context, to: &nodes)
        guard let live = context.live else { return }
        let last = live.store.slot(live.identity.child("onChange")) { LastValue<Value>() }
        let (value, action) = (value, action)
        if let previous = last.value {
            if previous != value {
                live.schedule(change: { action(previous, value) }, environment: EnvironmentValues.rendering)
            }
        } else if initial {
            live.schedule(change: { action(value, value) }, environment: EnvironmentValues.rendering)
        }
        last.value = value
    }
}

/// The value an `onChange` saw in the last render of a live screen.
final class LastValue<Value> {
    var value: Value?
}

// Inlinable one-liners, as in EnvironmentModifiers.swift.
extension View {
    /// Runs when `value` changes, with the old and the new value: on a live screen,
    /// after the render that finds it changed; within a still picture, never.
    @inlinable
    nonisolated public func onChange<Value: Equatable>(of value: Value, initial: Bool = false, _ action: @escaping (Value, Value) -> Void) -> ModifiedContent<Self, _OnChangeModifier<Value>> {
        modifier(_OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs when `value` changes: on a live screen, after the render that finds it
    /// changed; within a still picture, never.
    @inlinable
    nonisolated public func onChange<Value: Equatable>(of value: Value, initial: Bool = false, _ action: @escaping () -> Void) -> ModifiedContent<Self, _OnChangeModifier<Value>> {
        modifier(_OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs when `value` changes, as iOS 14 to 16 wrote it, with the new value.
    @inlinable
    nonisolated public func onChange<Value: Equatable>(of value: Value, perform action: @escaping (Value) -> Void) -> ModifiedContent<Self, _OnChangeModifier<Value>> {
        modifier(_OnChangeModifier(value: value, initial: false) { _, new in action(new) })
    }
}
