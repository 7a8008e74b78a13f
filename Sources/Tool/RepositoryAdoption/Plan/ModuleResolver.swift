/// Reads every module's files against what the Linux package offers: which imports
/// resolve (and to what), which files must be left out and why, which need the iOS
/// build's edits, and which modules start a program.
struct ModuleResolver {
    struct Resolved {
        var module: AdoptedModule
        /// Swift files compiled, absolute.
        var keptFiles: [String]
        /// Files left out, absolute, with the reason.
        var leftOut: [(file: String, reason: String)]
        var dependencies: [Dependency]
        /// Files compiled from an edited copy: their text.
        var rewritten: [String: String]
        /// Imports what iOS's Foundation brings, as every file of the team's can assume.
        var importsFoundationAsOnIOS: Bool
    }

    enum Dependency: Hashable, Comparable {
        /// A module of the Linux package.
        case target(String)
        /// One of this package's products.
        case ours(String)
        /// A product of a package declared as pinned: its name and the package's identity.
        case remote(String, package: String)

        var sortKey: String {
            switch self {
            case let .target(name): "0\(name)"
            case let .ours(name): "1\(name)"
            case let .remote(name, package): "2\(package)/\(name)"
            }
        }

        static func < (left: Dependency, right: Dependency) -> Bool { left.sortKey < right.sortKey }
    }

    let thirdParty: ThirdPartyPackages
    /// Local packages' products: the package's folder → product → targets.
    let localProducts: [String: [String: [String]]]

    func resolve(_ modules: [AdoptedModule], report: inout AdoptionReport) -> [Resolved] {
        var sources: [String: SwiftSource] = [:]
        for module in modules where module.isSwift {
            for file in module.files where sources[file] == nil {
                if let source = try? SwiftSource(contentsOf: file) { sources[file] = source }
            }
        }
        let thirdPartyModules = thirdParty.modules
        let packageKinds = thirdParty.packages.mapValues(\.kind)
        func thirdPartyKind(of module: String) -> ThirdPartyPackages.Kind? {
            thirdPartyModules[module].flatMap { packageKinds[$0.package] }
        }
        func isOffered(_ module: String, available: Set<String>) -> Bool {
            if OfferedModules.isOffered(module) || available.contains(module) { return true }
            switch thirdPartyKind(of: module) {
            case .asPinned?, .standIn?: return true
            case .replaced?: return OfferedModules.package.contains(module)
            default: return false
            }
        }

        var leftOut: [String: [(file: String, reason: String)]] = [:]
        var available = Set(modules.map(\.name))
        var changed = true
        while changed {
            changed = false
            var leftOutNames: [String: [String: String]] = [:]
            for module in modules where module.isTeams && module.isSwift {
                let gone = Set(leftOut[module.name, default: []].map(\.file))
                var names: [String: String] = [:]
                for file in gone { for name in sources[file]?.topLevelNames ?? [] { names[name] = file } }
                for file in module.files where !gone.contains(file) {
                    for name in sources[file]?.topLevelNames ?? [] { names[name] = nil }
                }
                leftOutNames[module.name] = names
            }
            for module in modules where module.isTeams && module.isSwift && available.contains(module.name) {
                let environment = CompilationCondition.Environment(importable: { isOffered($0, available: available) }, flags: module.flags)
                for file in module.files {
                    guard !leftOut[module.name, default: []].contains(where: { $0.file == file }), let source = sources[file] else { continue }
                    var reason: String?
                    let imports = source.activeImports(in: environment)
                    if let missing = imports.first(where: { !isOffered($0.module, available: available) }) {
                        reason = "imports \(missing.module): " + whyMissing(missing.module, kind: thirdPartyKind(of: missing.module), modules: modules)
                    } else if let call = source.identifiers.sorted().first(where: OfferedModules.isDarwinOnly) {
                        reason = "uses \(call), Darwin's kernel interface, which Linux does not have"
                    } else if module.drivesApplication, source.drivesApplication {
                        reason = "drives the app through XCUIApplication, which needs a device or a simulator"
                    } else {
                        var visible = leftOutNames[module.name] ?? [:]
                        for imported in imports { visible.merge(leftOutNames[imported.module] ?? [:]) { first, _ in first } }
                        if !visible.isEmpty, let used = source.identifiers.sorted().first(where: { visible[$0] != nil }) {
                            reason = "uses \(used), declared in \(report.display(visible[used]!)), which is left out"
                        }
                    }
                    if let reason {
                        leftOut[module.name, default: []].append((file, reason))
                        changed = true
                    }
                }
                if module.files.allSatisfy({ file in leftOut[module.name, default: []].contains { $0.file == file } }) {
                    available.remove(module.name)
                    changed = true
                }
            }
        }

        return modules.compactMap { module -> Resolved? in
            guard available.contains(module.name) else {
                let reasons = Set(leftOut[module.name, default: []].map(\.reason)).sorted()
                report.leftOut(module.name, because: "none of its files builds here: " + (reasons.first ?? "it has no Swift file") + (reasons.count > 1 ? " (and \(reasons.count - 1) more reasons)" : ""))
                return nil
            }
            let gone = leftOut[module.name, default: []]
            for item in gone { report.leftOut(report.display(item.file), because: item.reason) }
            let kept = module.files.filter { file in !gone.contains { $0.file == file } }
            var resolved = Resolved(module: module, keptFiles: kept, leftOut: gone, dependencies: [], rewritten: [:], importsFoundationAsOnIOS: false)
            guard module.isSwift else {
                resolved.dependencies = declared(module, available: available, modules: modules)
                return resolved
            }
            let environment = CompilationCondition.Environment(importable: { isOffered($0, available: available) }, flags: module.flags)
            var dependencies = Set(declared(module, available: available, modules: modules))
            for file in kept {
                guard let source = sources[file] else { continue }
                for imported in source.activeImports(in: environment) where imported.module != module.name {
                    if let dependency = dependency(on: imported.module, available: available) { dependencies.insert(dependency) }
                }
                // A third-party package asks `canImport` of a module: it gets it, as on iOS.
                if !module.isTeams {
                    for name in source.modulesTestedByCanImport where OfferedModules.package.contains(name) { dependencies.insert(.ours(name)) }
                }
                let edited = IOSBuildEdits.apply(to: source)
                if !edited.edits.isEmpty {
                    resolved.rewritten[file] = edited.text
                    if module.isTeams {
                        for edit in edited.edits { report.edit(file, line: edit.line, edit.summary) }
                    }
                }
                if module.isTeams, module.type == .regular, source.startsProgram, case .xcode = module.origin { resolved.module.type = .executable }
                if module.isTeams, module.type == .regular, source.startsProgram, module.origin == .folder { resolved.module.type = .executable }
            }
            if let tested = module.testedModule, tested != module.name, available.contains(tested) { dependencies.insert(.target(tested)) }
            // A third-party package's files assume iOS's Foundation as much as the team's do
            // (`URLSession` with `import Foundation` alone).
            if module.type != .macro {
                resolved.importsFoundationAsOnIOS = true
                for name in OfferedModules.foundationOnIOS { dependencies.insert(.ours(name)) }
            }
            resolved.dependencies = dependencies.filter { $0 != .target(module.name) }.sorted()
            return resolved
        }
    }

