import Foundation
import SnapshotCore

/// Adopts a repository: reads its Xcode projects, its own packages and the third-party
/// packages it pins, and makes the Linux package that builds its screens and runs its
/// tests over this package, without changing a file of the repository.
public struct RepositoryAdoption {
    public struct Options: Sendable {
        /// The repository's folder (absolute).
        public var repository: String
        /// The Linux package's folder (absolute); `Linux/` in the repository by default.
        public var output: String
        /// How the Linux package depends on this package.
        public var dependency: Dependency
        /// Whether third-party packages are fetched to read their sources.
        public var fetches: Bool
        public var environment: [String: String]

        public init(repository: String, output: String? = nil, dependency: Dependency, fetches: Bool = true, environment: [String: String]) {
            self.repository = FilePath.normalize(repository)
            self.output = output.map { FilePath.absolute($0, relativeTo: repository) } ?? FilePath.join(FilePath.normalize(repository), "Linux")
            self.dependency = dependency
            self.fetches = fetches
            self.environment = environment
        }
    }

    /// This package, as the Linux package names it.
    public enum Dependency: Sendable, Equatable {
        /// A folder on this machine (absolute): written relative to the Linux package.
        case path(String)
        /// A URL and a requirement in Swift (`branch: "main"`, `from: "1.0.0"`).
        case url(String, requirement: String)
    }

    public let options: Options
    public private(set) var report: AdoptionReport
    var tree = GeneratedTree()

    /// Reads the repository and plans the Linux package; nothing is written yet.
    public init(_ options: Options) throws(AdoptionError) {
        self.options = options
        report = AdoptionReport(repository: options.repository)
        try plan()
    }

    /// Writes the Linux package.
    public func write() throws(AdoptionError) {
        try tree.write(to: options.output)
    }

    /// What differs between the Linux package on disk and the one the repository makes
    /// now: empty when it is up to date.
    public func differences() -> [String] {
        tree.differences(in: options.output)
    }

    // MARK: - Planning

    private mutating func plan() throws(AdoptionError) {
        let repository = options.repository
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: repository, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .invalid("\(repository) is not a folder. Run `snapshots init` at your repository's root, or pass its path.")
        }
        guard options.output != repository, !repository.hasPrefix(options.output + "/") else {
            throw .invalid("the Linux package cannot be the repository itself (\(options.output)). Choose a folder inside it with --output.")
        }
        let toolchain = SwiftToolchain(environment: options.environment)
        let walk = FolderWalk(skipped: [options.output])
        let found = Self.find(in: repository, walk: walk)

        // The team's packages, and their products.
        var modules: [AdoptedModule] = []
        var localProducts: [String: [String: [String]]] = [:]
        var resolvedFiles = found.resolved
        // What the projects and manifests ask of packages nothing pins.
        var requirements = Self.requirements(found.projects)
        // The projects' targets first: where a package's target has an app target's name,
        // the app target is the module (a package at the root that Xcode does not use).
        for project in found.projects {
            let xcode = try XcodeProject(path: project)
            modules += XcodeModules.modules(of: xcode, walk: walk, report: &report).map { module in
                var module = module
                if let target = xcode.targets.first(where: { $0.moduleName == module.name }), !module.isTests {
                    module.assetSymbols = Self.assetSymbolOptions(target.settings)
                }
                return module
            }
        }
        for root in found.packages {
            let manifest: PackageManifest
            do {
                manifest = try PackageManifest.load(root: root, swift: toolchain)
            } catch {
                report.leftOut(report.display(FilePath.join(root, "Package.swift")), because: "\(error.description) Fix the manifest so that `swift package dump-package` reads it.")
                continue
            }
            var products: [String: [String]] = [:]
            for product in manifest.products { products[product.name] = product.targets }
            localProducts[root] = products
            for dependency in manifest.dependencies {
                guard let url = dependency.url, let requirement = dependency.requirement else { continue }
                requirements[PackagePins.identity(of: url)] = requirements[PackagePins.identity(of: url)] ?? requirement
            }
            var packageModules = PackageModules.modules(of: manifest, origin: .localPackage(report.display(root)), walk: walk, report: &report)
            for index in packageModules.indices where packageModules[index].isSwift && !packageModules[index].resources.isEmpty {
                packageModules[index].assetSymbols = AssetSymbols.Options(extensions: false, declaresResourceTypes: false)
            }
            modules += packageModules
            resolvedFiles.append(FilePath.join(root, "Package.resolved"))
        }
        let pins = try PackagePins(files: resolvedFiles)
        let fetcher = options.fetches ? PackageFetcher(toolchain: toolchain, cache: FilePath.join(options.output, ".build/snapshots-init/checkouts"), packageRoot: options.output) : nil
        if found.projects.isEmpty {
            let covered = found.packages
            let folderWalk = FolderWalk(skipped: walk.skipped.union(covered))
            let folderModules = FolderModules.modules(repository: repository, walk: folderWalk, report: &report)
            modules += PinnedProducts.link(folderModules, pins: pins, fetcher: fetcher, toolchain: toolchain, report: &report)
        }
        guard !modules.isEmpty else {
            throw .nothingToAdopt("\(repository) has no Xcode project, no Swift package and no folder of Swift files to adopt. Run `snapshots init` at your repository's root, or pass its path.")
        }
        modules = dedupe(modules)

