import CryptoKit
import Foundation
import Testing

struct HMACTests {
    @Test(arguments: CryptoVectors.hmacSHA256) func sha256(vector: CryptoVectors.MACCase) { check(SHA256.self, vector) }
    @Test(arguments: CryptoVectors.hmacSHA384) func sha384(vector: CryptoVectors.MACCase) { check(SHA384.self, vector) }
    @Test(arguments: CryptoVectors.hmacSHA512) func sha512(vector: CryptoVectors.MACCase) { check(SHA512.self, vector) }
    @Test(arguments: CryptoVectors.hmacSHA1) func sha1(vector: CryptoVectors.MACCase) { check(Insecure.SHA1.self, vector) }
    @Test(arguments: CryptoVectors.hmacMD5) func md5(vector: CryptoVectors.MACCase) { check(Insecure.MD5.self, vector) }

    /// The code matches the vector (as a prefix where the RFC truncates it), validates
    /// against its data, and the incremental API gives the same code.
    private func check<H: HashFunction>(_: H.Type, _ vector: CryptoVectors.MACCase) {
        let key = SymmetricKey(data: vector.key)
        let code = HMAC<H>.authenticationCode(for: vector.data, using: key)
        #expect(CryptoVectors.hex(code).hasPrefix(vector.expected))
        #expect(code.byteCount == H.Digest.byteCount)
        #expect(HMAC<H>.isValidAuthenticationCode(code, authenticating: vector.data, using: key))
        #expect(HMAC<H>.isValidAuthenticationCode(Data(code), authenticating: vector.data, using: key))

        var authenticator = HMAC<H>(key: key)
        for byte in vector.data {
            authenticator.update(data: [byte])
        }
        #expect(authenticator.finalize() == code)
    }

    @Test func rejectsAlteredCodesDataAndKeys() {
        let key = SymmetricKey(data: Data("secret".utf8))
        let message = Data("amount=100".utf8)
        let code = HMAC<SHA256>.authenticationCode(for: message, using: key)

        var tampered = Array(code)
        tampered[31] ^= 0x01
        #expect(!HMAC<SHA256>.isValidAuthenticationCode(tampered, authenticating: message, using: key))
        #expect(!HMAC<SHA256>.isValidAuthenticationCode(Array(code.prefix(16)), authenticating: message, using: key))
        #expect(!HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Data("amount=900".utf8), using: key))
        #expect(!HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: message, using: SymmetricKey(data: Data("Secret".utf8))))
    }

    @Test func validatesFromABuffer() {
        let key = SymmetricKey(size: .bits256)
        let message: [UInt8] = Array("payload".utf8)
        let code = HMAC<SHA512>.authenticationCode(for: message, using: key)
        let valid = message.withUnsafeBytes { HMAC<SHA512>.isValidAuthenticationCode(code, authenticating: $0, using: key) }
        #expect(valid)
    }

    @Test func finalizeLeavesTheAuthenticatorUsable() {
        let key = SymmetricKey(data: [UInt8](repeating: 7, count: 32))
        var authenticator = HMAC<SHA256>(key: key)
        authenticator.update(data: Data("ab".utf8))
        let partial = authenticator.finalize()
        authenticator.update(data: Data("c".utf8))
        #expect(partial == HMAC<SHA256>.authenticationCode(for: Data("ab".utf8), using: key))
        #expect(authenticator.finalize() == HMAC<SHA256>.authenticationCode(for: Data("abc".utf8), using: key))
    }

    @Test func codesCompareWithBytesAndHash() {
        let key = SymmetricKey(data: Data("k".utf8))
        let code = HMAC<SHA256>.authenticationCode(for: Data("m".utf8), using: key)
        let same = HMAC<SHA256>.authenticationCode(for: Data("m".utf8), using: key)
        let other = HMAC<SHA256>.authenticationCode(for: Data("n".utf8), using: key)
        #expect(code == same)
        #expect(code != other)
        #expect(code == Data(code))
        #expect(!(code == Data(other)))
        #expect(Set([code, same, other]).count == 2)
    }

    @Test func descriptionsNameTheHashFunction() {
        let key = SymmetricKey(data: Data("Jefe".utf8))
        let message = Data("what do ya want for nothing?".utf8)
        #expect(HMAC<SHA256>.authenticationCode(for: message, using: key).description
            == "HMAC with SHA256: 5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(HMAC<Insecure.MD5>.authenticationCode(for: message, using: key).description
            == "HMAC with MD5: 750c783e6ab0b503eaa86e310a5db738")
    }
}
