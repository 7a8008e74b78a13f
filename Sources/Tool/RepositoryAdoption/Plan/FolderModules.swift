import Foundation
import SnapshotCore

/// A repository with no Xcode project committed (it is generated, or the sources are
/// all there is): each top-level folder of Swift files is a module, named by the folder,
/// and a folder of tests tests the module its files `@testable import`.
enum FolderModules {
    static func modules(repository: String, walk: FolderWalk, report: inout AdoptionReport) -> [AdoptedModule] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: repository))?.sorted() ?? []
        var candidates: [(folder: String, files: [String], isTests: Bool, isUITests: Bool)] = []
        for name in names where !name.hasPrefix(".") && !FolderWalk.ignoredFolderNames.contains(name) && !FolderWalk.isBundle(name) {
            let folder = FilePath.join(repository, name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
                  !walk.skipped.contains(folder),
                  !FileManager.default.fileExists(atPath: FilePath.join(folder, "Package.swift")) else { continue }
            let files = walk.files(in: folder).filter(FolderWalk.isSwift)
            guard !files.isEmpty else { continue }
            let sources = files.compactMap { try? SwiftSource(contentsOf: $0) }
            let testing = sources.filter { $0.imports.contains { $0.module == "XCTest" || $0.module == "Testing" } }.count
            let lower = name.lowercased()
            let isUITests = lower.hasSuffix("uitests") || sources.contains { $0.drivesApplication } && lower.contains("test")
            let isTests = isUITests || lower.hasSuffix("tests") || lower.hasSuffix("test") || lower.hasSuffix("specs") || testing * 2 > sources.count
            candidates.append((folder, files, isTests, isUITests))
        }
        var modules = candidates.map { candidate in
            var module = AdoptedModule(
                name: BuildSettings.identifier(FilePath.lastComponent(of: candidate.folder)),
                type: candidate.isTests ? .test : .regular,
                origin: .folder,
                folders: [candidate.folder],
                files: candidate.files,
                listsFiles: false
            )
            // Xcode's language mode for an app target, and what it would pass in Debug.
            module.swiftSettings = [".swiftLanguageMode(.v5)"]
            return module
        }
        // Tests name the module they test; a lone app folder is named after it.
        let apps = modules.indices.filter { !modules[$0].isTests }
        let known = Set(modules.map(\.name))
        for index in modules.indices where modules[index].isTests {
            let sources = modules[index].files.compactMap { try? SwiftSource(contentsOf: $0) }
            let tested = sources.flatMap(\.imports).filter(\.isTestable).map(\.module)
            guard let module = mostCommon(tested) else { continue }
            if !known.contains(module), !OfferedModules.isOffered(module), apps.count == 1 {
                report.note("\(report.display(modules[apps[0]].folders[0])) is the module \(module): its tests import it by that name.")
                modules[apps[0]].name = module
            }
            modules[index].testedModule = module
        }
        if !modules.isEmpty {
            report.note("No Xcode project: each top-level folder of Swift files is a module, built in Swift 5 mode as Xcode builds an app by default.")
        }
        return modules
    }

    private static func mostCommon(_ names: [String]) -> String? {
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }
}
