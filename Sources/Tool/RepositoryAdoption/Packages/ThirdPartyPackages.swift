import Foundation
import SnapshotCore

/// The remote packages a repository's targets use, each decided from its own sources at
/// the pinned version: it builds on Linux as it is; its sources build over this package's
/// `SwiftUI` and `UIKit` once a manifest says so (the module is declared again, over a copy
/// of its unmodified files); or it cannot build here, and this package's stand-in of the
/// same name takes its place where there is one.
struct ThirdPartyPackages {
    enum Kind: Equatable {
        /// Builds on Linux as it is: declared at its pinned version.
        case asPinned
        /// Its targets are declared again in the Linux package, over a copy of its sources,
        /// with the dependencies they need; the reason, for the report.
        case rebuilt(String)
        /// Cannot build on Linux; this package offers its modules. The reason.
        case standIn(String)
        /// This package replaces it on Linux (swift-snapshot-testing).
        case replaced
        /// Cannot build on Linux and nobody offers its modules. The reason.
        case unavailable(String)
    }

    struct Package {
        let identity: String
        let url: String
        let pin: PackagePins.Pin?
        var kind: Kind
        /// Its manifest, when its sources could be read.
        let manifest: PackageManifest?
        /// The products the repository uses.
        var products: Set<String>
        /// Modules each of its products brings (a product of a package not read: itself).
        var modulesByProduct: [String: [String]]
        /// Its modules that are declared again (for `.rebuilt`).
        var modules: [AdoptedModule] = []
        /// Targets of its own the used products need.
        var neededTargets: Set<String> = []
    }

    private(set) var packages: [String: Package] = [:]

    /// Every module a package here offers, with the package and product that bring it.
    var modules: [String: (package: String, product: String)] {
        var modules: [String: (String, String)] = [:]
        for package in packages.values.sorted(by: { $0.identity < $1.identity }) {
            for (product, productModules) in package.modulesByProduct.sorted(by: { $0.key < $1.key }) {
                for module in productModules where modules[module] == nil { modules[module] = (package.identity, product) }
            }
        }
        return modules
    }

    /// Decides every package `products` names (identity → URL and products used), and every
    /// package those need in turn.
    init(needed: [String: (url: String, products: Set<String>, requirement: String?)], pins: PackagePins, fetcher: PackageFetcher?, toolchain: SwiftToolchain, walk: FolderWalk, report: inout AdoptionReport) {
        var queue = needed.keys.sorted()
        var wanted = needed.mapValues { $0.products }
        var urls = needed.mapValues(\.url)
        var requirements = needed.compactMapValues(\.requirement)
        while let identity = queue.first {
            queue.removeFirst()
            let products = wanted[identity] ?? []
            if var known = packages[identity] {
                guard !products.isSubset(of: known.products) else { continue }
                known.products.formUnion(products)
                packages[identity] = known
            }
            let url = urls[identity] ?? identity
            let pin = pins.pins[identity] ?? requirements[identity].flatMap { Self.pin(identity: identity, url: url, requirement: $0) }
            if OfferedModules.replacedPackages[identity] != nil {
                packages[identity] = Package(identity: identity, url: url, pin: pin, kind: .replaced, manifest: nil, products: products, modulesByProduct: Dictionary(uniqueKeysWithValues: products.map { ($0, [$0]) }))
                continue
            }
            if products.allSatisfy(OfferedModules.standIns.contains) {
                packages[identity] = Package(identity: identity, url: url, pin: pin, kind: .standIn("it cannot build on Linux"), manifest: nil, products: products, modulesByProduct: Dictionary(uniqueKeysWithValues: products.map { ($0, [$0]) }))
                continue
            }
            var manifest: PackageManifest?
            var failure: String?
            if let pin, let fetcher {
                switch fetcher.checkout(pin) {
                case let .success(folder):
                    do { manifest = try PackageManifest.load(root: folder, swift: toolchain) } catch { failure = error.description }
                case let .failure(.fetch(reason)), let .failure(.checkout(reason)):
                    failure = reason
                }
            } else {
                failure = pin == nil ? "no Package.resolved pins it and no manifest gives a version" : "fetching is off"
            }
            guard let manifest else {
                report.note("\(identity): its sources could not be read (\(failure ?? "?")), so it is declared as pinned and assumed to build on Linux as it is. Make its URL reachable (a SwiftPM mirror, or git's url.<mirror>.insteadOf) and run init again.")
                packages[identity] = Package(identity: identity, url: url, pin: pin, kind: .asPinned, manifest: nil, products: products, modulesByProduct: Dictionary(uniqueKeysWithValues: products.map { ($0, [$0]) }))
                continue
            }
            var package = Package(identity: identity, url: url, pin: pin, kind: .asPinned, manifest: manifest, products: products, modulesByProduct: [:])
            for product in manifest.products where product.isLibrary {
                package.modulesByProduct[product.name] = product.targets
            }
            for product in products where package.modulesByProduct[product] == nil {
                // Xcode names a product the manifest does not have: its own module, if any.
                if manifest.targets.contains(where: { $0.name == product }) { package.modulesByProduct[product] = [product] }
            }
            package.neededTargets = Self.closure(of: products.flatMap { package.modulesByProduct[$0] ?? [] }, in: manifest)
            packages[identity] = package
            // What its needed targets use of other packages.
            for target in manifest.targets where package.neededTargets.contains(target.name) {
                for dependency in target.dependencies {
                    guard case let .product(name, packageName, _) = dependency, let packageName else {
                        if case let .byName(name, _) = dependency, !manifest.targets.contains(where: { $0.name == name }),
                           let other = manifest.dependencies.first(where: { dependency in manifest.dependencies.count == 1 || PackagePins.identity(of: dependency.url ?? "") == name.lowercased() }) {
                            let otherIdentity = PackagePins.identity(of: other.url ?? other.path ?? name)
                            wanted[otherIdentity, default: []].insert(name)
                            urls[otherIdentity] = urls[otherIdentity] ?? other.url
                            if let requirement = other.requirement { requirements[otherIdentity] = requirements[otherIdentity] ?? requirement }
                            queue.append(otherIdentity)
                        }
                        continue
                    }
                    guard let other = manifest.dependencies.first(where: { $0.identity == packageName.lowercased() || $0.name == packageName }), let otherURL = other.url else { continue }
                    let otherIdentity = PackagePins.identity(of: otherURL)
                    wanted[otherIdentity, default: []].insert(name)
                    urls[otherIdentity] = urls[otherIdentity] ?? otherURL
                    if let requirement = other.requirement { requirements[otherIdentity] = requirements[otherIdentity] ?? requirement }
                    queue.append(otherIdentity)
                }
            }
        }
        decideKinds(walk: walk, report: &report)
    }

