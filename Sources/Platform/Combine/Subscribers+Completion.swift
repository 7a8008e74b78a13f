extension Subscribers {
    /// How a stream ended: normally, or with an error that explains why.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
    /// Re-types the failure, used where operators change the error type.
    func mapFailure<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
        switch self {
        case .finished: return .finished
        case .failure(let error): return .failure(transform(error))
        }
    }
}

extension Subscribers.Completion where Failure == Never {
    /// A `Never` failure cannot happen, so any error type fits.
    func promoted<E: Error>() -> Subscribers.Completion<E> { .finished }
}
