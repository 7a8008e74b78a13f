/// The namespace Apple gives hash functions kept only for compatibility with older protocols
/// (MD5, SHA-1): they are broken for collision resistance, so the name warns at the call site.
public enum Insecure: Sendable {}
