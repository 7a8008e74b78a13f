import Foundation

/// A file attached to a failure, as XCTest attaches one on Apple platforms: what the
/// `diff` closure of sst's `Diffing` form returns. Linux's XCTest has no attachments,
/// and the harness prints its own diff.
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
