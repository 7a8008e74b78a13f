import Foundation
import SnapshotCore

/// Where each module's files appear inside the Linux package. A team's module is a folder
/// of links to its own folders (so its files stay where they are, and new files join it),
/// beside copies of the files the iOS build edits; a third-party module is a copy of its
/// package's target folder, at the pinned version.
struct TargetLayout {
    /// The Linux package's folder.
    let root: String
    let repository: String

    /// The target, and the entries it adds to the tree.
    func lay(_ resolved: ModuleResolver.Resolved, tree: inout GeneratedTree, report: inout AdoptionReport) -> PlannedTarget {
        let module = resolved.module
        if case let .thirdParty(identity, _) = module.origin {
            return layThirdParty(resolved, identity: identity, tree: &tree)
        }
        let path = (module.isTests ? "Tests/" : "Sources/") + module.name
        // Each folder shows under its own name; two of one name get a number.
        var linkNames: [String: String] = [:]
        var used: Set<String> = []
        for folder in module.folders {
            var name = FilePath.lastComponent(of: folder)
            var number = 2
            while used.contains(name) || name == Self.editedFolder || name == Self.generatedFolder {
                name = "\(FilePath.lastComponent(of: folder))-\(number)"
                number += 1
            }
            used.insert(name)
            linkNames[folder] = name
            tree.link(path + "/" + name, to: folder, root: root)
        }
        func shown(_ file: String) -> String? {
            for folder in module.folders {
                if file == folder { return linkNames[folder] }
                if file.hasPrefix(folder + "/") { return linkNames[folder]! + "/" + FilePath.relative(file, to: folder) }
            }
            return nil
        }

        // Files compiled from an edited copy, and files whose name another file of the
        // module already has: one module cannot compile two files of one name, so the
        // second is shown under its folder's path.
        var exclude: [String] = []
        var extra: [String] = []
        var names: Set<String> = []
        for file in resolved.keptFiles {
            let isDuplicate = !names.insert(FilePath.lastComponent(of: file)).inserted
            guard resolved.rewritten[file] != nil || isDuplicate else { continue }
            let relative = shown(file) ?? FilePath.lastComponent(of: file)
            let copy = Self.editedFolder + "/" + (isDuplicate ? relative.replacingOccurrences(of: "/", with: "_") : relative)
            if let text = resolved.rewritten[file] {
                tree.add(path + "/" + copy, .file(text))
            } else {
                tree.link(path + "/" + copy, to: file, root: root)
            }
            exclude.append(relative)
            extra.append(copy)
        }

        let kept = Set(resolved.keptFiles)
        let resources = module.resources.compactMap { resource -> AdoptedModule.Resource? in
            shown(resource.path).map { AdoptedModule.Resource(rule: resource.rule, path: $0, localization: resource.localization) }
        }
        let resourcePaths = Set(module.resources.map(\.path))
        var sources: [String]?
        if module.listsFiles {
            sources = (resolved.keptFiles.compactMap { file in exclude.contains(shown(file) ?? "") ? nil : shown(file) } + extra).sorted()
            exclude = []
        } else if module.isSwift {
            // Everything in the folders that is not compiled and not a resource.
            let walk = FolderWalk(skipped: [root])
            for folder in module.folders {
                exclude += excluded(under: folder, walk: walk) { file in
                    !kept.contains(file) && !resourcePaths.contains { file == $0 || file.hasPrefix($0 + "/") }
                }.compactMap(shown)
            }
        }
        var dependencies = resolved.dependencies
        if let options = module.assetSymbols, let generated = AssetSymbols.file(for: module.folders, options: options, walk: FolderWalk(skipped: [root])) {
            dependencies = Array(Set(dependencies).union(AssetSymbols.imports.map { .ours($0) })).sorted()
            tree.add(path + "/" + Self.generatedFolder + "/GeneratedAssetSymbols.swift", .file(generated.text))
            if sources != nil { sources!.append(Self.generatedFolder + "/GeneratedAssetSymbols.swift") }
            report.note("\(module.name): Xcode's asset symbols for \(generated.count) colors and images are generated (\(Self.generatedFolder)/GeneratedAssetSymbols.swift), as Xcode generates them.")
        }
        return PlannedTarget(
            name: module.name,
            type: module.type,
            path: path,
            sources: sources,
            exclude: Array(Set(exclude)).sorted(),
            resources: resources,
            dependencies: dependencies,
            swiftSettings: module.swiftSettings,
            cSettings: module.cSettings,
            linkerSettings: module.linkerSettings,
            publicHeadersPath: module.publicHeadersPath,
            importsFoundationAsOnIOS: resolved.importsFoundationAsOnIOS,
            origin: describe(module)
        )
    }

