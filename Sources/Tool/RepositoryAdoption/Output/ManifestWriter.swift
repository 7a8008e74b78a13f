import Foundation

/// Writes the Linux package's `Package.swift`: one target a module, in a fixed order, with
/// a comment saying where each comes from, so that a diff of two runs shows what changed
/// in the repository.
struct ManifestWriter {
    /// How the manifest reaches this package: `.package(path: "…")` or `.package(url: …)`.
    let packageDependency: String
    /// This package's identity, which `.product(name:package:)` names.
    let packageIdentity: String
    let name: String
    let remotePackages: [(identity: String, declaration: String, comment: String)]
    let targets: [PlannedTarget]

    /// The words every manifest this writes carries in its second line.
    static let signature = "written by `snapshots init`"

    /// Whether the manifest at `path` is one this writes: a Linux package of a repository,
    /// which adoption never reads as one of the team's packages.
    static func wroteManifest(at path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 512)) ?? Data(), as: UTF8.self)
        return head.split(separator: "\n").prefix(3).contains { $0.contains(signature) }
    }

    var text: String {
        var lines = [
            "// swift-tools-version: 6.2",
            "// The Linux package of \(name), \(Self.signature) from the Xcode project and",
            "// packages beside it: run it again after changing them (`snapshots init --check` tells",
            "// when it is due). Linux only: Xcode builds the app for iOS with Apple's SwiftUI.",
        ]
        if targets.contains(where: { $0.type == .macro }) { lines.append("import CompilerPluginSupport") }
        lines += [
            "import PackageDescription",
            "",
            "/// SwiftUI, UIKit and the frameworks screens import, for Linux, and the snapshot harness.",
            "let ui = \"\(packageIdentity)\"",
        ]
        if targets.contains(where: \.importsFoundationAsOnIOS) {
            let modules = OfferedModules.foundationOnIOS + OfferedModules.foundationOnIOSFromToolchain
            lines += [
                "",
                "/// What iOS's `import Foundation` brings and Linux's does not (`ObservableObject`,",
                "/// `@Observable`, `URLSession`, `NSPredicate(format:)`): every file of the team's sees it.",
                "let foundationAsOnIOS: [SwiftSetting] = [.unsafeFlags([\(modules.flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }.map { "\"\($0)\"" }.joined(separator: ", "))])]",
            ]
        }
        // One statement a target: the compiler checks each on its own, however many there are.
        lines += ["", "var targets: [Target] = []"]
        for target in targets {
            lines += ["", "// \(target.origin)"]
            var declaration = declaration(of: target)
            declaration[0] = "targets.append(" + declaration[0]
            declaration[declaration.count - 1] = "))"
            lines += declaration
        }
        lines += [
            "",
            "let package = Package(",
            "    name: \(quoted(name)),",
            "    dependencies: [",
            "        \(packageDependency),",
        ]
        for remote in remotePackages {
            lines.append("        \(remote.declaration), // \(remote.comment)")
        }
        lines += ["    ],", "    targets: targets", ")", ""]
        return lines.joined(separator: "\n")
    }

    private func declaration(of target: PlannedTarget) -> [String] {
        let kind = switch target.type {
        case .regular: "target"
        case .executable: "executableTarget"
        case .test: "testTarget"
        case .macro: "macro"
        }
        var arguments = ["name: \(quoted(target.name))"]
        if !target.dependencies.isEmpty {
            arguments.append(list("dependencies", target.dependencies.map(dependency)))
        }
        arguments.append("path: \(quoted(target.path))")
        if !target.exclude.isEmpty { arguments.append(list("exclude", target.exclude.map(quoted))) }
        if let sources = target.sources { arguments.append(list("sources", sources.map(quoted))) }
        if !target.resources.isEmpty {
            arguments.append(list("resources", target.resources.map { resource in
                let localization = resource.localization.map { ", localization: .\($0 == "base" ? "base" : "default")" } ?? ""
                return ".\(resource.rule)(\(quoted(resource.path))\(localization))"
            }))
        }
        if let headers = target.publicHeadersPath { arguments.append("publicHeadersPath: \(quoted(headers))") }
        if !target.cSettings.isEmpty { arguments.append(list("cSettings", target.cSettings.map(Self.widenedToLinux))) }
        var swift = target.swiftSettings.map(Self.widenedToLinux)
        if target.importsFoundationAsOnIOS {
            arguments.append(swift.isEmpty ? "swiftSettings: foundationAsOnIOS" : list("swiftSettings", swift) + " + foundationAsOnIOS")
            swift = []
        } else if !swift.isEmpty {
            arguments.append(list("swiftSettings", swift))
        }
        if !target.linkerSettings.isEmpty { arguments.append(list("linkerSettings", target.linkerSettings.map(Self.widenedToLinux))) }
        var lines = [".\(kind)("]
        for (index, argument) in arguments.enumerated() {
            let argumentLines = argument.split(separator: "\n", omittingEmptySubsequences: false)
            for (lineIndex, line) in argumentLines.enumerated() {
                let last = lineIndex == argumentLines.count - 1
                lines.append("    " + line + (last && index < arguments.count - 1 ? "," : ""))
            }
        }
        lines.append("),")
        return lines
    }

    private func dependency(_ dependency: ModuleResolver.Dependency) -> String {
        switch dependency {
        case let .target(name): quoted(name)
        case let .ours(name): ".product(name: \(quoted(name)), package: ui)"
        case let .remote(name, package): ".product(name: \(quoted(name)), package: \(quoted(package)))"
        }
    }

    /// `name: [a, b]` on one line when short, else one item a line.
    private func list(_ label: String, _ items: [String]) -> String {
        let single = "\(label): [\(items.joined(separator: ", "))]"
        if single.count <= 100 { return single }
        return "\(label): [\n" + items.map { "    \($0)," }.joined(separator: "\n") + "\n]"
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A setting or dependency for iOS alone holds on Linux too, as `#if os(iOS)` does in
    /// the iOS build: `.when(platforms: [.iOS])` → `.when(platforms: [.iOS, .linux])`.
    static func widenedToLinux(_ text: String) -> String {
        guard let range = text.range(of: "platforms: ["), text.contains(".iOS"), !text.contains(".linux") else { return text }
        return text.replacingCharacters(in: range, with: "platforms: [.linux, ")
    }
}
