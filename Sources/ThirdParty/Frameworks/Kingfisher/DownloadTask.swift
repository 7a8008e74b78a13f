import Foundation

/// A session task that several downloads of one URL share. None starts on Linux.
public final class SessionDataTask: @unchecked Sendable {
    public typealias CancelToken = Int

    init() {}
}

/// What a setter returns, to cancel the download. There is none to cancel on Linux.
public final class DownloadTask: @unchecked Sendable {
    public private(set) var sessionTask: SessionDataTask?
    public private(set) var cancelToken: SessionDataTask.CancelToken?

    init() {}

    public func cancel() {}

    public var isInitialized: Bool { sessionTask != nil }
}
