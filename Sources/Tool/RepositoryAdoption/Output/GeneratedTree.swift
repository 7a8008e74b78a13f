import Foundation
import SnapshotCore

/// Everything adoption writes, as data: files with their text, links to the team's folders
/// and files, and copies of third-party sources, each at a path inside the Linux package.
/// Written, it replaces what an earlier run wrote there; checked, it lists what differs.
struct GeneratedTree {
    enum Entry: Equatable {
        case file(String)
        /// A symbolic link, by the relative path it holds.
        case link(String)
        /// A copy of a file elsewhere (absolute).
        case copy(String)
    }

    /// Path inside the Linux package → what is there.
    private(set) var entries: [String: Entry] = [:]
    /// The folders and files adoption owns: anything else found in them is removed on write.
    static let ownedRoots = ["Package.swift", ".gitignore", "Sources", "Tests", "ThirdParty"]

    mutating func add(_ path: String, _ entry: Entry) {
        entries[path] = entry
    }

    /// A link at `path` (inside `root`) to `target` (absolute), as a relative link.
    mutating func link(_ path: String, to target: String, root: String) {
        entries[path] = .link(Self.relativeLink(from: FilePath.directory(of: FilePath.join(root, path)), to: target))
    }

    /// `../../App` from `/repo/Linux/Sources/App` to `/repo/App`.
    static func relativeLink(from folder: String, to target: String) -> String {
        let from = folder.split(separator: "/")
        let to = target.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        let parts = ups + to[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    // MARK: - Checking

    /// What differs between this tree and the folder: each a path and why.
    func differences(in root: String) -> [String] {
        var differences: [String] = []
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let full = FilePath.join(root, path)
            switch entry {
            case let .link(destination):
                let existing = try? FileManager.default.destinationOfSymbolicLink(atPath: full)
                if existing != destination { differences.append(existing == nil ? "\(path): missing" : "\(path): links to \(existing!), not \(destination)") }
            case let .file(text):
                if let data = FileManager.default.contents(atPath: full) {
                    if data != Data(text.utf8) { differences.append("\(path): differs") }
                } else {
                    differences.append("\(path): missing")
                }
            case let .copy(source):
                let data = FileManager.default.contents(atPath: full)
                if data == nil { differences.append("\(path): missing") } else if data != FileManager.default.contents(atPath: source) { differences.append("\(path): differs") }
            }
        }
        for path in existing(in: root) where entries[path] == nil {
            differences.append("\(path): no longer generated")
        }
        return differences
    }

    /// What lies in the owned roots now, relative (links are not followed).
    private func existing(in root: String) -> [String] {
        var found: [String] = []
        for owned in Self.ownedRoots {
            let full = FilePath.join(root, owned)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: full) else { continue }
            if attributes[.type] as? FileAttributeType == .typeDirectory {
                collect(full, relative: owned, into: &found)
            } else {
                found.append(owned)
            }
        }
        return found.sorted()
    }

    private func collect(_ folder: String, relative: String, into found: inout [String]) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let full = FilePath.join(folder, name)
            let path = relative + "/" + name
            let type = (try? FileManager.default.attributesOfItem(atPath: full))?[.type] as? FileAttributeType
            if type == .typeDirectory { collect(full, relative: path, into: &found) } else { found.append(path) }
        }
    }

    // MARK: - Writing

    /// Makes the folder hold exactly this tree in its owned roots; other files there (a
    /// `.build`, the package's `.swiftpm` with its mirrors) stay. Files are written only
    /// when they change, so a build sees no change after an `init` that changed nothing.
    func write(to root: String) throws(AdoptionError) {
        let manager = FileManager.default
        for path in existing(in: root) where entries[path] == nil {
            try? manager.removeItem(atPath: FilePath.join(root, path))
        }
        removeEmptyFolders(in: root)
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let full = FilePath.join(root, path)
            do {
                try manager.createDirectory(atPath: FilePath.directory(of: full), withIntermediateDirectories: true)
                switch entry {
                case let .link(destination):
                    if (try? manager.destinationOfSymbolicLink(atPath: full)) == destination { continue }
                    try? manager.removeItem(atPath: full)
                    try manager.createSymbolicLink(atPath: full, withDestinationPath: destination)
                case let .file(text):
                    let data = Data(text.utf8)
                    if manager.contents(atPath: full) == data, (try? manager.destinationOfSymbolicLink(atPath: full)) == nil { continue }
                    try? manager.removeItem(atPath: full)
                    try data.write(to: URL(fileURLWithPath: full), options: .atomic)
                case let .copy(source):
                    guard let data = manager.contents(atPath: source) else { throw AdoptionError.unreadable(source, "it vanished while being copied") }
                    if manager.contents(atPath: full) == data { continue }
                    try? manager.removeItem(atPath: full)
                    try data.write(to: URL(fileURLWithPath: full), options: .atomic)
                }
            } catch let error as AdoptionError {
                throw error
            } catch {
                throw .unwritable(full, error.localizedDescription)
            }
        }
    }

    private func removeEmptyFolders(in root: String) {
        for owned in Self.ownedRoots { removeIfEmpty(FilePath.join(root, owned)) }
    }

    @discardableResult
    private func removeIfEmpty(_ folder: String) -> Bool {
        let manager = FileManager.default
        guard (try? manager.attributesOfItem(atPath: folder))?[.type] as? FileAttributeType == .typeDirectory else { return false }
        let children = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
        var empty = true
        for child in children where !removeIfEmpty(FilePath.join(folder, child)) { empty = false }
        if empty { try? manager.removeItem(atPath: folder) }
        return empty
    }
}
