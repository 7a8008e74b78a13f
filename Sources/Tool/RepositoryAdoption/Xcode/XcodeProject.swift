import Foundation
import SnapshotCore

/// What an Xcode project says of its targets, read from `project.pbxproj`: their sources
/// (files in groups, or Xcode 16's synchronized folders), build settings for the Debug
/// configuration, the package products they link and the targets they depend on.
struct XcodeProject {
    /// `…/App.xcodeproj`.
    let path: String
    /// The folder paths in the project are relative to (SRCROOT).
    let sourceRoot: String
    let targets: [Target]
    /// Remote packages the project references: their URLs and requirements.
    let remotePackages: [RemotePackage]
    /// Folders of local packages the project references (absolute).
    let localPackages: [String]

    struct Target {
        let name: String
        let kind: Kind
        /// The module its files form: PRODUCT_MODULE_NAME, else PRODUCT_NAME made an identifier.
        let moduleName: String
        /// Source files listed in its build phase (absolute).
        let sourceFiles: [String]
        /// Synchronized folders (absolute) and the files in each that are not the target's.
        let folders: [SynchronizedFolder]
        let settings: BuildSettings
        /// Package products it links.
        let packageProducts: [PackageProduct]
        /// Targets of the same project it depends on, by name.
        let dependencies: [String]
        /// For tests: the app whose module they test (TEST_HOST, BUNDLE_LOADER or TEST_TARGET_NAME).
        let testedTarget: String?
    }

    enum Kind: String {
        case application, framework, library, unitTests, uiTests, appExtension, other

        init(productType: String) {
            switch productType {
            case "com.apple.product-type.application", "com.apple.product-type.application.watchapp2-container", "com.apple.product-type.application.on-demand-install-capable":
                self = .application
            case "com.apple.product-type.framework", "com.apple.product-type.framework.static":
                self = .framework
            case "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic":
                self = .library
            case "com.apple.product-type.bundle.unit-test":
                self = .unitTests
            case "com.apple.product-type.bundle.ui-testing":
                self = .uiTests
            case let type where type.hasPrefix("com.apple.product-type.app-extension") || type.hasPrefix("com.apple.product-type.extensionkit-extension"):
                self = .appExtension
            default:
                self = .other
            }
        }

        var isTests: Bool { self == .unitTests || self == .uiTests }
    }

    struct SynchronizedFolder: Equatable {
        let path: String
        /// Paths relative to the folder.
        let excluded: Set<String>
    }

    struct PackageProduct: Equatable {
        let product: String
        /// nil: a local package found in the project's folders, by its product's name.
        let package: PackageReference?
    }

    enum PackageReference: Equatable {
        case remote(url: String)
        case local(path: String)
    }

    struct RemotePackage: Equatable {
        let url: String
        /// `from: "1.2.0"`, `exact: …`, `branch: …`: as written in Swift for a manifest.
        let requirement: [String: String]
    }
}

