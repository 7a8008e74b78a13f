import Foundation
#if canImport(FoundationNetworking)
// On Linux, URL loading is FoundationNetworking's; on Apple platforms Foundation holds it.
// A file that imports Foundation and Security to answer a session's challenges finds
// `URLSession` and `URLCredential` here, as it finds them in Foundation on iOS.
@_exported import FoundationNetworking
#endif

// What a URL session delegate answers a client-certificate challenge with. On Apple
// platforms Foundation declares these beside Security's identities; Linux's Foundation
// marks the method names unavailable and has no identity credential. Declared here,
// they win over the unavailable ones in files that import Security.

/// The authentication method of a challenge for the client's certificate.
public let NSURLAuthenticationMethodClientCertificate = "NSURLAuthenticationMethodClientCertificate"
/// The authentication method of a challenge to trust the server's certificate.
public let NSURLAuthenticationMethodServerTrust = "NSURLAuthenticationMethodServerTrust"

extension URLCredential {
    /// A credential of a client identity and its intermediate certificates. Linux's
    /// URL loading presents no client certificate and its credentials hold only a user
    /// and password, so this one is an empty user's, with the persistence asked for.
    public convenience init(identity: SecIdentity, certificates: [Any]?, persistence: URLCredential.Persistence) {
        self.init(user: "", password: "", persistence: persistence)
    }
}
