import Foundation
import SnapshotCore

/// What the build depends on, as file paths, sizes and modification times: `Sources/`,
/// `Tests/`, `Package.swift` (and `Package@swift-*.swift`), and the same of each local
/// path dependency. References are not sources: `__Snapshots__` folders are left out, so
/// `accept` and a test run's pending renders never cause a build.
struct SourceFingerprint: Equatable {
    /// One line a file: `path size mtime`, sorted.
    var lines: [String]

    var digest: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in lines.joined(separator: "\n").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return "\(lines.count) files, fnv1a \(String(hash, radix: 16))"
    }

    static func of(packageRoot: String) -> SourceFingerprint {
        var lines: [String] = []
        var visited = Set<String>()
        add(packageRoot, into: &lines, visited: &visited, includeTests: true)
        return SourceFingerprint(lines: lines.sorted())
    }

    private static func add(_ root: String, into lines: inout [String], visited: inout Set<String>, includeTests: Bool) {
        let root = FilePath.normalize(FilePath.absolute(root))
        guard visited.insert(root).inserted else { return }
        let manager = FileManager.default
        let manifests = ((try? manager.contentsOfDirectory(atPath: root)) ?? [])
            .filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift") && $0.hasSuffix(".swift")) }
        for manifest in manifests.sorted() {
            lines.append(describe(FilePath.join(root, manifest)))
        }
        for folder in includeTests ? ["Sources", "Tests"] : ["Sources"] {
            walk(FilePath.join(root, folder), into: &lines)
        }
        let manifestText = (try? String(contentsOfFile: FilePath.join(root, "Package.swift"), encoding: .utf8)) ?? ""
        for dependency in localDependencies(in: manifestText) {
            let path = dependency.hasPrefix("/") ? dependency : FilePath.join(root, dependency)
            add(path, into: &lines, visited: &visited, includeTests: false)
        }
    }

    /// `.package(path: "../Shared")` and `.package(name: "X", path: "…")`.
    static func localDependencies(in manifest: String) -> [String] {
        var paths: [String] = []
        var rest = Substring(manifest)
        while let call = rest.range(of: ".package(") {
            rest = rest[call.upperBound...]
            let end = rest.firstIndex(of: ")") ?? rest.endIndex
            let arguments = rest[..<end]
            if let label = arguments.range(of: "path:") {
                let afterLabel = arguments[label.upperBound...]
                if let open = afterLabel.firstIndex(of: "\"") {
                    let text = afterLabel[afterLabel.index(after: open)...]
                    if let close = text.firstIndex(of: "\"") {
                        paths.append(String(text[..<close]))
                    }
                }
            }
        }
        return paths
    }

    private static func walk(_ folder: String, into lines: inout [String]) {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return }
        while let item = enumerator.nextObject() as? String {
            let name = FilePath.lastComponent(of: item)
            if name.hasPrefix(".") || name == SnapshotLocation.folderName || name == "__pycache__" {
                enumerator.skipDescendants()
                continue
            }
            lines.append(describe(FilePath.join(folder, item)))
        }
    }

    private static func describe(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "\(path) gone" }
        if (info.st_mode & S_IFMT) == S_IFDIR { return "\(path)/" }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return "\(path) \(info.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
    }
}
