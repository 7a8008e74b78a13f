import Foundation

// Security-scoped access, which Linux's Foundation does not declare. There is no app
// sandbox on Linux: a file URL is already reachable, so access is granted; other URLs
// name no resource to access, as on iOS.

extension URL {
    /// True for a file URL, whose file needs no grant here; false for any other URL.
    public func startAccessingSecurityScopedResource() -> Bool {
        isFileURL
    }

    /// Ends access granted by `startAccessingSecurityScopedResource()`; nothing to undo.
    public func stopAccessingSecurityScopedResource() {}
}

extension NSURL {
    /// True for a file URL, whose file needs no grant here; false for any other URL.
    public func startAccessingSecurityScopedResource() -> Bool {
        isFileURL
    }

    /// Ends access granted by `startAccessingSecurityScopedResource()`; nothing to undo.
    public func stopAccessingSecurityScopedResource() {}
}