    /// Copies of files the iOS build edits, and of files renamed to stay unique.
    static let editedFolder = "_iOSBuild"
    /// Files Xcode generates for the target: its asset symbols.
    static let generatedFolder = "_Generated"

    private func layThirdParty(_ resolved: ModuleResolver.Resolved, identity: String, tree: inout GeneratedTree) -> PlannedTarget {
        let module = resolved.module
        let folder = module.folders[0]
        let path: String
        if identity == StandIns.identity {
            // `…/Sources/ThirdParty/Frameworks/Lottie` → `ThirdParty/text-snapshot-testing-stand-ins/Lottie`.
            path = "ThirdParty/\(identity)/\(module.name)"
        } else {
            // `…/checkouts/nuke-12.9.0/Sources/NukeUI` → `ThirdParty/nuke/Sources/NukeUI`.
            let checkout = module.folders[0].components(separatedBy: "/").prefix { !$0.hasPrefix(identity + "-") }.count
            let packageRoot = module.folders[0].components(separatedBy: "/").prefix(checkout + 1).joined(separator: "/")
            path = "ThirdParty/\(identity)/" + FilePath.relative(folder, to: packageRoot)
        }
        for file in FolderWalk.allFiles(in: folder) {
            let relative = path + "/" + FilePath.relative(file, to: folder)
            if let text = resolved.rewritten[file] {
                tree.add(relative, .file(text))
            } else {
                tree.add(relative, .copy(file))
            }
        }
        return PlannedTarget(
            name: module.name,
            type: module.type,
            path: path,
            sources: nil,
            exclude: [],
            resources: module.resources.map { AdoptedModule.Resource(rule: $0.rule, path: FilePath.relative($0.path, to: folder), localization: $0.localization) },
            dependencies: resolved.dependencies,
            swiftSettings: module.swiftSettings,
            cSettings: module.cSettings,
            linkerSettings: module.linkerSettings,
            publicHeadersPath: module.publicHeadersPath,
            importsFoundationAsOnIOS: resolved.importsFoundationAsOnIOS,
            origin: describe(module)
        )
    }

    /// The largest folders and files under `folder` that hold nothing `keep` keeps.
    private func excluded(under folder: String, walk: FolderWalk, where excludes: (String) -> Bool) -> [String] {
        let files = walk.files(in: folder)
        var result: [String] = []
        func visit(_ path: String, _ files: [String]) {
            if files.allSatisfy(excludes) {
                result.append(path)
                return
            }
            // Group by the next path component.
            var children: [String: [String]] = [:]
            for file in files {
                let rest = FilePath.relative(file, to: path)
                let first = rest.split(separator: "/").first.map(String.init) ?? rest
                children[FilePath.join(path, first), default: []].append(file)
            }
            for (child, childFiles) in children.sorted(by: { $0.key < $1.key }) where child != path {
                if childFiles == [child] {
                    if excludes(child) { result.append(child) }
                } else {
                    visit(child, childFiles)
                }
            }
        }
        guard !files.isEmpty else { return [] }
        visit(folder, files)
        // Folders that hold other packages, which a walk does not enter.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let child = FilePath.join(folder, name)
            if FileManager.default.fileExists(atPath: FilePath.join(child, "Package.swift")) { result.append(child) }
        }
        return result.filter { $0 != folder }
    }

    private func describe(_ module: AdoptedModule) -> String {
        switch module.origin {
        case let .xcode(project, kind): "the Xcode target \(module.name) (\(kind.description)) of \(project)"
        case let .localPackage(folder): "\(module.name) of the package \(folder)"
        case .thirdParty(StandIns.identity, _): "\(module.name): this package's stand-in for a library that cannot build on Linux, copied from its Sources/ThirdParty"
        case let .thirdParty(identity, version): "\(module.name) of \(identity) \(version), over a copy of its unmodified sources"
        case .folder: "the folder \(module.folders.map { FilePath.relative($0, to: repository) }.joined(separator: ", "))"
        }
    }
}

extension XcodeProject.Kind {
    var description: String {
        switch self {
        case .application: "app"
        case .framework: "framework"
        case .library: "library"
        case .unitTests: "unit tests"
        case .uiTests: "UI tests"
        case .appExtension: "app extension"
        case .other: "other"
        }
    }
}
