import SnapshotCore

/// A repository with no Xcode project names no package products: its files' imports
/// are all there is. An import that neither the toolchain, this package nor the
/// repository offers is looked for in the packages `Package.resolved` pins, read from
/// their own manifests, and the module is linked to the product that brings it.
enum PinnedProducts {
    static func link(_ modules: [AdoptedModule], pins: PackagePins, fetcher: PackageFetcher?, toolchain: SwiftToolchain, report: inout AdoptionReport) -> [AdoptedModule] {
        let own = Set(modules.map(\.name))
        var wanted: [Int: Set<String>] = [:]
        for (index, module) in modules.enumerated() {
            for file in module.files {
                guard let source = try? SwiftSource(contentsOf: file) else { continue }
                for imported in source.imports where !OfferedModules.isOffered(imported.module) && !own.contains(imported.module) {
                    wanted[index, default: []].insert(imported.module)
                }
            }
        }
        let missing = Set(wanted.values.joined())
        guard !missing.isEmpty, !pins.pins.isEmpty, let fetcher else { return modules }

        // Module → (product, package URL), from each pinned package's manifest.
        var offered: [String: (product: String, url: String)] = [:]
        for pin in pins.pins.values.sorted(by: { $0.identity < $1.identity }) where OfferedModules.replacedPackages[pin.identity] == nil {
            guard case let .success(folder) = fetcher.checkout(pin), let manifest = try? PackageManifest.load(root: folder, swift: toolchain) else { continue }
            for product in manifest.products where product.isLibrary {
                for target in product.targets where offered[target] == nil { offered[target] = (product.name, pin.url) }
            }
            if missing.isSubset(of: Set(offered.keys)) { break }
        }
        var linked = modules
        for (index, imports) in wanted {
            for module in imports.sorted() {
                guard let (product, url) = offered[module] else { continue }
                linked[index].declaredDependencies.append(.product(product, package: url, condition: nil))
            }
        }
        let found = missing.filter { offered[$0] != nil }.sorted()
        if !found.isEmpty {
            report.note("No Xcode project names package products: \(found.joined(separator: ", ")) found in the packages Package.resolved pins.")
        }
        return linked
    }
}
