import Foundation

/// How often the app may fetch, and how long a fetch may take.
public final class RemoteConfigSettings: NSObject, @unchecked Sendable {
    public var minimumFetchInterval: TimeInterval = 43200
    public var fetchTimeout: TimeInterval = 60

    public override init() {
        super.init()
    }
}

/// How a fetch went.
public enum RemoteConfigFetchStatus: Int, Sendable {
    case noFetchYet
    case success
    case failure
    case throttled
}

/// How a fetch-and-activate went.
public enum RemoteConfigFetchAndActivateStatus: Int, Sendable {
    case successFetchedFromRemote
    case successUsingPreFetchedData
    case error
}
