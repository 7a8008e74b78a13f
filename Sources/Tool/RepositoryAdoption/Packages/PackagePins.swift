import Foundation

/// The versions a repository pins its remote packages at, from every `Package.resolved`
/// Xcode and SwiftPM wrote for it (the project's, the workspace's, local packages').
struct PackagePins {
    struct Pin: Equatable {
        let identity: String
        let url: String
        let version: String?
        let branch: String?
        let revision: String?

        /// How the Linux manifest asks for it: the version pinned, else the revision.
        var requirement: String {
            if let version { return "exact: \"\(version)\"" }
            if let revision { return "revision: \"\(revision)\"" }
            if let branch { return "branch: \"\(branch)\"" }
            return "branch: \"main\""
        }

        /// A tag, revision or branch for `git checkout`, most exact first.
        var checkoutCandidates: [String] {
            [version, version.map { "v" + $0 }, revision, branch].compactMap { $0 }
        }

        var description: String { version ?? branch ?? revision.map { String($0.prefix(10)) } ?? "?" }
    }

    private(set) var pins: [String: Pin] = [:]
    /// The files read, for the report.
    private(set) var files: [String] = []

    /// `files` earlier in the list win over later ones for the same package.
    init(files: [String]) throws(AdoptionError) {
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw .unreadable(file, "it is not the JSON SwiftPM and Xcode write; resolve the packages again in Xcode (File › Packages › Resolve Package Versions)")
            }
            self.files.append(file)
            // Version 1 nests the pins under "object" and names fields differently.
            let list = (object["pins"] as? [[String: Any]]) ?? ((object["object"] as? [String: Any])?["pins"] as? [[String: Any]]) ?? []
            for entry in list {
                guard let url = (entry["location"] as? String) ?? (entry["repositoryURL"] as? String) else { continue }
                let identity = (entry["identity"] as? String) ?? Self.identity(of: url)
                let state = entry["state"] as? [String: Any] ?? [:]
                guard pins[identity] == nil else { continue }
                pins[identity] = Pin(identity: identity, url: url, version: state["version"] as? String, branch: state["branch"] as? String, revision: state["revision"] as? String)
            }
        }
    }

    init(pins: [Pin]) {
        for pin in pins { self.pins[pin.identity] = pin }
    }

    subscript(url url: String) -> Pin? { pins[Self.identity(of: url)] }

    /// SwiftPM's identity of a package URL: its last path component, lowercased, without `.git`.
    static func identity(of url: String) -> String {
        var last = url.split(separator: "/").last.map(String.init) ?? url
        if let colon = last.lastIndex(of: ":") { last = String(last[last.index(after: colon)...]) }
        if last.hasSuffix(".git") { last = String(last.dropLast(4)) }
        return last.lowercased()
    }
}