    /// A package no `Package.resolved` pins, at the lowest version its requirement allows.
    private static func pin(identity: String, url: String, requirement: String) -> PackagePins.Pin? {
        let value = requirement.split(separator: "\"").dropFirst().first.map(String.init)
        if requirement.hasPrefix("from:") || requirement.hasPrefix("exact:") { return PackagePins.Pin(identity: identity, url: url, version: value, branch: nil, revision: nil) }
        if requirement.hasPrefix("branch:") { return PackagePins.Pin(identity: identity, url: url, version: nil, branch: value, revision: nil) }
        if requirement.hasPrefix("revision:") { return PackagePins.Pin(identity: identity, url: url, version: nil, branch: nil, revision: value) }
        return nil
    }

    /// The targets `roots` need inside their package.
    private static func closure(of roots: [String], in manifest: PackageManifest) -> Set<String> {
        let names = Set(manifest.targets.map(\.name))
        var needed: Set<String> = []
        var queue = roots
        while let name = queue.popLast() {
            guard names.contains(name), needed.insert(name).inserted, let target = manifest.targets.first(where: { $0.name == name }) else { continue }
            for dependency in target.dependencies {
                switch dependency {
                case let .target(other, _), let .byName(other, _): queue.append(other)
                case .product: break
                }
            }
        }
        return needed
    }

    // MARK: - Kinds

