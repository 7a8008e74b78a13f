import Foundation

/// How a strategy's format is stored, as in swift-snapshot-testing. Here every format is
/// stored as text: `toData` must give UTF-8, which the harness compares, diffs line by
/// line and shows in `snapshots review`, whatever the format.
public struct Diffing<Value> {
    public var toData: (Value) -> Data

    /// sst's form, so that a team's own strategies compile unchanged. `fromData` and
    /// `diff` are taken and never called: the harness reads every reference as text and
    /// diffs it itself.
    public init(
        toData: @escaping (_ value: Value) -> Data,
        fromData: @escaping (_ data: Data) -> Value,
        diff: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?
    ) {
        self.toData = toData
    }

    /// A format stored as the text `toData` gives.
    package init(toData: @escaping (_ value: Value) -> Data) {
        self.toData = toData
    }
}

extension Diffing where Value == String {
    /// Text, stored as its UTF-8.
    public static var lines: Diffing {
        Diffing(toData: { Data($0.utf8) })
    }
}
