import Foundation

/// A file sent with an event.
public final class Attachment: NSObject, @unchecked Sendable {
    public let data: Data?
    public let path: String?
    public let filename: String
    public let contentType: String?

    public init(data: Data, filename: String) {
        self.data = data
        path = nil
        self.filename = filename
        contentType = nil
        super.init()
    }

    public init(data: Data, filename: String, contentType: String?) {
        self.data = data
        path = nil
        self.filename = filename
        self.contentType = contentType
        super.init()
    }

    public init(path: String) {
        data = nil
        self.path = path
        filename = (path as NSString).lastPathComponent
        contentType = nil
        super.init()
    }

    public init(path: String, filename: String) {
        data = nil
        self.path = path
        self.filename = filename
        contentType = nil
        super.init()
    }
}
