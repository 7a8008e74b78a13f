/// Which field has the keyboard, as SwiftUI tracks it. A still picture shows the field
/// the state names as focused: the semantics mark it `focused`.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    final class Box {
        private var stored: Value
        /// The box kept for this view's place, when a live screen kept another.
        var kept: Box?

        init(_ value: Value) { stored = value }

        var value: Value {
            get {
                guard let kept else { return stored }
                return kept.value
            }
            set {
                guard let kept else {
                    stored = newValue
                    return
                }
                kept.value = newValue
            }
        }
    }

    private let box: Box

    public init() where Value == Bool {
        box = Box(false)
    }

    public init<T: Hashable>() where Value == T? {
        box = Box(nil)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    /// `$focus`: what `.focused(_:)` and `.focused(_:equals:)` take.
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void

        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }
    }
}

extension FocusState: LiveStateProperty {
    @MainActor package func bind(in store: LiveStateStore, at key: String) {
        guard let kept = store.keep(box, at: key) as? Box, kept !== box else { return }
        box.kept = kept
    }
}

extension View {
    /// Marks the view `focused` in the semantics while `condition` is true.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.focused(condition.wrappedValue) { condition.wrappedValue = true })
    }

    /// Marks the view `focused` in the semantics while the state equals `value`.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> ModifiedContent<Self, _SemanticsModifier> {
        // The value is compared and set on the main actor, where the view resolves.
        nonisolated(unsafe) let value = value
        return modifier(_SemanticsModifier.focused(binding.wrappedValue == value) { binding.wrappedValue = value })
    }
}

extension _SemanticsModifier {
    /// Marks a focused field; on a live screen, `focus` is how typing into it focuses it.
    static func focused(_ isFocused: Bool, focus: @escaping () -> Void) -> _SemanticsModifier {
        nonisolated(unsafe) let focus = focus
        return _SemanticsModifier(.interactive({ semantics, _ in
            if isFocused { semantics.properties.append(("focused", "true")) }
        }, .focus { focus() }))
    }
}

/// When a default focus applies: when focus first moves into a scope, or whenever.
public struct DefaultFocusEvaluationPriority: Sendable, Hashable {
    let name: String
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension View {
    /// Where focus goes when it moves into this view with nothing focused (iOS 17). It
    /// moves nothing by itself: a still picture shows the focus the state holds.
    nonisolated public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}
