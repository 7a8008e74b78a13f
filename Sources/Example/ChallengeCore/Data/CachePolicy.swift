/// Where a repository looks first.
public enum CachePolicy: Sendable, Equatable {
    /// The cache, and the remote source only on a miss (then cached).
    case localFirst
    /// The remote source (then cached); the cache only when the remote fails.
    case remoteFirst
    /// The remote source only.
    case noCache

    /// Runs the policy over a remote read, a cache read and a cache write.
    public func fetch<Value: Sendable, Failure: Error>(
        remote: () async throws(Failure) -> Value,
        cached: () async -> Value?,
        save: (Value) async -> Void
    ) async throws(Failure) -> Value {
        switch self {
        case .localFirst:
            if let value = await cached() { return value }
            let value = try await remote()
            await save(value)
            return value
        case .remoteFirst:
            do {
                let value = try await remote()
                await save(value)
                return value
            } catch {
                if let value = await cached() { return value }
                throw error
            }
        case .noCache:
            return try await remote()
        }
    }
}
