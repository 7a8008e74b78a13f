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
        counters.withLock { Self.increment(&$0.unnamed[testKey, default: 0]) }
    }

    /// Position of this assertion among all assertions of `testKey`.
    func nextAssertionNumber(for testKey: String) -> Int {
        counters.withLock { Self.increment(&$0.assertions[testKey, default: 0]) }
    }

    /// Counts in place, through the dictionary's `default:` subscript: the key, a test's
    /// whole identity, is hashed once rather than once to read and once to write.
    private static func increment(_ count: inout Int) -> Int {
        count += 1
        return count
    }

    /// Forgets one test's numbering: XCTest runs a test's methods one after another,
    /// and a new test case starts from 1.
    func reset() {
        counters.withLock { $0 = Counters() }
    }
}
