import Foundation

/// Where Core Graphics reads an image's or a font's bytes from. Here the bytes are read
/// at once, from memory or a file; the initializers fail when there are none to read.
public final class CGDataProvider: Sendable {
    package let bytes: Data

    package init(bytes: Data) {
        self.bytes = bytes
    }

    public init?(data: CFData) {
        bytes = Data(referencing: data)
    }

    /// Nil when the file cannot be read.
    public init?(url: CFURL) {
        guard let data = try? Data(contentsOf: url as URL) else { return nil }
        bytes = data
    }

    /// Nil when the file cannot be read.
    public convenience init?(filename: UnsafePointer<CChar>) {
        guard let data = FileManager.default.contents(atPath: String(cString: filename)) else { return nil }
        self.init(bytes: data)
    }

    /// A copy of the bytes.
    public var data: CFData? {
        NSData(data: bytes)
    }
}
