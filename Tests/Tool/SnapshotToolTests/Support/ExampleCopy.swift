import Foundation

/// A copy of this package holding the example app and what it builds on, for the tests
/// that change a package (an edit to the strings table, an accepted render, a build
/// error): the package itself is never edited by a test. Its manifest is this one with
/// the targets the example does not need taken out, so that it builds in a part of the
/// time. It lives under `.build/` and is kept between runs: each run brings its files back
/// to the package's (rewriting only those that differ, so an unchanged file keeps its
/// time and nothing is rebuilt for it), and the server under test builds what changed.
struct ExampleCopy {
    let path: String

    /// The example's test targets; the others, and what only they need, are left out.
    static let exampleTests = [
        "ChallengeResourcesTests", "ChallengeDesignSystemTests", "ChallengeCharacterTests",
        "ChallengeHomeTests", "ChallengeNotesTests", "ChallengeAppTests",
    ]

    /// Folders copied, relative to the package root.
    static let folders = ["Sources", "Tests/Example", "Tests/Shared/TestSupport", "__Snapshots__"]

    /// Brings the copy up to date with the package around this file, under a lock (two
    /// test processes share one copy).
    static func prepare(packageRoot: String = ExampleCopy.packageRoot) throws -> (ExampleCopy, lock: Int32) {
        let path = packageRoot + "/.build/snapshots-mcp-example"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let lock = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        flock(lock, LOCK_EX)
        for folder in folders {
            try mirror(packageRoot + "/" + folder, to: path + "/" + folder)
        }
        let manifest = try String(contentsOfFile: packageRoot + "/Package.swift", encoding: .utf8)
        try writeIfChanged(Data((manifest + manifestAppendix).utf8), to: path + "/Package.swift")
        return (ExampleCopy(path: path), lock)
    }

    /// The folder holding the `Package.swift` above this file.
    static var packageRoot: String {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.path
    }

    /// Appended to the copied manifest: keeps the example's tests and the executables,
    /// and every target they reach; drops the rest and the library products.
    static var manifestAppendix: String {
        """

        // MARK: - The example copy of MCPClientEndToEndTests: the example app alone

        let keptTests: Set<String> = [\(exampleTests.map { "\"\($0)\"" }.joined(separator: ", "))]
        let keptExecutables: Set<String> = ["snapshots", "example-previews"]
        package.targets.removeAll { $0.type == .test && !keptTests.contains($0.name) }
        let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
        var reached = Set<String>()
        var toVisit = package.targets.filter { $0.type == .test || keptExecutables.contains($0.name) }.map(\\.name)
        while let name = toVisit.popLast() {
            guard reached.insert(name).inserted, let target = byName[name] else { continue }
            for dependency in target.dependencies {
                switch dependency {
                case let .targetItem(name, _), let .byNameItem(name, _): toVisit.append(name)
                default: break
                }
            }
        }
        package.targets.removeAll { !reached.contains($0.name) }
        package.products.removeAll { !keptExecutables.contains($0.name) }

        """
    }

    /// Makes `destination` hold what `source` holds: new and changed files written,
    /// files the source lacks removed, unchanged files left as they are.
    static func mirror(_ source: String, to destination: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        let wanted = Set(try manager.subpathsOfDirectory(atPath: source))
        for item in wanted.sorted() {
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: source + "/" + item, isDirectory: &isFolder)
            if isFolder.boolValue {
                try manager.createDirectory(atPath: destination + "/" + item, withIntermediateDirectories: true)
            } else if let data = manager.contents(atPath: source + "/" + item) {
                try writeIfChanged(data, to: destination + "/" + item)
            }
        }
        for item in try manager.subpathsOfDirectory(atPath: destination).sorted(by: >) where !wanted.contains(item) {
            try? manager.removeItem(atPath: destination + "/" + item)
        }
    }

    static func writeIfChanged(_ data: Data, to path: String) throws {
        if FileManager.default.contents(atPath: path) == data { return }
        try data.write(to: URL(fileURLWithPath: path))
    }
}