    private mutating func decideKinds(walk: FolderWalk, report: inout AdoptionReport) {
        let allModules = Set(modules.keys)
        for identity in packages.keys.sorted() {
            guard var package = packages[identity], let manifest = package.manifest, package.kind == .asPinned else { continue }
            var needsEdges: [String] = []
            var cannot: String?
            for target in manifest.targets where package.neededTargets.contains(target.name) {
                let verdict = Self.verdict(of: target, in: manifest, known: allModules, walk: walk)
                switch verdict {
                case let .cannot(reason): cannot = cannot ?? "\(target.name): \(reason)"
                case let .needs(modules): needsEdges += modules
                case .builds: break
                }
            }
            if let cannot {
                package.kind = .unavailable(cannot)
            } else if !needsEdges.isEmpty {
                let imports = Array(Set(needsEdges)).sorted()
                package.kind = .rebuilt("its files import \(imports.joined(separator: ", ")), which its manifest does not provide")
            }
            packages[identity] = package
        }
        // A package that uses a rebuilt, replaced or stand-in package is rebuilt too: its
        // manifest must name the Linux package's modules instead. One that needs an
        // unavailable package is unavailable.
        var changed = true
        while changed {
            changed = false
            for identity in packages.keys.sorted() {
                guard var package = packages[identity], let manifest = package.manifest else { continue }
                let used = usedPackages(of: package, manifest: manifest)
                if case .unavailable = package.kind { continue }
                if let missing = used.first(where: { if case .unavailable = packages[$0]?.kind { return true } else { return false } }) {
                    package.kind = .unavailable("it needs \(missing), which cannot build on Linux")
                    changed = true
                } else if package.kind == .asPinned, let other = used.first(where: { packages[$0].map { $0.kind != .asPinned } ?? false }) {
                    package.kind = .rebuilt("it uses \(other), which the Linux package declares itself")
                    changed = true
                }
                packages[identity] = package
            }
        }
        for identity in packages.keys.sorted() {
            guard var package = packages[identity] else { continue }
            if case .unavailable = package.kind, package.products.allSatisfy(OfferedModules.standIns.contains) {
                package.kind = .standIn("it cannot build on Linux")
            }
            if case .standIn = package.kind {
                if let modules = StandIns.modules(for: package.products) {
                    package.modules = modules
                } else {
                    package.kind = .unavailable("it cannot build on Linux, and this checkout has no stand-in sources (\(StandIns.packageRoot))")
                }
            }
            if case .rebuilt = package.kind, let manifest = package.manifest {
                package.modules = PackageModules.modules(of: manifest, origin: .thirdParty(identity: identity, version: package.pin?.description ?? "?"), only: package.neededTargets, walk: FolderWalk(skipped: []), report: &report)
            }
            packages[identity] = package
        }
    }

    private func usedPackages(of package: Package, manifest: PackageManifest) -> [String] {
        var used: [String] = []
        for target in manifest.targets where package.neededTargets.contains(target.name) {
            for dependency in target.dependencies {
                switch dependency {
                case let .product(_, packageName?, _):
                    if let other = manifest.dependencies.first(where: { $0.identity == packageName.lowercased() || $0.name == packageName }) {
                        used.append(PackagePins.identity(of: other.url ?? other.path ?? packageName))
                    }
                case let .byName(name, _) where !manifest.targets.contains { $0.name == name }:
                    used += packages.values.filter { $0.products.contains(name) }.map(\.identity)
                default:
                    break
                }
            }
        }
        return used.sorted()
    }

    private enum Verdict: Equatable {
        case builds
        /// Builds once it depends on these of this package's modules: it imports them, or
        /// asks `canImport` of them (a dependency makes the answer the iOS build's, where
        /// otherwise it would depend on which module happened to be built first).
        case needs([String])
        case cannot(String)
    }

    /// Reads one of a third-party package's targets, as the iOS build compiles it: what it
    /// imports and contains.
    private static func verdict(of target: PackageManifest.Target, in manifest: PackageManifest, known: Set<String>, walk: FolderWalk) -> Verdict {
        if target.type == "binary" { return .cannot("a binary framework, for Apple's systems only") }
        let folder = FilePath.absolute(target.path, relativeTo: manifest.root)
        let files = FolderWalk(skipped: []).files(in: folder)
        if let objc = files.first(where: { $0.hasSuffix(".m") || $0.hasSuffix(".mm") }) {
            return .cannot("Objective-C sources (\(FilePath.lastComponent(of: objc)))")
        }
        let ownModules = Set(manifest.targets.map(\.name))
        let environment = CompilationCondition.Environment(
            importable: { OfferedModules.isOffered($0) || known.contains($0) || ownModules.contains($0) },
            flags: PackageModules.defines(in: target.swiftSettings).union(["DEBUG"])
        )
        var ours: Set<String> = []
        for file in files where FolderWalk.isSwift(file) {
            guard let source = try? SwiftSource(contentsOf: file) else { continue }
            let active = source.activeLines(in: environment)
            for line in source.imports where active[line.line] {
                if OfferedModules.package.contains(line.module) { ours.insert(line.module) }
                else if !environment.importable(line.module) {
                    return .cannot("\(FilePath.lastComponent(of: file)) imports \(line.module), which Linux lacks")
                }
            }
            for module in source.modulesTestedByCanImport where OfferedModules.package.contains(module) { ours.insert(module) }
            for (index, code) in source.code.enumerated() where active[index] {
                if code.contains("@objc") || code.contains("#selector(") {
                    return .cannot("\(FilePath.lastComponent(of: file)) uses @objc or #selector, which need the Objective-C runtime")
                }
            }
        }
        return ours.isEmpty ? .builds : .needs(ours.sorted())
    }
}
