import SnapshotCore

/// Numbers the unnamed assertions of each test, and counts all its assertions.
///
/// Keys are test identities (test, parameterized case), never the order in which
/// tests happen to run, so parallel tests get the same names on every run.
final class NamingState: Sendable {
    private struct Counters {
        var unnamed: [String: Int] = [:]
        var assertions: [String: Int] = [:]
    }

    private let counters = Locked(Counters())

    /// 1 for the first unnamed assertion of `testKey`, then 2, 3…
    func nextUnnamedNumber(for testKey: String) -> Int {
        counters.withLock { counters in
            let next = (counters.unnamed[testKey] ?? 0) + 1
            counters.unnamed[testKey] = next
            return next
        }
    }

    /// Position of this assertion among all assertions of `testKey`.
    func nextAssertionNumber(for testKey: String) -> Int {
        counters.withLock { counters in
            let next = (counters.assertions[testKey] ?? 0) + 1
            counters.assertions[testKey] = next
            return next
        }
    }

    /// Forgets one test's numbering: XCTest runs a test's methods one after another,
    /// and a new test case starts from 1.
    func reset() {
        counters.withLock { $0 = Counters() }
    }
}