extension XcodeProject {
    /// Reads `project.pbxproj` inside the `.xcodeproj` folder at `path`.
    init(path: String) throws(AdoptionError) {
        let objects = try ProjectObjects(contentsOf: FilePath.join(path, "project.pbxproj"))
        guard let project = objects[objects.rootObject] else {
            throw .unreadable(path, "its root object is missing")
        }
        let projectFolder = FilePath.directory(of: path)
        let sourceRoot = FilePath.absolute(project.string("projectDirPath") ?? "", relativeTo: projectFolder)
        let paths = FilePaths(objects: objects, sourceRoot: sourceRoot, mainGroup: project.string("mainGroup"))

        var remotePackages: [RemotePackage] = []
        var localPackages: [String] = []
        for id in project.strings("packageReferences") {
            guard let reference = objects[id] else { continue }
            if let url = reference.string("repositoryURL") {
                remotePackages.append(RemotePackage(url: url, requirement: reference.dictionary("requirement").compactMapValues { $0 as? String }))
            } else if let relative = reference.string("relativePath") ?? reference.string("path") {
                localPackages.append(FilePath.absolute(relative, relativeTo: sourceRoot))
            }
        }

        let projectSettings = Self.configuration(objects, list: project.string("buildConfigurationList"), paths: paths)
        var targetNames: [String: String] = [:]
        for id in project.strings("targets") { targetNames[id] = objects[id]?.string("name") }
        // Files a synchronized folder adds to a target that does not hold the folder.
        var addedFiles: [String: [String]] = [:]
        for id in project.strings("targets") {
            for folderID in objects[id]?.strings("fileSystemSynchronizedGroups") ?? [] {
                let folder = paths.path(of: folderID) ?? ""
                for exceptionID in objects[folderID]?.strings("exceptions") ?? [] {
                    guard let exception = objects[exceptionID], let other = exception.string("target"), other != id else { continue }
                    addedFiles[other, default: []] += exception.strings("membershipExceptions").map { FilePath.join(folder, $0) }
                }
            }
        }

        var targets: [Target] = []
        for id in project.strings("targets") {
            guard let target = objects[id], target.string("isa") == "PBXNativeTarget", let name = target.string("name") else { continue }
            let targetSettings = Self.configuration(objects, list: target.string("buildConfigurationList"), paths: paths)
            let settings = BuildSettings(
                levels: [projectSettings.file, projectSettings.settings, targetSettings.file, targetSettings.settings],
                builtIn: ["TARGET_NAME": name, "PRODUCT_NAME": name, "SRCROOT": sourceRoot, "PROJECT_DIR": sourceRoot, "SOURCE_ROOT": sourceRoot, "CONFIGURATION": "Debug"]
            )
            var sourceFiles: [String] = []
            var products: [PackageProduct] = []
            for phaseID in target.strings("buildPhases") {
                guard let phase = objects[phaseID] else { continue }
                for buildFileID in phase.strings("files") {
                    guard let buildFile = objects[buildFileID] else { continue }
                    if phase.string("isa") == "PBXSourcesBuildPhase", let fileID = buildFile.string("fileRef"), let file = paths.path(of: fileID) {
                        sourceFiles.append(file)
                    }
                }
            }
            for productID in target.strings("packageProductDependencies") {
                guard let dependency = objects[productID], let product = dependency.string("productName") else { continue }
                var reference: PackageReference?
                if let packageID = dependency.string("package"), let package = objects[packageID] {
                    if let url = package.string("repositoryURL") {
                        reference = .remote(url: url)
                    } else if let relative = package.string("relativePath") ?? package.string("path") {
                        reference = .local(path: FilePath.absolute(relative, relativeTo: sourceRoot))
                    }
                }
                // `plugin:Name`: a build tool plugin, nothing a module imports.
                guard !product.hasPrefix("plugin:") else { continue }
                products.append(PackageProduct(product: product, package: reference))
            }
            let folders: [SynchronizedFolder] = target.strings("fileSystemSynchronizedGroups").compactMap { folderID in
                guard let folder = paths.path(of: folderID) else { return nil }
                let excluded = (objects[folderID]?.strings("exceptions") ?? []).flatMap { exceptionID -> [String] in
                    guard let exception = objects[exceptionID], exception.string("target") == id else { return [] }
                    return exception.strings("membershipExceptions")
                }
                return SynchronizedFolder(path: folder, excluded: Set(excluded))
            }
            let dependencies = target.strings("dependencies").compactMap { objects[$0]?.string("target").flatMap { targetNames[$0] } }
            let kind = Kind(productType: target.string("productType") ?? "")
            let moduleName = settings["PRODUCT_MODULE_NAME"].map(BuildSettings.identifier) ?? BuildSettings.identifier(settings["PRODUCT_NAME"] ?? name)
            targets.append(Target(
                name: name,
                kind: kind,
                moduleName: moduleName,
                sourceFiles: sourceFiles + (addedFiles[id] ?? []),
                folders: folders,
                settings: settings,
                packageProducts: products,
                dependencies: dependencies,
                testedTarget: kind.isTests ? Self.testedTarget(settings, dependencies: dependencies, names: Array(targetNames.values)) : nil
            ))
        }
        self.init(path: path, sourceRoot: sourceRoot, targets: targets, remotePackages: remotePackages, localPackages: localPackages)
    }

