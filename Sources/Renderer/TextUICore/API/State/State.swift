/// Storage a view owns, as SwiftUI's `@State`. A still render is a single pass, so the
/// value lives in a box the view's copies share. A live screen keeps the first box it
/// meets at the view's place in the tree and points later copies' boxes at it, so the
/// value survives the `body` that made a new copy.
///
///     @State private var viewModel: ViewModel
///     init(viewModel: ViewModel) { _viewModel = State(initialValue: viewModel) }
@propertyWrapper
public struct State<Value> {
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

    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    public init(initialValue: Value) {
        box = Box(initialValue)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State: LiveStateProperty {
    @MainActor package func bind(in store: LiveStateStore, at key: String) {
        guard let kept = store.keep(box, at: key) as? Box, kept !== box else { return }
        box.kept = kept
    }
}
