import Foundation

/// A type that writes itself in a `.dump` snapshot, as sst declares it: its
/// `snapshotDescription` stands for the value, and its children follow only when
/// `renderChildren` is true.
public protocol AnySnapshotStringConvertible {
    /// Whether the value's children are dumped below its description (`false` unless
    /// the type says otherwise).
    static var renderChildren: Bool { get }

    /// The value's line in a dump.
    var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
    public static var renderChildren: Bool { false }
}

// sst's conformances: text quoted, dates in UTC, objects without their address, so a
// dump is the same on every run and every machine.

extension Character: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension Data: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension Date: AnySnapshotStringConvertible {
    public var snapshotDescription: String { snapshotDateFormatter().string(from: self) }
}

// `open` in sst; without Objective-C a member declared in an extension cannot be
// overridden, so it is `public` here, as Swift asks.
extension NSObject: AnySnapshotStringConvertible {
    public var snapshotDescription: String { withoutAddresses(debugDescription) }
}

extension String: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension Substring: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

extension URL: AnySnapshotStringConvertible {
    public var snapshotDescription: String { debugDescription }
}

/// A formatter for each date: `DateFormatter` is not `Sendable`.
private func snapshotDateFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZZZZZ"
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(abbreviation: "UTC")
    return formatter
}

/// `<UIView: 0x6000…>` → `<UIView>`: an address differs on every run.
func withoutAddresses(_ string: String) -> String {
    string.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
}
