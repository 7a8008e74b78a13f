import Foundation
import SnapshotCore

/// A package's manifest as `swift package dump-package` prints it: what adoption needs to
/// declare the package's targets again, over its own unmodified sources.
struct PackageManifest {
    let name: String
    /// The folder holding `Package.swift` (absolute).
    let root: String
    /// `5.9`, `6.0`.
    let toolsVersion: String
    /// The language mode its targets build in unless a target says otherwise: `5`, `6`.
    let languageMode: String
    let targets: [Target]
    let products: [Product]
    let dependencies: [Dependency]

    struct Target {
        let name: String
        let type: String
        /// Relative to the package root.
        let path: String
        let exclude: [String]
        let sources: [String]?
        let resources: [Resource]
        let dependencies: [TargetDependency]
        /// Swift settings as PackageDescription spells them: `.define("X")`.
        let swiftSettings: [String]
        let cSettings: [String]
        let linkerSettings: [String]
        let publicHeadersPath: String?

        var isTest: Bool { type == "test" }
    }

    struct Resource: Equatable {
        /// `process`, `copy`, `embedInCode`.
        let rule: String
        let path: String
        let localization: String?
    }

    enum TargetDependency: Equatable {
        /// A target of the same package, or a product named like it.
        case byName(String, condition: String?)
        case target(String, condition: String?)
        case product(String, package: String?, condition: String?)
    }

    struct Product {
        let name: String
        let targets: [String]
        let isLibrary: Bool
    }

    struct Dependency {
        let identity: String
        /// A local package's folder (absolute), or nil for a remote one.
        let path: String?
        let url: String?
        /// How the manifest asks for it, in Swift: `from: "1.0.0"`.
        let requirement: String?
        /// The name given with `.package(name:…)`, which target dependencies may use.
        let name: String?
    }
}

