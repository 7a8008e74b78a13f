import Foundation
import Security
import Testing

/// A session delegate's client-certificate answer compiles and keeps what it was given.
struct URLAuthenticationTests {
    @Test func aClientCertificateChallengeIsNamedAsOnApplePlatforms() {
        let space = URLProtectionSpace(host: "api.example.com", port: 443, protocol: "https", realm: nil, authenticationMethod: NSURLAuthenticationMethodClientCertificate)
        #expect(space.authenticationMethod == NSURLAuthenticationMethodClientCertificate)
        #expect(NSURLAuthenticationMethodClientCertificate != NSURLAuthenticationMethodServerTrust)
    }

    @Test func anIdentityCredentialKeepsItsPersistence() throws {
        let certificate = try #require(SecCertificateCreateWithData(nil, CertificateTests.withCommonName as CFData))
        let credential = URLCredential(identity: SecIdentity(certificate: certificate), certificates: nil, persistence: .forSession)
        #expect(credential.persistence == .forSession)
    }

    @Test func aWrongPKCS12PasswordHasItsMessage() {
        #expect(SecCopyErrorMessageString(errSecPkcs12VerifyFailure, nil) as String? == "MAC verification failed during PKCS12 import (wrong password?)")
    }
}