    /// What a module's import of `name` depends on, if anything.
    private func dependency(on name: String, available: Set<String>) -> Dependency? {
        if OfferedModules.toolchain.contains(name) { return nil }
        if available.contains(name) { return .target(name) }
        if OfferedModules.package.contains(name) { return .ours(name) }
        guard let (identity, product) = thirdParty.modules[name], let package = thirdParty.packages[identity] else { return nil }
        switch package.kind {
        case .asPinned: return .remote(product, package: identity)
        case .replaced: return OfferedModules.package.contains(product) ? .ours(product) : nil
        // A stand-in is a target of the Linux package (`available` above), or missing.
        case .standIn, .rebuilt, .unavailable: return nil
        }
    }

    /// The dependencies a project or manifest declares, where they still exist.
    private func declared(_ module: AdoptedModule, available: Set<String>, modules: [AdoptedModule]) -> [Dependency] {
        var dependencies: [Dependency] = []
        for declared in module.declaredDependencies {
            switch declared {
            case let .module(name, _):
                if available.contains(name) { dependencies.append(.target(name)) }
            case let .product(name, package, _):
                dependencies += product(name, package: package, available: available)
            }
        }
        return dependencies
    }

    private func product(_ name: String, package: String?, available: Set<String>) -> [Dependency] {
        // A local package: its folder, or (Xcode) only the product's name.
        let local = package.flatMap { localProducts[$0] } ?? (package == nil ? localProducts.values.first { $0[name] != nil } : nil)
        if let local {
            return (local[name] ?? []).filter(available.contains).map { .target($0) }
        }
        guard let package else { return available.contains(name) ? [.target(name)] : [] }
        let identity = PackagePins.identity(of: package)
        guard let thirdPartyPackage = thirdParty.packages[identity] else { return [] }
        switch thirdPartyPackage.kind {
        case .asPinned:
            return [.remote(name, package: identity)]
        case .rebuilt:
            return (thirdPartyPackage.modulesByProduct[name] ?? [name]).filter(available.contains).map { .target($0) }
        case .standIn:
            return available.contains(name) ? [.target(name)] : []
        case .replaced:
            return OfferedModules.package.contains(name) ? [.ours(name)] : []
        case .unavailable:
            return []
        }
    }

    private func whyMissing(_ module: String, kind: ThirdPartyPackages.Kind?, modules: [AdoptedModule]) -> String {
        if case let .unavailable(reason)? = kind { return "its package cannot build on Linux (\(reason)), and no stand-in of \(module) is offered" }
        if modules.contains(where: { $0.name == module }) { return "none of \(module)'s files builds here" }
        return OfferedModules.whyMissing(module)
    }
}
