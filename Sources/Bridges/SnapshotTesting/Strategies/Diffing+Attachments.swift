import Foundation
import SnapshotTestKit

/// What a failed comparison attaches, as sst 1.19 declares it: data with a file name,
/// or (deprecated there) an `XCTAttachment`. Linux's XCTest shows no attachments; the
/// harness's failure message is its own line diff, so these reach only code that calls
/// `diffV2` itself.
public enum DiffAttachment {
    @available(*, deprecated)
    case xcTest(XCTAttachment)
    case data(Data, name: String)
}

extension DiffAttachment {
    /// The attachment as the harness's `Diffing.diff` holds it.
    var xcTestAttachment: XCTAttachment {
        if case let .data(data, name) = self {
            let attachment = XCTAttachment(data: data)
            attachment.name = name
            return attachment
        }
        // The other case, `.xcTest`, is deprecated: its payload is read without naming
        // it, so that this module builds without warnings.
        return Mirror(reflecting: self).children.first!.value as! XCTAttachment
    }

    /// An `XCTAttachment` as data with its name, as sst's `diffV2` reports a text diff.
    init(_ attachment: XCTAttachment) {
        self = .data(attachment.data, name: attachment.name ?? "")
    }
}

extension Diffing {
    /// sst's comparison, with `DiffAttachment`s: the same function as `diff`, read and
    /// written through it.
    public var diffV2: (Value, Value) -> (String, [DiffAttachment])? {
        get {
            let diff = diff
            return { old, new in
                diff(old, new).map { message, attachments in (message, attachments.map(DiffAttachment.init)) }
            }
        }
        set {
            diff = { old, new in
                newValue(old, new).map { message, attachments in (message, attachments.map(\.xcTestAttachment)) }
            }
        }
    }

    /// A diffing whose comparison reports `DiffAttachment`s, as sst 1.19 makes one.
    public static func diff(
        toData: @escaping (_ value: Value) -> Data,
        fromData: @escaping (_ data: Data) -> Value,
        diffV2: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [DiffAttachment])?
    ) -> Self {
        var diffing = Diffing(toData: toData, fromData: fromData, diff: { _, _ in nil })
        diffing.diffV2 = diffV2
        return diffing
    }
}

extension XCTAttachment {
    /// sst's Linux stand-in takes a type identifier too; a text diff needs none.
    public convenience init(data: Data, uniformTypeIdentifier: String) {
        self.init(data: data)
    }
}