        // Third-party packages the modules use.
        var needed: [String: (url: String, products: Set<String>, requirement: String?)] = [:]
        let localFolders = Set(localProducts.keys)
        for module in modules {
            for case let .product(name, package?, _) in module.declaredDependencies where !localFolders.contains(package) && !package.hasPrefix("/") {
                let identity = PackagePins.identity(of: package)
                needed[identity, default: (package, [], requirements[identity])].products.insert(name)
            }
        }
        let thirdParty = ThirdPartyPackages(needed: needed, pins: pins, fetcher: fetcher, toolchain: toolchain, walk: walk, report: &report)
        for package in thirdParty.packages.values.sorted(by: { $0.identity < $1.identity }) {
            modules += package.modules
        }
        modules += standInsForUnpinnedImports(of: modules, report: &report)
        modules = dedupe(modules)

        let resolver = ModuleResolver(thirdParty: thirdParty, localProducts: localProducts)
        let resolved = resolver.resolve(modules, report: &report)
        let layout = TargetLayout(root: options.output, repository: repository)
        var targets: [PlannedTarget] = []
        for module in resolved {
            targets.append(layout.lay(module, tree: &tree, report: &report))
            report.module(module.module.name, summary(of: module))
        }

        var remote: [(identity: String, declaration: String, comment: String)] = []
        let usedRemote = Set(targets.flatMap(\.dependencies).compactMap { dependency -> String? in
            if case let .remote(_, package) = dependency { return package } else { return nil }
        })
        for package in thirdParty.packages.values.sorted(by: { $0.identity < $1.identity }) {
            let version = package.pin?.description ?? "unpinned"
            switch package.kind {
            case .asPinned:
                report.package("\(package.identity) \(version)", "builds on Linux as it is: declared as pinned")
                if usedRemote.contains(package.identity) {
                    remote.append((package.identity, ".package(url: \"\(package.url)\", \(package.pin?.requirement ?? "branch: \"main\""))", "\(version), builds on Linux as it is"))
                }
            case let .rebuilt(reason):
                report.package("\(package.identity) \(version)", "declared again over a copy of its sources (ThirdParty/\(package.identity)): \(reason)")
            case let .standIn(reason):
                report.package("\(package.identity) \(version)", "this package's stand-in of \(package.products.sorted().joined(separator: ", ")), copied into ThirdParty/\(StandIns.identity): \(reason)")
            case .replaced:
                report.package("\(package.identity) \(version)", "replaced by this package's \(package.products.filter(OfferedModules.package.contains).sorted().joined(separator: ", ")), which writes text renders")
            case let .unavailable(reason):
                report.package("\(package.identity) \(version)", "cannot build on Linux (\(reason)): files importing \(package.products.sorted().joined(separator: ", ")) are left out")
            }
        }

