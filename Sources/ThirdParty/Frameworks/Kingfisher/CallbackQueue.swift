import Foundation

public typealias ExecutionQueue = CallbackQueue

/// Where a completion handler runs.
public enum CallbackQueue: Sendable {
    case mainAsync
    case mainCurrentOrAsync
    case untouch
    case dispatch(DispatchQueue)

    public func execute(_ block: @Sendable @escaping () -> Void) {
        switch self {
        case .mainAsync: DispatchQueue.main.async { block() }
        case .mainCurrentOrAsync: Thread.isMainThread ? block() : DispatchQueue.main.async { block() }
        case .untouch: block()
        case .dispatch(let queue): queue.async { block() }
        }
    }

    public var queue: DispatchQueue {
        switch self {
        case .mainAsync, .mainCurrentOrAsync, .untouch: .main
        case .dispatch(let queue): queue
        }
    }
}
