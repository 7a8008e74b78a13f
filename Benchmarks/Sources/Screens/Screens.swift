import Foundation

/// The workload: 1,000 text screens of 60 lines × 50 columns, each different, as the
/// issue measured them.
public enum Screens {
    public static let count = 1000

    public static func screen(_ index: Int, changed: Bool = false) -> String {
        var lines: [String] = []
        lines.reserveCapacity(60)
        for row in 0..<60 {
            let text = "screen \(index) row \(row) " + String(repeating: "·", count: (index + row) % 20)
            let line = text.padding(toLength: 50, withPad: " ", startingAt: 0)
            lines.append(changed && row == 30 ? line.replacingOccurrences(of: "row", with: "ROW") : line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The screen that the one-mismatch run changes.
    public static let changedIndex = 500

    /// Two texts of `lines` lines, three quarters of them the same few rows, one row
    /// apart: the diff that is slow in the worst case.
    public static func repeatedRows(lines: Int) -> (old: String, new: String) {
        var rows: [String] = []
        for index in 0..<lines {
            rows.append(index % 4 == 0 ? "unique row \(index)" : "│ repeated row \(index % 3) │")
        }
        let old = rows.joined(separator: "\n")
        rows[lines / 2] = "changed row"
        return (old, rows.joined(separator: "\n"))
    }

    /// One line the script reads: `BENCH harness phase seconds`.
    public static func report(harness: String, phase: String, seconds: Double) {
        print("BENCH \(harness) \(phase) \(String(format: "%.6f", seconds))")
    }

    /// Seconds `work` takes, measured in this process: wall-clock, or with
    /// `BENCH_CLOCK=cpu` the thread's own processor time, which a busy second core
    /// moves much less (for comparing two builds on a loaded machine; the figures the
    /// README quotes are wall-clock).
    public static func time(_ work: () throws -> Void) rethrows -> Double {
        if ProcessInfo.processInfo.environment["BENCH_CLOCK"] == "cpu" {
            let start = threadCPUSeconds()
            try work()
            return threadCPUSeconds() - start
        }
        let clock = ContinuousClock()
        let elapsed = try clock.measure(work)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
