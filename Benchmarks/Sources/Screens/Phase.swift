import Foundation

/// Which run this process makes, from the script: `BENCH_HARNESS` (ours or peer) and
/// `BENCH_PHASE` (record, verify or mismatch). A test of the other harness or with no
/// phase set returns at once, so a plain `swift test` here does nothing slow.
public enum Phase: String, Sendable {
    case record
    case verify
    case mismatch

    public static func current(for harness: String) -> Phase? {
        let environment = ProcessInfo.processInfo.environment
        guard environment["BENCH_HARNESS"] == harness else { return nil }
        return environment["BENCH_PHASE"].flatMap(Phase.init(rawValue:))
    }
}
