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
    /// What each layer's sources may import of this package's modules, besides their
    /// own layer's. A name is a layer (`Harness`) or one module (`RenderFormat`).
    static let allowed: [String: Set<String>] = [
        "Harness": [],
        "Tool": ["Harness"],
        // The platform's SwiftUI is the renderer under SwiftUI's name; frameworks draw
        // with SwiftUI's views. Nothing here knows the harness or the render format.
        "Platform": ["TextUI", "RenderContext", "PreviewMacros"],
        // The view layer writes the render format; it knows no harness.
        "Renderer": ["Platform", "RenderFormat"],
        "Bridges": ["Harness", "Renderer", "Platform"],
        // The example app is an iOS team's app: SwiftUI and its frameworks, and the two
        // modules a design system and a string table reach beyond them.
        "Example": ["Platform", "DesignTokens", "RenderContext"],
        "Benchmarks": ["Harness", "Renderer", "Platform"],
    ]

    /// Programs that stand beside a layer and use its neighbours: the example app's
    /// preview printer is a tool over the app.
    static let allowedForModule: [String: Set<String>] = [
        "example-previews": ["Tool", "TextUI"],
    ]

    @Test("Imports go down the layers, never up: the platform knows no harness, the harness no views")
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

    @Test("Sources/ holds one folder a layer, and Tests/ mirrors it")
    func foldersAreLayers() throws {
        let package = try PackageModules.load()
        let sources = try FileManager.default.contentsOfDirectory(atPath: package.root + "/Sources").filter { !$0.hasPrefix(".") }
        let tests = try FileManager.default.contentsOfDirectory(atPath: package.root + "/Tests").filter { !$0.hasPrefix(".") }
        #expect(sources.count <= 8)
        #expect(Set(sources) == Set(Self.allowed.keys), "\(sources.sorted())")
        #expect(Set(tests).subtracting(["Shared"]).isSubset(of: Set(sources)), "\(tests.sorted())")
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
                for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                    if let module = Self.importedModule(in: line) { found.append((path + "/" + file, module)) }
                }
            }
            return found
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
