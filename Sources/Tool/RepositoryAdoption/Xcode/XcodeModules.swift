import SnapshotCore

/// An Xcode project's targets as modules of the Linux package: each over its own files,
/// where they are, with the settings Xcode builds it with.
enum XcodeModules {
    static func modules(of project: XcodeProject, walk: FolderWalk, report: inout AdoptionReport) -> [AdoptedModule] {
        let projectName = FilePath.lastComponent(of: project.path)
        let modulesByTarget = Dictionary(project.targets.map { ($0.name, $0.moduleName) }, uniquingKeysWith: { first, _ in first })
        var modules: [AdoptedModule] = []
        for target in project.targets {
            guard target.kind != .other else {
                report.leftOut(target.name, because: "an Xcode target of a kind Linux does not build (neither an app, a framework, a library, an extension nor tests)")
                continue
            }
            var files = target.sourceFiles
            for folder in target.folders {
                files += walk.files(in: folder.path).filter { !folder.excluded.contains(FilePath.relative($0, to: folder.path)) }
            }
            let others = files.filter(FolderWalk.isOtherSource)
            if !others.isEmpty {
                report.leftOut(others.map { report.display($0) }.joined(separator: ", "), because: "Objective-C, C and Metal sources of \(target.name) are not adopted: only its Swift files build here")
            }
            let swiftFiles = Array(Set(files.filter(FolderWalk.isSwift))).sorted()
            guard !swiftFiles.isEmpty else {
                report.leftOut(target.name, because: "the Xcode target has no Swift file")
                continue
            }
            let folders = target.folders.isEmpty
                ? topFolders(of: swiftFiles, sourceRoot: project.sourceRoot)
                : target.folders.map(\.path) + topFolders(of: target.sourceFiles.filter(FolderWalk.isSwift), sourceRoot: project.sourceRoot)
            var module = AdoptedModule(
                name: target.moduleName,
                type: target.kind.isTests ? .test : .regular,
                origin: .xcode(project: projectName, kind: target.kind),
                folders: mergeNested(folders),
                files: swiftFiles,
                listsFiles: target.folders.isEmpty
            )
            module.drivesApplication = target.kind == .uiTests
            module.swiftSettings = XcodeSwiftSettings.settings(target.settings)
            module.flags.formUnion(XcodeSwiftSettings.compilationConditions(target.settings))
            module.declaredDependencies = target.packageProducts.map { product in
                let package: String? = switch product.package {
                case let .remote(url): url
                case let .local(path): path
                case nil: nil
                }
                return .product(product.product, package: package, condition: nil)
            } + target.dependencies.compactMap { name in
                guard let dependency = modulesByTarget[name], dependency != target.moduleName else { return nil }
                // A test bundle's host app is reached by `@testable import`: its own dependency.
                return .module(dependency, condition: nil)
            }
            if let tested = target.testedTarget {
                module.testedModule = modulesByTarget[tested] ?? BuildSettings.identifier(tested)
            }
            modules.append(module)
        }
        return modules
    }

    /// The folders to show a target's listed files through: for each file, the folder just
    /// below the project's folder that holds it; a file right in the project's folder
    /// stands alone; a file outside it, its own folder.
    static func topFolders(of files: [String], sourceRoot: String) -> [String] {
        var folders: Set<String> = []
        for file in files {
            let relative = FilePath.relative(file, to: sourceRoot)
            if relative == file {
                folders.insert(FilePath.directory(of: file))
            } else if let slash = relative.firstIndex(of: "/") {
                folders.insert(FilePath.join(sourceRoot, String(relative[..<slash])))
            } else {
                folders.insert(file)
            }
        }
        return folders.sorted()
    }

    /// Drops a folder that lies inside another of the list.
    static func mergeNested(_ folders: [String]) -> [String] {
        let unique = Array(Set(folders)).sorted()
        return unique.filter { folder in !unique.contains { $0 != folder && folder.hasPrefix($0 + "/") } }
    }
}
