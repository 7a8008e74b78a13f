/// One line of the run ledger: what one assertion did to one reference.
///
/// The ledger is JSON Lines. Each assertion appends a `snapshot` record; the
/// `snapshots` tool appends a `run` record when `swift test` ends, so that a later
/// command knows whether the run was complete, unfiltered and green.
public struct LedgerEntry: Codable, Equatable, Sendable {
    public enum Outcome: String, Codable, Sendable, CaseIterable {
        case matched
        case recorded
        case failed
        case missing
    }

    public var type: String = "snapshot"
    public var run: String?
    public var outcome: Outcome
    /// Reference path relative to the snapshot root, e.g. `__Snapshots__/FooTests/bar.1.txt`.
    public var reference: String
    /// The snapshot root (absolute), so that a tool reading the ledger can tell the
    /// package's references from those a test keeps in a folder of its own.
    public var root: String?
    /// `Suite/test()` or the XCTest name.
    public var test: String
    /// Source file of the assertion, relative to the root when inside it.
    public var file: String
    public var line: Int
    /// Why a `failed` outcome failed, when it is not a plain mismatch.
    public var detail: String?

    public init(
        run: String? = nil,
        outcome: Outcome,
        reference: String,
        root: String? = nil,
        test: String,
        file: String,
        line: Int,
        detail: String? = nil
    ) {
        self.run = run
        self.outcome = outcome
        self.reference = reference
        self.root = root
        self.test = test
        self.file = file
        self.line = line
        self.detail = detail
    }

    /// One JSON object on one line, keys in a fixed order. Hand-written because an
    /// assertion appends one on every call and must stay cheap.
    public var jsonLine: String {
        var fields: [(String, String)] = [("type", JSONText.quote(type))]
        if let run { fields.append(("run", JSONText.quote(run))) }
        fields += [
            ("outcome", JSONText.quote(outcome.rawValue)),
            ("reference", JSONText.quote(reference)),
        ]
        if let root { fields.append(("root", JSONText.quote(root))) }
        fields += [
            ("test", JSONText.quote(test)),
            ("file", JSONText.quote(file)),
            ("line", String(line)),
        ]
        if let detail { fields.append(("detail", JSONText.quote(detail))) }
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n"
    }
}

/// The record `snapshots test` appends when `swift test` has finished.
public struct LedgerRunRecord: Codable, Equatable, Sendable {
    public var type: String = "run"
    public var run: String
    /// True when a `--filter` or `--skip` narrowed the run: orphans cannot be judged.
    public var filtered: Bool
    /// Exit status of `swift test`.
    public var exitStatus: Int32
    /// Set when the run is one shard of a run split over machines (`--shard 2/3`):
    /// together, all shards of the split touch every reference.
    public var shardIndex: Int?
    public var shardCount: Int?

    public init(run: String, filtered: Bool, exitStatus: Int32, shardIndex: Int? = nil, shardCount: Int? = nil) {
        self.run = run
        self.filtered = filtered
        self.exitStatus = exitStatus
        self.shardIndex = shardIndex
        self.shardCount = shardCount
    }

    public var jsonLine: String {
        var line = "{\"type\":\"run\",\"run\":\(JSONText.quote(run)),\"filtered\":\(filtered),\"exitStatus\":\(exitStatus)"
        if let shardIndex, let shardCount {
            line += ",\"shardIndex\":\(shardIndex),\"shardCount\":\(shardCount)"
        }
        return line + "}\n"
    }
}

public enum JSONText {
    /// A JSON string literal. Control characters are escaped; everything else is UTF-8.
    public static func quote(_ text: String) -> String {
        var output = "\""
        output.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case let scalar where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
