import Foundation
import SnapshotCore
import TestSupport
import Testing

/// The folders under `Sources/` are the package's layers (README, "Inside"). These
/// tests read every Swift file's imports and the manifest's targets, and fail when an
/// import crosses a layer the wrong way or reaches a module its target does not declare
/// (SwiftPM builds it anyway when another target pulls it in: an accident, not a rule).
@Suite("The package's layers")
struct LayerRulesTests {
    /// The folder of the third-party stand-ins' own package.
    static let standInsPackage = "ThirdParty"

    /// The layers, bottom to top.
    static let layers = ["Harness", "Tool", "Platform", "Renderer", "Frameworks", "Bridges", "Example", "Benchmarks"]

    /// What each layer's sources may import of this package's modules, besides their
    /// own layer's: layers below it, or single modules of one (`RenderFormat`).
    static let allowed: [String: Set<String>] = [
        "Harness": [],
        "Tool": ["Harness"],
        // What SwiftUI is built on knows no view layer, no harness, no render format.
        "Platform": [],
        // The view layer writes the render format; it knows no harness.
        "Renderer": ["Platform", "RenderFormat"],
        // SwiftUI is the renderer under SwiftUI's name, and the frameworks draw with its views.
        "Frameworks": ["Renderer", "Platform"],
        "Bridges": ["Harness", "Renderer", "Platform"],
        // The example app is an iOS team's app: SwiftUI and its frameworks, and the two
        // modules a design system and a string table reach beyond them.
        "Example": ["Frameworks", "Platform", "DesignTokens", "RenderContext"],
        "Benchmarks": ["Harness", "Renderer", "Platform"],
    ]

    /// Programs that stand beside a layer and use its neighbours below: the example
    /// app's preview printer is a tool over the app.
    static let allowedForModule: [String: Set<String>] = [
        "example-previews": ["Tool", "TextUI"],
    ]