extension PackageManifest {
    /// Runs `swift package dump-package` in `root` and reads what it prints. Its scratch
    /// folder is its own, so that a build of that package under way (or the `swift test`
    /// that runs this) holding the package's `.build` does not make it wait.
    static func load(root: String, swift: SwiftToolchain) throws(AdoptionError) -> PackageManifest {
        let scratch = FilePath.join(NSTemporaryDirectory(), "snapshots-init-manifests-\(getpid())")
        let output = swift.run(["package", "--package-path", root, "--scratch-path", scratch, "dump-package"])
        guard output.status == 0, let data = output.standardOutput.data(using: .utf8),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .unreadable(FilePath.join(root, "Package.swift"), failure(in: output.standardError) ?? "swift package dump-package exited with \(output.status)")
        }
        return PackageManifest(json: json, root: root)
    }

    /// What a manifest that cannot be read says of itself: the compiler's error on its
    /// lines, or the message of a `fatalError` it calls (a binary framework built by
    /// another tool, missing), rather than SwiftPM's line with the whole compiler command.
    static func failure(in standardError: String) -> String? {
        let lines = standardError.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let own = lines.first { $0.contains("Package.swift:") && ($0.contains("error:") || $0.contains("Fatal error:")) }
        let named = own ?? lines.first { $0.contains("error") && !$0.contains("(compiled with:") }
        guard let line = named else { return nil }
        guard let range = line.range(of: "Package.swift:") else { return line }
        return String(line[range.lowerBound...])
    }

    init(json: [String: Any], root: String) {
        name = json["name"] as? String ?? FilePath.lastComponent(of: root)
        self.root = root
        let tools = (json["toolsVersion"] as? [String: Any])?["_version"] as? String ?? "5.9.0"
        let toolsParts = tools.split(separator: ".")
        toolsVersion = toolsParts.prefix(2).joined(separator: ".")
        let modes = (json["swiftLanguageModes"] ?? json["swiftLanguageVersions"]) as? [Any] ?? []
        let declared = modes.compactMap(Self.languageMode).max { Double($0) ?? 0 < Double($1) ?? 0 }
        languageMode = declared ?? ((Int(toolsParts.first ?? "5") ?? 5) >= 6 ? "6" : "5")

        targets = (json["targets"] as? [[String: Any]] ?? []).map { target in
            let name = target["name"] as? String ?? ""
            let type = target["type"] as? String ?? "regular"
            let defaultFolder = type == "test" ? "Tests" : (type == "plugin" ? "Plugins" : "Sources")
            let resources = (target["resources"] as? [[String: Any]] ?? []).compactMap { resource -> Resource? in
                guard let path = resource["path"] as? String, let rule = resource["rule"] as? [String: Any], let kind = rule.keys.first else { return nil }
                let localization = (rule["process"] as? [String: Any])?["localization"] as? String
                return Resource(rule: kind, path: path, localization: localization)
            }
            var swiftSettings: [String] = []
            var cSettings: [String] = []
            var linkerSettings: [String] = []
            for setting in target["settings"] as? [[String: Any]] ?? [] {
                guard let spelled = Self.setting(setting) else { continue }
                switch setting["tool"] as? String {
                case "swift": swiftSettings.append(spelled)
                case "c", "cxx": cSettings.append(spelled)
                case "linker": linkerSettings.append(spelled)
                default: break
                }
            }
            return Target(
                name: name,
                type: type,
                path: target["path"] as? String ?? "\(defaultFolder)/\(name)",
                exclude: target["exclude"] as? [String] ?? [],
                sources: target["sources"] as? [String],
                resources: resources,
                dependencies: (target["dependencies"] as? [[String: Any]] ?? []).compactMap(Self.targetDependency),
                swiftSettings: swiftSettings,
                cSettings: cSettings,
                linkerSettings: linkerSettings,
                publicHeadersPath: target["publicHeadersPath"] as? String
            )
        }
        products = (json["products"] as? [[String: Any]] ?? []).map { product in
            let type = product["type"] as? [String: Any] ?? [:]
            return Product(name: product["name"] as? String ?? "", targets: product["targets"] as? [String] ?? [], isLibrary: type["library"] != nil)
        }
        dependencies = (json["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
            if let local = (dependency["fileSystem"] as? [[String: Any]])?.first {
                let path = local["path"] as? String ?? ""
                return Dependency(identity: local["identity"] as? String ?? FilePath.lastComponent(of: path).lowercased(), path: path, url: nil, requirement: nil, name: local["nameForTargetDependencyResolutionOnly"] as? String)
            }
            if let remote = (dependency["sourceControl"] as? [[String: Any]])?.first {
                let location = remote["location"] as? [String: Any] ?? [:]
                let url = ((location["remote"] as? [[String: Any]])?.first?["urlString"] as? String)
                    ?? ((location["remote"] as? [String])?.first)
                    ?? ((location["local"] as? [String])?.first) ?? ""
                return Dependency(identity: remote["identity"] as? String ?? PackagePins.identity(of: url), path: nil, url: url, requirement: Self.requirement(remote["requirement"]), name: remote["nameForTargetDependencyResolutionOnly"] as? String)
            }
            return nil
        }
    }

    private static func languageMode(_ raw: Any) -> String? {
        if let string = raw as? String { return string }
        guard let object = raw as? [String: Any], let key = object.keys.first else { return nil }
        if key == "version", let value = (object[key] as? [String: Any])?["_0"] as? String { return value }
        // `{"v5": {}}`, `{"v4_2": {}}`.
        return key.hasPrefix("v") ? String(key.dropFirst()).replacingOccurrences(of: "_", with: ".") : nil
    }

    private static func requirement(_ raw: Any?) -> String? {
        guard let object = raw as? [String: Any], let kind = object.keys.first else { return nil }
        switch kind {
        case "range":
            guard let range = (object[kind] as? [[String: Any]])?.first, let lower = range["lowerBound"] as? String else { return nil }
            return "from: \"\(lower)\""
        case "exact":
            return ((object[kind] as? [String])?.first).map { "exact: \"\($0)\"" }
        case "branch":
            return ((object[kind] as? [String])?.first).map { "branch: \"\($0)\"" }
        case "revision":
            return ((object[kind] as? [String])?.first).map { "revision: \"\($0)\"" }
        default:
            return nil
        }
    }

    private static func condition(_ raw: Any?) -> String? {
        guard let object = raw as? [String: Any] else { return nil }
        var parts: [String] = []
        if let platforms = object["platformNames"] as? [String], !platforms.isEmpty {
            parts.append("platforms: [\(platforms.map { "." + Self.platformName($0) }.joined(separator: ", "))]")
        }
        if let configuration = object["config"] as? String {
            parts.append("configuration: .\(configuration)")
        }
        return parts.isEmpty ? nil : ".when(\(parts.joined(separator: ", ")))"
    }

    /// PackageDescription's spelling of a platform dump-package names in lower case.
    static func platformName(_ name: String) -> String {
        switch name {
        case "ios": "iOS"
        case "macos": "macOS"
        case "tvos": "tvOS"
        case "watchos": "watchOS"
        case "visionos": "visionOS"
        case "maccatalyst": "macCatalyst"
        case "driverkit": "driverKit"
        default: name
        }
    }

    private static func targetDependency(_ raw: [String: Any]) -> TargetDependency? {
        if let byName = raw["byName"] as? [Any], let name = byName.first as? String {
            return .byName(name, condition: condition(byName.dropFirst().first))
        }
        if let target = raw["target"] as? [Any], let name = target.first as? String {
            return .target(name, condition: condition(target.dropFirst().first))
        }
        if let product = raw["product"] as? [Any], let name = product.first as? String {
            return .product(name, package: product.count > 1 ? product[1] as? String : nil, condition: condition(product.count > 3 ? product[3] : nil))
        }
        return nil
    }

    /// One setting, in PackageDescription's own words.
    private static func setting(_ raw: [String: Any]) -> String? {
        guard let kind = raw["kind"] as? [String: Any], let name = kind.keys.first, let body = kind[name] as? [String: Any] else { return nil }
        let value = body["_0"]
        let condition = Self.condition(raw["condition"]).map { ", \($0)" } ?? ""
        func quoted(_ any: Any?) -> String? { (any as? String).map { "\"\($0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\"" } }
        switch name {
        case "define":
            return quoted(value).map { ".define(\($0)\(condition))" }
        case "headerSearchPath":
            return quoted(value).map { ".headerSearchPath(\($0)\(condition))" }
        case "linkedLibrary":
            return quoted(value).map { ".linkedLibrary(\($0)\(condition))" }
        case "linkedFramework":
            return quoted(value).map { ".linkedFramework(\($0)\(condition))" }
        case "enableUpcomingFeature":
            return quoted(value).map { ".enableUpcomingFeature(\($0)\(condition))" }
        case "enableExperimentalFeature":
            return quoted(value).map { ".enableExperimentalFeature(\($0)\(condition))" }
        case "unsafeFlags":
            guard let flags = value as? [String] else { return nil }
            return ".unsafeFlags([\(flags.compactMap(quoted).joined(separator: ", "))]\(condition))"
        case "swiftLanguageMode", "swiftLanguageVersion":
            return languageMode(value as Any).map { ".swiftLanguageMode(.\(Self.languageModeCase($0))\(condition))" }
        case "interoperabilityMode":
            guard let mode = value as? String else { return nil }
            return ".interoperabilityMode(.\(mode)\(condition))"
        case "defaultIsolation":
            guard let isolation = value as? String else { return nil }
            return ".defaultIsolation(\(isolation == "MainActor" || isolation == "mainActor" ? "MainActor.self" : "nil")\(condition))"
        case "strictMemorySafety":
            return ".strictMemorySafety(\(condition.dropFirst(2)))"
        default:
            return nil
        }
    }

    /// `5` → `v5`, `4.2` → `v4_2`, `6` → `v6`.
    static func languageModeCase(_ mode: String) -> String {
        "v" + mode.replacingOccurrences(of: ".", with: "_").replacingOccurrences(of: "_0", with: "")
    }
}
