import Combine
import TextUICore

extension View {
    /// Runs `action` for each value the publisher sends. A render subscribes to
    /// nothing: a still picture has no later moment for a value to arrive in.
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> ModifiedContent<Self, _UndrawnModifier> where P.Failure == Never {
        modifier(_UndrawnModifier())
    }
}
