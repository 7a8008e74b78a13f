import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// Publishes the data and response of a request, starting the task on first demand.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// Publishes the data and response of a request, starting the task on first demand.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// A one-shot network request; cancelling the subscription cancels the task.
    public struct DataTaskPublisher: Publisher, Sendable {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            subscriber.receive(subscription: DataTaskSubscription(AnySubscriber(subscriber), request: request, session: session))
        }
    }
}

final class DataTaskSubscription: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>?
    private var task: URLSessionDataTask?
    private let request: URLRequest
    private let session: URLSession

    init(_ downstream: AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>, request: URLRequest, session: URLSession) {
        self.downstream = downstream
        self.request = request
        self.session = session
    }

    func request(_ demand: Subscribers.Demand) {
        let start = lock.withLock { () -> Bool in
            guard demand > 0, task == nil, downstream != nil else { return false }
            task = session.dataTask(with: request) { [weak self] data, response, error in
                self?.finish(data: data, response: response, error: error)
            }
            return true
        }
        if start { lock.withLock { task }?.resume() }
    }

    private func finish(data: Data?, response: URLResponse?, error: Error?) {
        guard let target = lock.withLock({ () -> AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>? in
            defer { downstream = nil; task = nil }
            return downstream
        }) else { return }
        if let error {
            target.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
        } else if let response {
            _ = target.receive((data ?? Data(), response))
            target.receive(completion: .finished)
        } else {
            target.receive(completion: .failure(URLError(.badServerResponse)))
        }
    }

    func cancel() {
        lock.withLock { () -> URLSessionDataTask? in defer { downstream = nil; task = nil }; return task }?.cancel()
    }
}
