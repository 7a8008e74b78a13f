import Foundation

/// Small helpers over string paths. The harness works with plain paths because it
/// calls POSIX directly for atomic writes and appends.
public enum FilePath {
    /// Resolves a path against the current directory and removes `.` and `..` parts.
    public static func absolute(_ path: String, relativeTo base: String? = nil) -> String {
        let start = path.hasPrefix("/") ? path : (base ?? FileManager.default.currentDirectoryPath) + "/" + path
        return normalize(start)
    }

    /// `/a/./b/../c/` → `/a/c`. Purely textual: symbolic links are not followed.
    public static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    public static func join(_ base: String, _ component: String) -> String {
        base.hasSuffix("/") ? base + component : base + "/" + component
    }

    // By bytes, as the system splits paths, with C's `strrchr`: looking for `/` among
    // characters runs Unicode's grapheme rules over the whole path, and a byte loop runs
    // as unoptimized generic code in the debug builds tests run in, on every assertion.

    public static func directory(of path: String) -> String {
        path.withCString { bytes in
            guard let slash = strrchr(bytes, Int32(UInt8(ascii: "/"))) else { return "." }
            let length = UnsafePointer(slash) - bytes
            guard length > 0 else { return "/" }
            return bytes.withMemoryRebound(to: UInt8.self, capacity: length) {
                String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
            }
        }
    }

    public static func lastComponent(of path: String) -> String {
        path.withCString { bytes in
            guard let slash = strrchr(bytes, Int32(UInt8(ascii: "/"))) else { return path }
            return String(cString: slash + 1)
        }
    }

    /// `path` relative to `base` when it lies inside it, else `path` unchanged.
    public static func relative(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