    @Test("Imports go down the layers, never up: the platform knows no view layer, the harness no views")
    func layersAreRespected() throws {
        let package = try PackageModules.load()
        var violations: [String] = []
        for module in package.modules where module.layer != nil && module.isSource {
            let layer = module.layer!
            let allowed = (Self.allowed[layer] ?? []).union(Self.allowedForModule[module.name] ?? []).union([layer])
            for (file, imported) in module.imports() {
                guard let target = package.module(named: imported), target.name != module.name else { continue }
                if !allowed.contains(target.layer ?? "") && !allowed.contains(target.name) {
                    violations.append("\(file): imports \(imported) (\(target.layer ?? "?")) from layer \(layer)")
                }
            }
        }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test("Each layer allows only layers below it, and modules of those")
    func allowedPointsDown() throws {
        let package = try PackageModules.load()
        var upward: [String] = []
        let allowances = Self.allowed.map { ($0.key, $0.key, $0.value) } + Self.allowedForModule.map { name, allowed in
            (name, package.module(named: name)?.layer ?? "?", allowed)
        }
        for (holder, layer, allowed) in allowances {
            let position = Self.layers.firstIndex(of: layer) ?? -1
            for name in allowed.sorted() {
                let target = Self.layers.contains(name) ? name : package.module(named: name)?.layer ?? "?"
                if (Self.layers.firstIndex(of: target) ?? Int.max) >= position {
                    upward.append("\(holder) (\(layer)) allows \(name) (\(target))")
                }
            }
        }
        #expect(upward.isEmpty, "\(upward.sorted().joined(separator: "\n"))")
    }

    @Test("The layers' imports make no cycle")
    func layerGraphHasNoCycle() throws {
        let package = try PackageModules.load()
        let graph = package.layerGraph()
        #expect(!graph.isEmpty)
        let cycle = LayerGraph.cycle(in: graph)
        #expect(cycle == nil, "a cycle of layers: \(cycle?.joined(separator: " → ") ?? "")")
    }

    @Test("An import is a line of code, not a line of a multi-line string")
    func importsInStringsAreText() {
        let text = [
            "import Foundation",
            "@testable import SnapshotCore",
            "let help = \"\"\"",
            "    import SwiftUI or UIKit without its manifest saying so",
            "    \"\"\"",
            "let source = #\"\"\"",
            "import UIKit",
            "\"\"\"#",
            "public import RenderFormat",
        ].joined(separator: "\n")
        #expect(PackageModules.Module.importedModules(in: text) == ["Foundation", "SnapshotCore", "RenderFormat"])
    }

    @Test("A cycle of layers is found, and a graph going down has none")
    func cycleFinder() {
        #expect(LayerGraph.cycle(in: ["Tool": ["Harness"], "Harness": []]) == nil)
        #expect(LayerGraph.cycle(in: ["Frameworks": ["Renderer", "Platform"], "Renderer": ["Platform"], "Platform": []]) == nil)
        #expect(LayerGraph.cycle(in: ["Platform": ["Renderer"], "Renderer": ["Platform"]]) == ["Platform", "Renderer", "Platform"])
        #expect(LayerGraph.cycle(in: ["A": ["B"], "B": ["C"], "C": ["A"], "D": ["A"]]) == ["A", "B", "C", "A"])
    }

    @Test("A module imports only the package's modules its target declares")
    func importsAreDeclared() throws {
        let package = try PackageModules.load()
        var violations: [String] = []
        for module in package.modules {
            for (file, imported) in module.imports() {
                guard let target = package.module(named: imported), target.name != module.name else { continue }
                if !module.dependencies.contains(target.name) {
                    violations.append("\(file): imports \(imported), which \(module.name) does not depend on")
                }
            }
        }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test("UIKit imports none of the render format, the harness or the view layer")
    func uiKitIsPlatformOnly() throws {
        let package = try PackageModules.load()
        let uiKit = try #require(package.module(named: "UIKit"))
        let imported = Set(uiKit.imports().map(\.1))
        #expect(imported.isDisjoint(with: ["RenderFormat", "SnapshotCore", "SnapshotTestKit", "TextUI"]), "\(imported.sorted())")
    }

    @Test("The view layer's core neither imports UIKit or Combine nor waits for them: in a cold build it compiles beside both")
    func viewLayerCompilesBesideUIKitAndCombine() throws {
        let package = try PackageModules.load()
        let textUI = try #require(package.module(named: "TextUICore"))
        // Everything TextUI's build waits for: its dependencies, theirs, and so on.
        var waitsFor: Set<String> = []
        var next = Array(textUI.dependencies)
        while let name = next.popLast() {
            guard waitsFor.insert(name).inserted else { continue }
            next += package.module(named: name)?.dependencies ?? []
        }
        // SwiftPM's scheduler starts, of the jobs that are ready, the one whose name sorts
        // last: Combine (behind FoundationAdditions) sorts after every harness and `U…`
        // module, and the macro plugin's link waits for jobs named by their paths, which
        // sort after everything. A core waiting for either starts 5-10 s later.
        for framework in ["UIKit", "Combine"] {
            #expect(!waitsFor.contains(framework), "TextUICore waits for \(framework) through \(waitsFor.sorted())")
            let imports = textUI.imports().filter { $0.1 == framework }.map(\.0)
            #expect(imports.isEmpty, "SwiftUI's \(framework) side belongs in Sources/Renderer/TextUI/\(framework): \(imports)")
        }
        #expect(!waitsFor.contains("PreviewMacros"), "SwiftUI's macros are declared in Sources/Renderer/TextUI/Macros")
        // What screens import brings all of it, as `import SwiftUI` brings UIKit and Combine on iOS.
        let screens = try #require(package.module(named: "TextUI"))
        #expect(screens.dependencies == ["TextUICore", "UIKit", "Combine", "PreviewMacros"])
    }

    @Test("Sources/ holds one folder a layer, and the third parties' stand-ins' package; Tests/ mirrors the layers")
    func foldersAreLayers() throws {
        let package = try PackageModules.load()
        let sources = try FileManager.default.contentsOfDirectory(atPath: package.root + "/Sources").filter { !$0.hasPrefix(".") }
        let tests = try FileManager.default.contentsOfDirectory(atPath: package.root + "/Tests").filter { !$0.hasPrefix(".") }
        #expect(sources.count <= 9)
        // A package of its own (no target of the root package's graph), above the layers it uses.
        #expect(FileManager.default.fileExists(atPath: package.root + "/Sources/\(Self.standInsPackage)/Package.swift"))
        #expect(Set(sources).subtracting([Self.standInsPackage]) == Set(Self.layers), "\(sources.sorted())")
        #expect(Set(Self.allowed.keys) == Set(Self.layers))
        #expect(Set(tests).subtracting(["Shared"]).isSubset(of: Set(sources)), "\(tests.sorted())")
    }
}

/// Layers and the layers each imports, as a graph.
enum LayerGraph {
    /// A path that comes back to where it starts (`A → B → A`), if the graph has one;
    /// found from the layers in order, so the same graph gives the same cycle.
    static func cycle(in graph: [String: Set<String>]) -> [String]? {
        var done: Set<String> = []
        var path: [String] = []
        func visit(_ layer: String) -> [String]? {
            if let start = path.firstIndex(of: layer) { return Array(path[start...]) + [layer] }
            guard !done.contains(layer) else { return nil }
            path.append(layer)
            for next in (graph[layer] ?? []).sorted() {
                if let cycle = visit(next) { return cycle }
            }
            path.removeLast()
            done.insert(layer)
            return nil
        }
        for layer in graph.keys.sorted() {
            if let cycle = visit(layer) { return cycle }
        }
        return nil
    }
}

/// The package's modules, as its manifest declares them, and their files' imports.
struct PackageModules {
    struct Module {
        let name: String
        let path: String
        let root: String
        let dependencies: Set<String>

        /// `Harness`, `Renderer`…: the folder under `Sources/` or `Tests/` it lives in.
        var layer: String? {
            let parts = path.split(separator: "/")
            return parts.count >= 3 ? String(parts[1]) : nil
        }

        var isSource: Bool { path.hasPrefix("Sources/") }

        /// Each file's imports of modules, by file path relative to the package.
        func imports() -> [(String, String)] {
            var found: [(String, String)] = []
            let folder = root + "/" + path
            let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
            for file in files.sorted() where file.hasSuffix(".swift") {
                guard let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) else { continue }
                for module in Self.importedModules(in: text) { found.append((path + "/" + file, module)) }
            }
            return found
        }

        /// The modules a file's `import` lines name, in order. Lines inside a multi-line
        /// string literal are text (a help message, a fixture's source), not imports.
        static func importedModules(in text: String) -> [String] {
            var modules: [String] = []
            var isInString = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                if !isInString, let module = importedModule(in: line) { modules.append(module) }
                if line.components(separatedBy: "\"\"\"").count % 2 == 0 { isInString.toggle() }
            }
            return modules
        }

        /// `import X`, `@_exported import X`, `@testable import X`, `public import X`,
        /// `import struct X.Y`: the module, else nil. Lines inside `#if` count too.
        static func importedModule(in line: Substring) -> String? {
            var words = line.split(separator: " ").map(String.init)
            while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal", "private", "fileprivate"].contains(first) {
                words.removeFirst()
            }
            guard words.first == "import", words.count >= 2 else { return nil }
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            return path.split(separator: ".").first.map(String.init)
        }
    }

    let root: String
    let modules: [Module]

    func module(named name: String) -> Module? {
        modules.first { $0.name == name || $0.name.replacingOccurrences(of: "-", with: "_") == name }
    }

    /// The layers of `Sources/`, each with the other layers its modules import.
    func layerGraph() -> [String: Set<String>] {
        var graph: [String: Set<String>] = [:]
        for module in modules where module.isSource {
            guard let layer = module.layer else { continue }
            if graph[layer] == nil { graph[layer] = [] }
            for (_, imported) in module.imports() {
                guard let target = self.module(named: imported), let other = target.layer, other != layer, target.isSource else { continue }
                graph[layer, default: []].insert(other)
            }
        }
        return graph
    }

    /// Reads the manifest through `swift package dump-package`, into a scratch folder of
    /// its own so that it never waits on the running build's lock.
    static func load() throws -> PackageModules {
        let root = try PackageRoot.find(fromFile: #filePath)
        let scratch = TemporaryDirectory("dump-package")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", root, "--scratch-path", scratch.path, "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let targets = json["targets"] as? [[String: Any]] else {
            throw PackageRulesError(description: "swift package dump-package failed with status \(process.terminationStatus)")
        }
        let modules = targets.compactMap { target -> Module? in
            guard let name = target["name"] as? String, let path = target["path"] as? String else { return nil }
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> String? in
                for key in ["byName", "target", "product"] {
                    if let value = dependency[key] as? [Any], let name = value.first as? String { return name }
                }
                return nil
            }
            return Module(name: name, path: path, root: root, dependencies: Set(dependencies))
        }
        return PackageModules(root: root, modules: modules)
    }
}

struct PackageRulesError: Error, CustomStringConvertible {
    var description: String
}
