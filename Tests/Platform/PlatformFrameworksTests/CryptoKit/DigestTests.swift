import CryptoKit
import Foundation
import Testing

struct DigestTests {
    /// A message longer than two SHA-512 blocks, so splits land before, on and across
    /// block boundaries and inside the padding's length field.
    private static let message = Data((0..<300).map { UInt8(truncatingIfNeeded: $0 &* 37) })

    @Test func incrementalEqualsOneShot() {
        checkIncremental(SHA256.self)
        checkIncremental(SHA384.self)
        checkIncremental(SHA512.self)
        checkIncremental(Insecure.SHA1.self)
        checkIncremental(Insecure.MD5.self)
    }

    private func checkIncremental<H: HashFunction>(_: H.Type) {
        let whole = H.hash(data: Self.message)
        for split in 0...Self.message.count {
            var hasher = H()
            hasher.update(data: Self.message[..<split])
            hasher.update(data: Self.message[split...])
            #expect(hasher.finalize() == whole, "split at \(split)")
        }
        var hasher = H()
        for chunk in stride(from: 0, to: Self.message.count, by: 7) {
            Self.message[chunk..<min(chunk + 7, Self.message.count)].withUnsafeBytes { hasher.update(bufferPointer: $0) }
        }
        #expect(hasher.finalize() == whole)
    }

    @Test func paddingBoundaries() {
        // Lengths around where the padding spills into an extra block (55/56 bytes for
        // 64-byte blocks, 111/112 for 128-byte blocks), checked against a one-byte-at-a-time hash.
        for length in [55, 56, 63, 64, 65, 111, 112, 127, 128, 129] {
            let data = Data(repeating: 0x61, count: length)
            var sha256 = SHA256(), sha512 = SHA512(), md5 = Insecure.MD5()
            for byte in data {
                sha256.update(data: [byte])
                sha512.update(data: [byte])
                md5.update(data: [byte])
            }
            #expect(sha256.finalize() == SHA256.hash(data: data))
            #expect(sha512.finalize() == SHA512.hash(data: data))
            #expect(md5.finalize() == Insecure.MD5.hash(data: data))
        }
        #expect(CryptoVectors.hex(SHA256.hash(data: Data(repeating: 0x61, count: 56))) == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        #expect(CryptoVectors.hex(SHA512.hash(data: Data(repeating: 0x61, count: 112))) == "c01d080efd492776a1c43bd23dd99d0a2e626d481e16782e75d54c2503b5dc32bd05f0f1ba33e568b88fd2d970929b719ecbb152f58f130a407c8830604b70ca")
    }

    @Test func descriptions() {
        let abc = Data("abc".utf8)
        #expect(SHA256.hash(data: abc).description == "SHA256 digest: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA384.hash(data: abc).description.hasPrefix("SHA384 digest: cb00753f45a35e8b"))
        #expect(SHA512.hash(data: abc).description.hasPrefix("SHA512 digest: ddaf35a193617aba"))
        #expect(Insecure.SHA1.hash(data: abc).description == "SHA1 digest: a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(Insecure.MD5.hash(data: abc).description == "MD5 digest: 900150983cd24fb0d6963f7d28e17f72")
        #expect("\(Insecure.MD5.hash(data: abc))" == "MD5 digest: 900150983cd24fb0d6963f7d28e17f72")
    }

    @Test func equalityAndHashing() {
        let a = SHA256.hash(data: Data("a".utf8))
        let alsoA = SHA256.hash(data: [UInt8(ascii: "a")])
        let b = SHA256.hash(data: Data("b".utf8))
        #expect(a == alsoA)
        #expect(a != b)
        #expect(a == Data(a))
        #expect(a == Array(a))
        #expect(!(a == Data(b)))
        #expect(!(a == Data(a).prefix(31)))
        #expect(Set([a, alsoA, b]).count == 2)
    }

    @Test func bytesAreReadable() {
        let digest = SHA256.hash(data: Data("abc".utf8))
        #expect(Array(digest) == CryptoVectors.bytes(hex: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"))
        #expect(Data(digest).count == SHA256.Digest.byteCount)
        #expect(digest.withUnsafeBytes { $0.count } == 32)
        #expect(digest.withUnsafeBytes { Data($0) } == Data(digest))
    }

    @Test func acceptsDataProtocolInputs() {
        let expected = SHA256.hash(data: Data("hello world".utf8))
        let padded = Data("xxhello worldyy".utf8)
        #expect(SHA256.hash(data: padded[2..<13]) == expected)
        #expect(SHA256.hash(data: Array("hello world".utf8)) == expected)
        #expect(SHA256.hash(data: Array("hello world".utf8)[...]) == expected)
        #expect(SHA256.hash(data: "hello world".data(using: .utf8)!) == expected)
    }
}
