import CryptoKit
import Foundation
import Testing

struct InsecureHashTests {
    @Test(arguments: [
        ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
        ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
        (CryptoVectors.oneBlock, "84983e441c3bd26ebaae4aa1f95129e5e54670f1"),
        (CryptoVectors.twoBlock, "a49b2446a02c645bf419f995b67091253a04a259"),
    ])
    func sha1(message: String, expected: String) {
        #expect(CryptoVectors.hex(Insecure.SHA1.hash(data: Data(message.utf8))) == expected)
    }

    @Test func sha1OfOneMillionAs() {
        #expect(CryptoVectors.hex(Insecure.SHA1.hash(data: CryptoVectors.millionA)) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    /// RFC 1321 §A.5, the test suite.
    @Test(arguments: [
        ("", "d41d8cd98f00b204e9800998ecf8427e"),
        ("a", "0cc175b9c0f1b6a831c399e269772661"),
        ("abc", "900150983cd24fb0d6963f7d28e17f72"),
        ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
        ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
        ("12345678901234567890123456789012345678901234567890123456789012345678901234567890", "57edf4a22be3c955ac49da2e2107b67a"),
    ])
    func md5(message: String, expected: String) {
        #expect(CryptoVectors.hex(Insecure.MD5.hash(data: Data(message.utf8))) == expected)
    }

    @Test func sizes() {
        #expect(Insecure.SHA1.blockByteCount == 64 && Insecure.SHA1.byteCount == 20 && Insecure.SHA1Digest.byteCount == 20)
        #expect(Insecure.MD5.blockByteCount == 64 && Insecure.MD5.byteCount == 16 && Insecure.MD5Digest.byteCount == 16)
    }
}
