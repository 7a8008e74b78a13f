import Foundation
import SnapshotCore

/// The harness's speed on the workload: 1,000 references of 60 lines × 50
/// columns, recorded then verified in process, and a 4,000-line diff.
enum HarnessBenchmarks {
    static let referenceCount = 1000

    static func run() throws -> [Figure] {
        let root = FileManager.default.temporaryDirectory.path + "/snapshot-benchmarks-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let renders = (0..<referenceCount).map(screen)
        let locations = (0..<referenceCount).map { index in
            SnapshotLocation(root: root, testFile: "BenchmarkTests", testName: "screen", name: "\(index)", pathExtension: "txt")
        }
        let verifier = SnapshotVerifier(environment: SnapshotEnvironment())

        // Record: every reference is new (the folder is emptied before each round).
        let record = try Stopwatch.median(rounds: 5) {
            try? FileManager.default.removeItem(atPath: root)
            for index in 0..<referenceCount {
                guard case .recorded = verifier.verify(renders[index], at: locations[index], mode: .missing) else {
                    throw BenchmarkError.unexpectedOutcome("record \(index)")
                }
            }
        }
        // Verify: read, normalize and compare every reference; all match.
        let verify = try Stopwatch.median(rounds: 9) {
            for index in 0..<referenceCount {
                guard verifier.verify(renders[index], at: locations[index], mode: .never) == .matched else {
                    throw BenchmarkError.unexpectedOutcome("verify \(index)")
                }
            }
        }
        // Verify with the ledger on, as under `snapshots test`.
        let ledgerPath = root + "/ledger.jsonl"
        let verifyWithLedger = try Stopwatch.median(rounds: 9) {
            for index in 0..<referenceCount {
                let outcome = verifier.verify(renders[index], at: locations[index], mode: .never)
                try Ledger.append(
                    LedgerEntry(outcome: outcome.ledgerOutcome, reference: locations[index].relativePath, test: "Bench/screen()", file: "Tests/Bench.swift", line: 1),
                    to: ledgerPath
                )
            }
        }

        let (old, new) = repeatedRowTexts(lines: 4000)
        let diff = Stopwatch.median(rounds: 21) {
            _ = TextDiff(old: old, new: new).hunks()
        }
        let report = Stopwatch.median(rounds: 21) {
            _ = UnifiedDiffFormatter().format(TextDiff(old: old, new: new), oldLabel: "a", newLabel: "b")
        }

        let count = Double(referenceCount)
        return [
            Figure("per record (write a new reference)", seconds: record / count, unit: .microseconds),
            Figure("per verify in process (read, normalize, compare)", seconds: verify / count, unit: .microseconds, target: 40),
            Figure("per verify with the run ledger appended", seconds: verifyWithLedger / count, unit: .microseconds),
            Figure("diff of two 4,000-line texts, 75% repeated rows, one change", seconds: diff, unit: .milliseconds, target: 10),
            Figure("same diff printed as a unified diff", seconds: report, unit: .milliseconds),
        ]
    }

    /// A 60 × 50 screen whose rows are mostly frame and blanks, like a real render.
    static func screen(_ index: Int) -> String {
        var lines = ["Screen \(index) · bench · Device 50×60"]
        for row in 0..<58 {
            let content = row % 7 == 3 ? "Row \(row) of screen \(index)" : ""
            lines.append("│" + content.padding(toLength: 48, withPad: " ", startingAt: 0) + "│")
        }
        lines.append("└" + String(repeating: "─", count: 48) + "┘")
        return lines.joined(separator: "\n") + "\n"
    }

    /// 4,000 lines, three in four of them one of a few repeated rows; the new text
    /// changes one line in the middle.
    static func repeatedRowTexts(lines count: Int) -> (String, String) {
        let repeated = ["│" + String(repeating: " ", count: 48) + "│", "├" + String(repeating: "─", count: 48) + "┤"]
        var lines: [String] = []
        for index in 0..<count {
            lines.append(index % 4 == 0 ? "│ unique row \(index)" : repeated[index % 2])
        }
        let old = lines.joined(separator: "\n") + "\n"
        lines[count / 2 + 1] = "│ the one changed row"
        return (old, lines.joined(separator: "\n") + "\n")
    }
}

enum BenchmarkError: Error {
    case unexpectedOutcome(String)
}
