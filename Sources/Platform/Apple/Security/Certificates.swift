import Foundation

/// An X.509 certificate, as apps pin servers with it: its DER bytes, from which the
/// subject summary is read.
public final class SecCertificate: Sendable {
    let der: Data
    let subjectSummary: String?

    init(der: Data, subjectSummary: String?) {
        self.der = der
        self.subjectSummary = subjectSummary
    }
}

/// A certificate with its private key. Identities come from the keychain or from
/// `SecPKCS12Import`, which Linux cannot decode, so an app finds none here.
public final class SecIdentity: Sendable {
    let certificate: SecCertificate

    /// For tests of code that receives an identity (not Apple API).
    package init(certificate: SecCertificate) {
        self.certificate = certificate
    }
}

/// A certificate from its DER bytes; nil when they are not a DER-encoded X.509
/// certificate (a sequence of the signed part, the signature algorithm and the
/// signature bits). The signature is not verified.
public func SecCertificateCreateWithData(_ allocator: CFAllocator?, _ data: CFData) -> SecCertificate? {
    let der = Data(referencing: data)
    guard let summary = DER.certificateSubjectSummary(der) else { return nil }
    return SecCertificate(der: der, subjectSummary: summary)
}

/// The certificate's DER bytes, as it was made.
public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData {
    NSData(data: certificate.der)
}

/// The subject's common name, else its first organizational unit or organization; nil
/// when the subject names none of them.
public func SecCertificateCopySubjectSummary(_ certificate: SecCertificate) -> CFString? {
    certificate.subjectSummary.flatMap { $0.isEmpty ? nil : NSString(string: $0) }
}

/// The identity's certificate.
public func SecIdentityCopyCertificate(_ identityRef: SecIdentity, _ certificateRef: UnsafeMutablePointer<SecCertificate?>) -> OSStatus {
    certificateRef.pointee = identityRef.certificate
    return errSecSuccess
}

/// Imports the identities of a PKCS #12 (`.p12`) file. Linux has no PKCS #12 decoder:
/// every import fails with `errSecDecode` and leaves `items` empty, as an import of data
/// the device cannot decode does.
public func SecPKCS12Import(_ pkcs12_data: CFData, _ options: CFDictionary, _ items: UnsafeMutablePointer<CFArray?>) -> OSStatus {
    items.pointee = nil
    return errSecDecode
}

// The options and result keys of `SecPKCS12Import`.
nonisolated(unsafe) public let kSecImportExportPassphrase: CFString = "passphrase"
nonisolated(unsafe) public let kSecImportItemLabel: CFString = "label"
nonisolated(unsafe) public let kSecImportItemKeyID: CFString = "keyid"
nonisolated(unsafe) public let kSecImportItemTrust: CFString = "trust"
nonisolated(unsafe) public let kSecImportItemCertChain: CFString = "chain"
nonisolated(unsafe) public let kSecImportItemIdentity: CFString = "identity"
