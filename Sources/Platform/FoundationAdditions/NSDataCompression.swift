import Foundation

// `NSData`'s compression (iOS 13), which Linux's Foundation lacks. Its algorithms are
// Apple's Compression library's, which Linux does not have: compressing and
// decompressing throw `CocoaError(.featureUnsupported)`, as code that checks for
// failure already handles (a cache that compresses falls back to storing as is).
extension NSData {
    /// The algorithms Apple's Compression library offers.
    public enum CompressionAlgorithm: Int, Sendable {
        case lzfse, lz4, lzma, zlib
    }

    /// Throws on Linux: see above.
    public func compressed(using algorithm: CompressionAlgorithm) throws -> NSData {
        throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "NSData compression (\(algorithm)) is not available on Linux"])
    }

    /// Throws on Linux: see above.
    public func decompressed(using algorithm: CompressionAlgorithm) throws -> NSData {
        throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "NSData decompression (\(algorithm)) is not available on Linux"])
    }
}