    /// `$(BUILT_PRODUCTS_DIR)/App.app/App` → `App`; else the one app the tests depend on.
    private static func testedTarget(_ settings: BuildSettings, dependencies: [String], names: [String]) -> String? {
        if let target = settings["TEST_TARGET_NAME"], !target.isEmpty { return target }
        for key in ["TEST_HOST", "BUNDLE_LOADER"] {
            guard let host = settings[key], !host.isEmpty else { continue }
            let app = host.split(separator: "/").first { $0.hasSuffix(".app") }.map { String($0.dropLast(4)) }
            if let app, names.contains(app) { return app }
            if let app { return names.first { BuildSettings.identifier($0) == BuildSettings.identifier(app) } ?? app }
        }
        return dependencies.first
    }

    /// The Debug configuration's settings in a configuration list, and its `.xcconfig`'s.
    private static func configuration(_ objects: ProjectObjects, list: String?, paths: FilePaths) -> (file: [String: String], settings: [String: String]) {
        guard let list, let configurations = objects[list]?.strings("buildConfigurations") else { return ([:], [:]) }
        let named = configurations.compactMap { id in objects[id].map { (id, $0.string("name") ?? "") } }
        let chosen = named.first { $0.1 == "Debug" } ?? named.first { $0.1.localizedCaseInsensitiveContains("debug") }
            ?? named.first { $0.1 == objects[list]?.string("defaultConfigurationName") } ?? named.first
        guard let chosen, let configuration = objects[chosen.0] else { return ([:], [:]) }
        var file: [String: String] = [:]
        if let reference = configuration.string("baseConfigurationReference"), let path = paths.path(of: reference) {
            file = XCConfigFile.read(path)
        } else if let anchor = configuration.string("baseConfigurationReferenceAnchor"), let folder = paths.path(of: anchor),
                  let relative = configuration.string("baseConfigurationReferenceRelativePath") {
            file = XCConfigFile.read(FilePath.join(folder, relative))
        }
        let settings = configuration.dictionary("buildSettings").compactMapValues(BuildSettings.value)
        return (file, settings)
    }
}

/// Where each file reference and group of a project lies on disk: a reference's path is
/// relative to its group, to the project's folder, or absolute, as its `sourceTree` says.
private struct FilePaths {
    let objects: ProjectObjects
    let sourceRoot: String
    private var resolved: [String: String] = [:]

    init(objects: ProjectObjects, sourceRoot: String, mainGroup: String?) {
        self.objects = objects
        self.sourceRoot = sourceRoot
        if let mainGroup { visit(mainGroup, parent: sourceRoot) }
    }

    func path(of id: String) -> String? {
        if let path = resolved[id] { return path }
        // Not under the main group: only paths that do not need a parent resolve.
        guard let object = objects[id] else { return nil }
        return Self.resolve(object, parent: sourceRoot, sourceRoot: sourceRoot)
    }

    private mutating func visit(_ id: String, parent: String) {
        guard let object = objects[id], let path = Self.resolve(object, parent: parent, sourceRoot: sourceRoot) else { return }
        resolved[id] = path
        for child in object.strings("children") { visit(child, parent: path) }
    }

    private static func resolve(_ object: [String: Any], parent: String, sourceRoot: String) -> String? {
        let path = object.string("path")
        switch object.string("sourceTree") ?? "<group>" {
        case "<group>": return path.map { FilePath.absolute($0, relativeTo: parent) } ?? parent
        case "SOURCE_ROOT": return path.map { FilePath.absolute($0, relativeTo: sourceRoot) } ?? sourceRoot
        case "<absolute>": return path.map(FilePath.normalize)
        default: return nil
        }
    }
}
