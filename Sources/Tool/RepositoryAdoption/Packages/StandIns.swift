import Foundation
import SnapshotCore

/// This package's stand-ins for third-party libraries that cannot build on Linux (its
/// `Sources/ThirdParty` package). Adoption copies those a repository uses into the Linux
/// package, as targets of its own under the libraries' names: were they targets of this
/// package, every team depending on it would have those names taken in its package graph.
enum StandIns {
    /// The folder the copies go to, under `ThirdParty/`, as a rebuilt package's do.
    static let identity = "text-snapshot-testing-stand-ins"

    /// The stand-ins' package in this checkout: the tool runs from it (`swift run
    /// --package-path … snapshots init`), so its sources are where they were compiled from.
    static var packageRoot: String {
        var folder = FilePath.directory(of: #filePath)
        while folder != "/", !FileManager.default.fileExists(atPath: folder + "/Sources/ThirdParty/Package.swift") {
            folder = FilePath.directory(of: folder)
        }
        return folder + "/Sources/ThirdParty"
    }

    /// The folder of the stand-in `name`: `Platform/` holds those that need no view of
    /// SwiftUI's, `Frameworks/` those that do.
    static func folder(of name: String, in root: String = packageRoot) -> String? {
        ["Platform", "Frameworks"].map { "\(root)/\($0)/\(name)" }.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The modules of the stand-ins named, and of those they import in turn, in name order;
    /// nil when this checkout does not hold one of them.
    static func modules(for names: Set<String>, in root: String = packageRoot) -> [AdoptedModule]? {
        var wanted = names.sorted()
        var modules: [String: AdoptedModule] = [:]
        while let name = wanted.popLast() {
            guard modules[name] == nil else { continue }
            guard let folder = folder(of: name, in: root) else { return nil }
            let files = FolderWalk.allFiles(in: folder).filter(FolderWalk.isSwift).sorted()
            modules[name] = AdoptedModule(name: name, type: .regular, origin: .thirdParty(identity: identity, version: ""), folders: [folder], files: files, listsFiles: false)
            for file in files {
                guard let source = try? SwiftSource(contentsOf: file) else { continue }
                wanted += source.imports.map(\.module).filter { OfferedModules.standIns.contains($0) && modules[$0] == nil }
            }
        }
        return modules.keys.sorted().compactMap { modules[$0] }
    }
}
