import Foundation

/// How a strategy's format is stored and compared, as in swift-snapshot-testing. Here
/// every format is stored as text: `toData` must give UTF-8, which the harness compares,
/// diffs and shows in `snapshots review`. `diff` is kept for code that calls it; the
/// assertion's message is the harness's line diff.
public struct Diffing<Value> {
    public var toData: (Value) -> Data
    public var fromData: (Data) -> Value
    public var diff: (Value, Value) -> (String, [XCTAttachment])?

    public init(
        toData: @escaping (_ value: Value) -> Data,
        fromData: @escaping (_ data: Data) -> Value,
        diff: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

extension Diffing where Value == String {
    /// Text compared line by line; the message is a unified diff.
    public static var lines: Diffing {
        Diffing(
            toData: { Data(utf8Of: $0) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { old, new in
                guard old != new else { return nil }
                let message = UnifiedDiffFormatter().format(TextDiff(old: old, new: new), oldLabel: "reference", newLabel: "new")
                return (message, [XCTAttachment(string: message)])
            }
        )
    }
}
