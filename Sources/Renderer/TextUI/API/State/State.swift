/// Storage a view owns, as SwiftUI's `@State`. A render is a single pass, so the value
/// simply lives in a box the view's copies share.
///
///     @State private var viewModel: ViewModel
///     init(viewModel: ViewModel) { _viewModel = State(initialValue: viewModel) }
@propertyWrapper
public struct State<Value> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
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
