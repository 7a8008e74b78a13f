import Foundation

/// A hash-based message authentication code (RFC 2104) over any `HashFunction`: proves a
/// message came from a holder of the key and was not altered.
public struct HMAC<H: HashFunction>: Sendable {
    /// The key type HMAC takes.
    public typealias Key = SymmetricKey
    /// The code type HMAC produces.
    public typealias MAC = HashedAuthenticationCode<H>

    /// Hashes `(K ⊕ ipad) ‖ message`; fed as the message arrives.
    private var innerHasher: H
    /// Already holds `K ⊕ opad`; finishing appends the inner digest.
    private let outerHasher: H

    /// Starts an authentication code for a message that arrives in pieces.
    ///
    /// Keys longer than the hash's block are hashed first and shorter ones zero-padded,
    /// as RFC 2104 §2 specifies, so any key length works.
    public init(key: SymmetricKey) {
        var blockKey = key.withUnsafeBytes { keyBytes -> [UInt8] in
            keyBytes.count > H.blockByteCount ? Array(H.hash(bufferPointer: keyBytes)) : Array(keyBytes)
        }
        blockKey.append(contentsOf: repeatElement(0, count: H.blockByteCount - blockKey.count))
        var inner = H()
        blockKey.map { $0 ^ 0x36 }.withUnsafeBytes { inner.update(bufferPointer: $0) }
        var outer = H()
        blockKey.map { $0 ^ 0x5c }.withUnsafeBytes { outer.update(bufferPointer: $0) }
        innerHasher = inner
        outerHasher = outer
    }

    /// Computes the code of a whole message in a single call.
    public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey) -> MAC {
        var authenticator = Self(key: key)
        authenticator.update(data: data)
        return authenticator.finalize()
    }

    /// Checks a code against a message in constant time; prefer it to recomputing and `==`.
    public static func isValidAuthenticationCode<D: DataProtocol>(_ authenticationCode: MAC, authenticating authenticatedData: D, using key: SymmetricKey) -> Bool {
        constantTimeEquals(bytesOf: authenticationCode, Self.authenticationCode(for: authenticatedData, using: key))
    }

    /// Checks received code bytes (for example a signature header's `Data`) against a
    /// message in constant time.
    public static func isValidAuthenticationCode<C: ContiguousBytes, D: DataProtocol>(_ authenticationCode: C, authenticating authenticatedData: D, using key: SymmetricKey) -> Bool {
        constantTimeEquals(bytesOf: authenticationCode, Self.authenticationCode(for: authenticatedData, using: key))
    }

    /// Checks a code against a message held in a buffer, in constant time.
    public static func isValidAuthenticationCode(_ mac: MAC, authenticating bufferPointer: UnsafeRawBufferPointer, using key: SymmetricKey) -> Bool {
        var authenticator = Self(key: key)
        authenticator.update(bufferPointer: bufferPointer)
        return constantTimeEquals(bytesOf: mac, authenticator.finalize())
    }

    /// Adds the next piece of the message.
    public mutating func update<D: DataProtocol>(data: D) {
        innerHasher.update(data: data)
    }

    mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        innerHasher.update(bufferPointer: bufferPointer)
    }

    /// The code of everything added so far: `H((K ⊕ opad) ‖ H((K ⊕ ipad) ‖ message))`.
    public func finalize() -> MAC {
        var outer = outerHasher
        innerHasher.finalize().withUnsafeBytes { outer.update(bufferPointer: $0) }
        return HashedAuthenticationCode(digest: outer.finalize())
    }
}

/// The code HMAC produces: as many bytes as `H`'s digest.
public struct HashedAuthenticationCode<H: HashFunction>: MessageAuthenticationCode, Sendable {
    let digest: H.Digest

    /// The number of bytes in the code, `H.Digest.byteCount`.
    public var byteCount: Int { H.Digest.byteCount }

    /// "HMAC with SHA256: <hex>", as Apple's prints it.
    public var description: String {
        "HMAC with \(H.self): \(hexString(digest))"
    }

    /// Reads the code's bytes without copying them.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try digest.withUnsafeBytes(body)
    }

    /// Feeds the bytes to a `Hasher`, for sets and dictionary keys.
    public func hash(into hasher: inout Hasher) {
        digest.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}
