import Foundation

/// A file attached to a failure, as XCTest attaches one on Apple platforms and
/// swift-snapshot-testing's `Diffing.diff` returns them. Linux's XCTest has no
/// attachments: a text diff carries its text, which the harness prints.
public final class XCTAttachment {
    public var name: String?
    public let data: Data

    public init(data: Data) {
        self.data = data
    }

    public convenience init(string: String) {
        self.init(data: Data(string.utf8))
    }
}
