import SnapshotCore

/// A package's targets as modules of the Linux package, over the package's own folders:
/// a team's local package, or a third-party package whose sources need this package's
/// `SwiftUI` or `UIKit` but whose manifest does not say so.
enum PackageModules {
    static func modules(of manifest: PackageManifest, origin: AdoptedModule.Origin, only wanted: Set<String>? = nil, walk: FolderWalk, report: inout AdoptionReport) -> [AdoptedModule] {
        let targetNames = Set(manifest.targets.map(\.name))
        var modules: [AdoptedModule] = []
        for target in manifest.targets where wanted?.contains(target.name) ?? true {
            let folder = FilePath.absolute(target.path, relativeTo: manifest.root)
            switch target.type {
            case "plugin":
                report.leftOut("\(manifest.name)/\(target.name)", because: "a package plugin: it runs in Xcode's or SwiftPM's build, and no module imports it")
                continue
            case "binary":
                report.leftOut("\(manifest.name)/\(target.name)", because: "a binary framework (an .xcframework) builds for Apple's systems only")
                continue
            case "system":
                report.leftOut("\(manifest.name)/\(target.name)", because: "a system library target: declare it in the Linux package by hand if Linux has the library")
                continue
            default:
                break
            }
            let excluded = target.exclude.map { FilePath.absolute($0, relativeTo: folder) }
            var files: [String]
            if let sources = target.sources {
                files = sources.flatMap { source -> [String] in
                    let path = FilePath.absolute(source, relativeTo: folder)
                    let found = walk.files(in: path)
                    return found.isEmpty ? [path] : found
                }
            } else {
                files = walk.files(in: folder)
            }
            files = files.filter { file in !excluded.contains { file == $0 || file.hasPrefix($0 + "/") } }
            let swiftFiles = files.filter(FolderWalk.isSwift)
            let isSwift = !files.contains(where: FolderWalk.isOtherSource)
            var module = AdoptedModule(
                name: target.name,
                type: target.type == "test" ? .test : target.type == "executable" ? .executable : target.type == "macro" ? .macro : .regular,
                origin: origin,
                folders: [folder],
                files: isSwift ? swiftFiles : files,
                listsFiles: false
            )
            module.isSwift = isSwift
            module.resources = target.resources.map { AdoptedModule.Resource(rule: $0.rule, path: FilePath.absolute($0.path, relativeTo: folder), localization: $0.localization) }
            module.declaredDependencies = target.dependencies.map { dependency in
                switch dependency {
                case let .target(name, condition):
                    return .module(name, condition: condition)
                case let .byName(name, condition):
                    return targetNames.contains(name) ? .module(name, condition: condition) : .product(name, package: packageLocation(named: name, in: manifest), condition: condition)
                case let .product(name, package, condition):
                    return .product(name, package: package.flatMap { packageLocation(named: $0, in: manifest) } ?? package, condition: condition)
                }
            }
            module.swiftSettings = target.swiftSettings
            if !target.swiftSettings.contains(where: { $0.hasPrefix(".swiftLanguageMode") }) {
                module.swiftSettings.insert(".swiftLanguageMode(.\(PackageManifest.languageModeCase(manifest.languageMode)))", at: 0)
            }
            module.cSettings = target.cSettings
            module.linkerSettings = target.linkerSettings
            module.publicHeadersPath = target.publicHeadersPath
            module.flags.formUnion(defines(in: target.swiftSettings))
            modules.append(module)
        }
        return modules
    }

    /// A package named in a target dependency, by identity or by `.package(name:)`: its URL
    /// or folder.
    static func packageLocation(named name: String, in manifest: PackageManifest) -> String? {
        let dependency = manifest.dependencies.first { $0.identity == name.lowercased() || $0.name == name }
            ?? manifest.dependencies.first { PackagePins.identity(of: $0.url ?? $0.path ?? "") == name.lowercased() }
        return dependency?.path ?? dependency?.url
    }

    /// `.define("X")`, and `.define("X", .when(platforms: [.iOS]))`: defined in the iOS build.
    static func defines(in settings: [String]) -> Set<String> {
        var flags: Set<String> = []
        for setting in settings where setting.hasPrefix(".define(\"") {
            let name = setting.dropFirst(".define(\"".count).prefix { $0 != "\"" }
            let condition = setting.dropFirst(".define(\"".count + name.count)
            if condition.contains("configuration: .release") { continue }
            if condition.contains("platforms:"), !condition.contains(".iOS"), !condition.contains(".linux") { continue }
            flags.insert(String(name))
        }
        return flags
    }
}