        let (dependencyLine, identity) = dependencyDeclaration()
        let name = BuildSettings.identifier(FilePath.lastComponent(of: repository)) + "Linux"
        let manifest = ManifestWriter(packageDependency: dependencyLine, packageIdentity: identity, name: name, remotePackages: remote, targets: targets)
        tree.add("Package.swift", .file(manifest.text))
        tree.add(".gitignore", .file(".build/\n.swiftpm/\n"))
        if targets.contains(where: { $0.type == .test }) {
            report.note("Pending renders are written beside their references as *.new and *.new.colors: add both to your repository's .gitignore.")
        }
    }

    /// The stand-ins the team's files import where no pinned package brings the library
    /// (CocoaPods, a framework dropped into the project): copied as a pinned one's are.
    private func standInsForUnpinnedImports(of modules: [AdoptedModule], report: inout AdoptionReport) -> [AdoptedModule] {
        let present = Set(modules.map(\.name))
        var imported = Set<String>()
        for module in modules where module.origin.isTeams {
            for file in module.files {
                guard let source = try? SwiftSource(contentsOf: file) else { continue }
                imported.formUnion(source.imports.map(\.module).filter { OfferedModules.standIns.contains($0) && !present.contains($0) })
            }
        }
        guard !imported.isEmpty, let standIns = StandIns.modules(for: imported) else { return [] }
        report.note("\(imported.sorted().joined(separator: ", ")): imported, and pinned by no package here; this package's stand-ins are copied into ThirdParty/\(StandIns.identity).")
        return standIns.filter { !present.contains($0.name) }
    }

    /// Where the repository's projects and packages are, and every `Package.resolved`
    /// Xcode keeps (a workspace's, a project's — committed even where a generated project
    /// itself is not — or Tuist's).
    private static func find(in repository: String, walk: FolderWalk) -> (projects: [String], packages: [String], resolved: [String]) {
        var projects: [String] = []
        var packages: [String] = []
        var resolved: [String] = []
        func visit(_ folder: String, depth: Int) {
            guard depth < 8, !walk.skipped.contains(folder) else { return }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            if names.contains("Package.swift") {
                // A Linux package this command wrote (another `--output`) is not the team's.
                guard !ManifestWriter.wroteManifest(at: FilePath.join(folder, "Package.swift")) else { return }
                packages.append(folder)
            }
            for name in names where !name.hasPrefix(".") && !FolderWalk.ignoredFolderNames.contains(name) {
                let path = FilePath.join(folder, name)
                if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") {
                    if name.hasSuffix(".xcodeproj"), FileManager.default.fileExists(atPath: FilePath.join(path, "project.pbxproj")) { projects.append(path) }
                    let inside = name.hasSuffix(".xcodeproj") ? "project.xcworkspace/xcshareddata/swiftpm/Package.resolved" : "xcshareddata/swiftpm/Package.resolved"
                    if FileManager.default.fileExists(atPath: FilePath.join(path, inside)) { resolved.append(FilePath.join(path, inside)) }
                    continue
                }
                if name == "Tuist", FileManager.default.fileExists(atPath: FilePath.join(path, "Package.resolved")) {
                    resolved.append(FilePath.join(path, "Package.resolved"))
                }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue, !FolderWalk.isBundle(name) else { continue }
                // Vendored code and example apps inside packages are not the team's.
                guard !["Vendor", "vendor", "ThirdParty", "Submodules", "External"].contains(name) else { continue }
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil { continue }
                visit(path, depth: depth + 1)
            }
        }
        visit(repository, depth: 0)
        // A project inside a package folder is the package's example app, not the team's.
        projects = projects.filter { project in !packages.contains { project.hasPrefix($0 + "/") && $0 != repository } }
        // Workspaces first: Xcode resolves a workspace's packages together.
        resolved.sort { ($0.contains(".xcworkspace/") ? 0 : 1, $0) < ($1.contains(".xcworkspace/") ? 0 : 1, $1) }
        return (projects, packages, resolved)
    }

    /// Remote packages' requirements, as the projects state them: for packages nothing pins.
    private static func requirements(_ projects: [String]) -> [String: String] {
        var requirements: [String: String] = [:]
        for project in projects {
            guard let xcode = try? XcodeProject(path: project) else { continue }
            for package in xcode.remotePackages {
                let requirement = package.requirement
                let value: String? = switch requirement["kind"] {
                case "upToNextMajorVersion", "upToNextMinorVersion", "versionRange": requirement["minimumVersion"].map { "from: \"\($0)\"" }
                case "exactVersion": requirement["version"].map { "exact: \"\($0)\"" }
                case "branch": requirement["branch"].map { "branch: \"\($0)\"" }
                case "revision": requirement["revision"].map { "revision: \"\($0)\"" }
                default: nil
                }
                requirements[PackagePins.identity(of: package.url)] = value
            }
        }
        return requirements
    }

    private static func assetSymbolOptions(_ settings: BuildSettings) -> AssetSymbols.Options? {
        guard settings["ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS"]?.uppercased() != "NO" else { return nil }
        let deployment = Double(settings["IPHONEOS_DEPLOYMENT_TARGET"] ?? "17") ?? 17
        return AssetSymbols.Options(extensions: settings.isOn("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"), declaresResourceTypes: deployment < 17)
    }

    /// One module a name: a second module of a name already taken is left out.
    private mutating func dedupe(_ modules: [AdoptedModule]) -> [AdoptedModule] {
        var seen: [String: AdoptedModule.Origin] = [:]
        return modules.filter { module in
            if let first = seen[module.name] {
                guard first != module.origin else { return false }
                report.leftOut(module.name, because: "another module is named \(module.name) already (\(first)); a Linux package holds one module a name")
                return false
            }
            seen[module.name] = module.origin
            return true
        }
    }

    private func dependencyDeclaration() -> (String, String) {
        switch options.dependency {
        case let .path(path):
            let relative = GeneratedTree.relativeLink(from: options.output, to: path)
            return (".package(path: \"\(relative)\")", FilePath.lastComponent(of: path).lowercased())
        case let .url(url, requirement):
            return (".package(url: \"\(url)\", \(requirement))", PackagePins.identity(of: url))
        }
    }

    private func summary(of resolved: ModuleResolver.Resolved) -> String {
        let module = resolved.module
        let what: String = switch module.origin {
        case let .xcode(project, kind): "\(kind.description), \(project)"
        case let .localPackage(folder): "package \(folder)"
        case .thirdParty(StandIns.identity, _): "this package's stand-in"
        case let .thirdParty(identity, version): "\(identity) \(version)"
        case .folder: "folder \(module.folders.map { FilePath.relative($0, to: options.repository) }.joined(separator: ", "))"
        }
        let files = resolved.keptFiles.count == 1 ? "1 file" : "\(resolved.keptFiles.count) files"
        let left = resolved.leftOut.isEmpty ? "" : ", \(resolved.leftOut.count) left out"
        let edited = resolved.rewritten.isEmpty || !module.isTeams ? "" : ", \(resolved.rewritten.count) edited for the iOS build"
        return "\(what): \(files)\(left)\(edited)"
    }
}
