import Foundation
import Security
import Testing

/// Certificates are read from DER; PKCS #12 files cannot be decoded on Linux.
struct CertificateTests {
    /// A self-signed certificate for O=Example Corp, OU=Mobile, CN=api.example.com.
    static let withCommonName = Data(base64Encoded: """
        MIIB2TCCAX+gAwIBAgIUSVNIZSp5hZv1N5hNTS0oKflTk8MwCgYIKoZIzj0EAwIwQjEVMBMGA1UECgwMRXhhbXBsZSBDb3JwMQ8wDQYDVQQLDAZNb2JpbGUx\
        GDAWBgNVBAMMD2FwaS5leGFtcGxlLmNvbTAeFw0yNjExMjcxNzIxMzRaFw0zNjExMjQxNzIxMzRaMEIxFTATBgNVBAoMDEV4YW1wbGUgQ29ycDEPMA0GA1UE\
        CwwGTW9iaWxlMRgwFgYDVQQDDA9hcGkuZXhhbXBsZS5jb20wWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAATrb6rHLK+Mfq0PfO1/kAtqJZ8i+o5avF5yPk7r\
        d/Ru0vx/zikomnAYtEVucvJeC6TO3w41lDXSW+80fNejCilxo1MwUTAdBgNVHQ4EFgQU0gT6bfFisFmzI5KfPiaTuSwFGjIwHwYDVR0jBBgwFoAU0gT6bfFi\
        sFmzI5KfPiaTuSwFGjIwDwYDVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNIADBFAiEAnIRKGnpzlc3SPoonXmq9V9ilNWzROyjtmMlDNs4wXsACIHduiQMp\
        qrvEvlxkMqPZYswDKCYn31+5Q+kAJNefvrLl
        """)!

    /// A self-signed certificate for O=Example Corp only.
    static let organizationOnly = Data(base64Encoded: """
        MIIBgzCCASmgAwIBAgIUazDH8eiExTzo6SUttt7cVXKOU64wCgYIKoZIzj0EAwIwFzEVMBMGA1UECgwMRXhhbXBsZSBDb3JwMB4XDTI2MTEyNzE3MjEzNloX\
        DTM2MTEyNDE3MjEzNlowFzEVMBMGA1UECgwMRXhhbXBsZSBDb3JwMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEJt3kzC1ACFrtEUEoNQVCafGJuHRYXK8t\
        qvf+ucD5tMtrZmPVr4I7F0Ds7qdiKTCGWtlJMtYLuWelCPBjFLrhoqNTMFEwHQYDVR0OBBYEFL3MuVuLmQfAdDBecqFem64PmypCMB8GA1UdIwQYMBaAFL3M\
        uVuLmQfAdDBecqFem64PmypCMA8GA1UdEwEB/wQFMAMBAf8wCgYIKoZIzj0EAwIDSAAwRQIgdleQGRRvWZGB680QtC22ZpxK88cdnRum40X4OXvpuZ4CIQC7\
        3RQ0LGkxLQNhcirfn31/rTyQpKFGK2Fa0R287bABqg==
        """)!

    @Test func aCertificateKeepsItsBytesAndNamesItsSubject() throws {
        let certificate = try #require(SecCertificateCreateWithData(nil, Self.withCommonName as CFData))
        #expect(SecCertificateCopyData(certificate) as Data == Self.withCommonName)
        #expect(SecCertificateCopySubjectSummary(certificate) as String? == "api.example.com")

        let organization = try #require(SecCertificateCreateWithData(kCFAllocatorDefault, Self.organizationOnly as CFData))
        #expect(SecCertificateCopySubjectSummary(organization) as String? == "Example Corp")
    }

    @Test func bytesThatAreNoCertificateAreRefused() {
        #expect(SecCertificateCreateWithData(nil, Data("not a certificate".utf8) as CFData) == nil)
        #expect(SecCertificateCreateWithData(nil, Self.withCommonName.dropLast(3) as CFData) == nil)
        #expect(SecCertificateCreateWithData(nil, Data() as CFData) == nil)
    }

    @Test func anIdentityGivesItsCertificate() throws {
        let certificate = try #require(SecCertificateCreateWithData(nil, Self.withCommonName as CFData))
        var copied: SecCertificate?
        #expect(SecIdentityCopyCertificate(SecIdentity(certificate: certificate), &copied) == errSecSuccess)
        #expect(copied === certificate)
    }

    @Test func pkcs12CannotBeDecoded() {
        var items: CFArray?
        let options = [kSecImportExportPassphrase as String: "secret"] as CFDictionary
        let status = SecPKCS12Import(Data([0x30, 0x03, 0x02, 0x01, 0x03]) as CFData, options, &items)
        #expect(status == errSecDecode)
        #expect(status != noErr)
        #expect(errSecSuccess == noErr)
        #expect(items == nil)
        #expect(SecCopyErrorMessageString(status, nil) != nil)
    }
}
