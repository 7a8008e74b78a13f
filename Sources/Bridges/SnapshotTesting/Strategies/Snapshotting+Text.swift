import Foundation

extension Snapshotting where Value == String, Format == String {
    /// The string itself, compared line by line.
    public static var lines: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines)
    }
}

extension Snapshotting where Format == String {
    /// `String(describing:)` of the value.
    public static var description: Snapshotting {
        SimplySnapshotting.lines.pullback { String(describing: $0) }
    }

    /// The value's structure, as `dump` prints it, in an order that is the same on every
    /// run: dictionary and set entries sorted, no addresses. A type conforming to
    /// `AnySnapshotStringConvertible` is written as its `snapshotDescription`.
    public static var dump: Snapshotting {
        SimplySnapshotting.lines.pullback { StructureDump.text(of: $0) }
    }

    /// A JSON object (`[String: Any]`, an array, what `JSONSerialization` reads) as
    /// pretty-printed JSON with sorted keys. An `Encodable` value takes the `Encodable`
    /// form.
    public static var json: Snapshotting {
        var snapshotting = SimplySnapshotting.lines.pullback { (object: Value) in
            guard JSONSerialization.isValidJSONObject(object) else {
                return "JSON serialization failed: \(type(of: object)) is not a JSON object"
            }
            do {
                let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
                return String(decoding: data, as: UTF8.self)
            } catch {
                return "JSON serialization failed: \(error)"
            }
        }
        snapshotting.pathExtension = "json"
        return snapshotting
    }
}

extension Snapshotting where Value: Encodable, Format == String {
    /// The value as pretty-printed JSON with sorted keys.
    public static var json: Snapshotting {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return .json(encoder)
    }

    /// The value as JSON, encoded as `encoder` encodes it.
    public static func json(_ encoder: JSONEncoder) -> Snapshotting {
        var snapshotting = SimplySnapshotting.lines.pullback { (value: Value) in
            do {
                return String(decoding: try encoder.encode(value), as: UTF8.self)
            } catch {
                return "JSON encoding failed: \(error)"
            }
        }
        snapshotting.pathExtension = "json"
        return snapshotting
    }
}
