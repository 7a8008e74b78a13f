import Foundation

/// A cryptographically secure hash function, as CryptoKit declares it, so code generic over
/// `SHA256`, `SHA512`… compiles unchanged.
public protocol HashFunction: Sendable {
    /// The size of the blocks the function compresses; HMAC pads its key to it.
    static var blockByteCount: Int { get }
    /// The fixed-size value the function produces.
    associatedtype Digest: CryptoKit.Digest

    /// Starts an empty hash, for data that arrives in pieces.
    init()
    /// Adds the next piece of the message.
    mutating func update(bufferPointer: UnsafeRawBufferPointer)
    /// The digest of everything added so far; the function stays usable as a value.
    func finalize() -> Digest
}

extension HashFunction {
    /// Hashes one buffer in a single call (HMAC uses it to shorten long keys).
    static func hash(bufferPointer: UnsafeRawBufferPointer) -> Digest {
        var hasher = Self()
        hasher.update(bufferPointer: bufferPointer)
        return hasher.finalize()
    }

    /// Hashes a whole message in a single call: `Data`, `[UInt8]` or any other `DataProtocol`.
    public static func hash<D: DataProtocol>(data: D) -> Digest {
        var hasher = Self()
        hasher.update(data: data)
        return hasher.finalize()
    }

    /// Adds the next piece of the message, region by region, without copying it.
    public mutating func update<D: DataProtocol>(data: D) {
        for region in data.regions {
            region.withUnsafeBytes { update(bufferPointer: $0) }
        }
    }
}
