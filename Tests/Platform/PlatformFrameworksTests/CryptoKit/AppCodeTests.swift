import CryptoKit
import Foundation
import Testing

/// Code as iOS apps write it, which must compile and behave unchanged.
struct CryptoKitAppCodeTests {
    @Test func hexStringIdiom() {
        let digest = SHA256.hash(data: Data("hello".utf8))
        let hashString = digest.compactMap { String(format: "%02x", $0) }.joined()
        #expect(hashString == "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824")
        #expect(digest.map { String(format: "%02X", $0) }.joined().hasPrefix("2CF24DBA"))
    }

    @Test func md5CacheKey() {
        let url = "https://example.com/image.png"
        let key = Insecure.MD5.hash(data: url.data(using: .utf8) ?? Data()).map { String(format: "%02hhx", $0) }.joined()
        #expect(key.count == 32)
        #expect(key == CryptoVectors.hex(Insecure.MD5.hash(data: Data(url.utf8))))
    }

    @Test func webhookSignature() {
        let secret = "whsec_test"
        let body = #"{"event":"paid"}"#
        let key = SymmetricKey(data: Data(secret.utf8))
        let signature = HMAC<SHA256>.authenticationCode(for: Data(body.utf8), using: key)
        let header = Data(signature).base64EncodedString()
        let received = Data(base64Encoded: header)!
        #expect(HMAC<SHA256>.isValidAuthenticationCode(received, authenticating: Data(body.utf8), using: key))
        #expect(Data(signature).count == 32)
    }

    @Test func genericOverHashFunction() {
        func fingerprint<H: HashFunction>(_ string: String, using _: H.Type) -> String {
            var hasher = H()
            hasher.update(data: Data(string.utf8))
            return Data(hasher.finalize()).base64EncodedString()
        }
        #expect(fingerprint("abc", using: SHA256.self) == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
        #expect(fingerprint("abc", using: Insecure.SHA1.self) == Data(CryptoVectors.bytes(hex: "a9993e364706816aba3e25717850c26c9cd0d89d")).base64EncodedString())
    }

    @Test func keyFromADigest() {
        let key = SymmetricKey(data: SHA256.hash(data: Data("passphrase".utf8)))
        #expect(key.bitCount == 256)
        #expect(key.withUnsafeBytes { Data($0) } == Data(SHA256.hash(data: Data("passphrase".utf8))))
    }

    @Test func exportingAKey() {
        let key = SymmetricKey(size: .bits256)
        let stored = key.withUnsafeBytes { Data($0) }
        #expect(SymmetricKey(data: stored) == key)
    }

    @Test func valuesCrossConcurrencyDomains() async {
        let key = SymmetricKey(size: .bits128)
        let digest = await Task.detached { SHA384.hash(data: Data("x".utf8)) }.value
        let code = await Task.detached { HMAC<SHA256>.authenticationCode(for: Data(digest), using: key) }.value
        #expect(HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Data(digest), using: key))
        requireSendable(SHA256.self, SHA256Digest.self, HMAC<SHA512>.self, HashedAuthenticationCode<Insecure.MD5>.self, SymmetricKey.self, SymmetricKeySize.self)
    }

    private func requireSendable<each T: Sendable>(_: repeat (each T).Type) {}
}
