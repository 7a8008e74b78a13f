import Foundation
import RepositoryAdoption
import SnapshotCore

/// `snapshots init`: the Linux package of a repository, written from its Xcode projects,
/// its own packages and the third-party packages it pins, over its unmodified files.
struct InitCommand: Command {
    static let name = "init"
    static let summary = "write the Linux package of an Xcode repository (Linux/Package.swift)"
    static let operands = "[REPOSITORY]"
    static let output = Option("--output", value: "FOLDER", help: "where the Linux package goes (default: Linux, inside the repository)")
    static let check = Option("--check", help: """
    write nothing; fail, naming what differs, when the Linux package is not
    what the repository makes now (a CI step)
    """)
    static let packageURL = Option("--package-url", value: "URL", help: """
    depend on this package by URL (with --package-branch or --package-version)
    instead of by its folder on this machine
    """)
    static let packageBranch = Option("--package-branch", value: "BRANCH", help: "the branch of --package-url (default: main)")
    static let packageVersion = Option("--package-version", value: "VERSION", help: "the version of --package-url to start from")
    static let offline = Option("--offline", help: "do not fetch third-party packages: declare each as pinned")
    static let options: [Option] = [output, check, packageURL, packageBranch, packageVersion, offline]
    static let about = """
    Run at a repository's root (or give its path). Reads every Xcode project
    (targets, their files in groups or synchronized folders, Debug build settings:
    SWIFT_VERSION, SWIFT_DEFAULT_ACTOR_ISOLATION, upcoming features, compilation
    conditions; package products), every package's manifest, and the versions
    Package.resolved pins, and writes one Linux package: a target a module, over
    the team's files where they are (links, so nothing is copied or changed), each
    depending on this package's products for the modules its files import
    (SwiftUI, UIKit, MapKit…). Test bundles become test targets;
    swift-snapshot-testing is this package's SnapshotTesting, so the tests run
    unchanged.

    Third-party packages are decided from their own sources at the pinned
    version: one that builds on Linux is declared as pinned; one whose files
    import SwiftUI or UIKit without its manifest saying so is declared again over
    a copy of its files (ThirdParty/), with the dependency it lacks; one that
    cannot build on Linux (Objective-C, a binary framework, @objc) is replaced by
    this package's stand-in of the same name where there is one (Kingfisher,
    SDWebImageSwiftUI, Lottie, Sentry, Firebase…).

    What Linux cannot compile is never edited in your files: `#if os(iOS)`,
    #selector and @objc are compiled from copies (the iOS build), each listed.
    A file importing a module nobody offers, a UI test driving XCUIApplication,
    and what uses them are left out, each with the reason. Run it again after
    changing the project or a manifest: it rewrites the Linux package and
    changes nothing else.
    """
    static let epilogue = """
    Examples:
      swift run --package-path ../TextSnapshotTesting snapshots init
      snapshots init ~/src/MyApp --output Linux
      snapshots init --check          (in CI, before the tests)

    Exit status: 0; 1 with --check when the Linux package is out of date; 2 when
    the repository cannot be read or the command line is wrong.
    """

    let arguments: ParsedArguments
    let context: CommandContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(ToolError) {
        guard arguments.positionals.count <= 1 else {
            throw .usage("init takes one repository, not \(arguments.positionals.count).", command: Self.invocation)
        }
        if arguments.value(Self.packageURL) == nil, arguments.value(Self.packageBranch) != nil || arguments.value(Self.packageVersion) != nil {
            throw .usage("--package-branch and --package-version go with --package-url.", command: Self.invocation)
        }
        self.arguments = arguments
        self.context = context
    }

    func run() throws(ToolError) -> ExitStatus {
        let repository = FilePath.absolute(arguments.positionals.first ?? ".")
        let options = RepositoryAdoption.Options(
            repository: repository,
            output: arguments.value(Self.output),
            dependency: try dependency(),
            fetches: !arguments.has(Self.offline),
            environment: context.environment
        )
        let display = FilePath.relative(options.output, to: FilePath.absolute("."))
        if !arguments.has(Self.check) {
            context.console.error("Reading \(repository): projects, packages and the packages they pin…")
        }
        let adoption: RepositoryAdoption
        do {
            adoption = try RepositoryAdoption(options)
        } catch {
            throw .environment(error.description)
        }
        if arguments.has(Self.check) {
            let differences = adoption.differences()
            guard !differences.isEmpty else {
                context.console.print("\(display) is up to date with the repository.")
                return .success
            }
            context.console.print("\(display) is out of date with the repository (\(differences.count) \(differences.count == 1 ? "difference" : "differences")):")
            for difference in differences.prefix(40) { context.console.print("  \(difference)") }
            if differences.count > 40 { context.console.print("  … and \(differences.count - 40) more") }
            context.console.print("Run `snapshots init` and commit \(display).")
            return .snapshotFailures
        }
        do {
            try adoption.write()
        } catch {
            throw .environment(error.description)
        }
        context.console.print(adoption.report.text)
        context.console.print("""
        Wrote \(FilePath.join(display, "Package.swift")).
        Next:
          cd \(display) && swift build --build-tests && swift test      record, then verify
          swift run snapshots review                                   after a change
          snapshots init --check                                       in CI: the Linux package is current
        """)
        return .success
    }

    private func dependency() throws(ToolError) -> RepositoryAdoption.Dependency {
        if let url = arguments.value(Self.packageURL) {
            let requirement = arguments.value(Self.packageVersion).map { "from: \"\($0)\"" } ?? "branch: \"\(arguments.value(Self.packageBranch) ?? "main")\""
            return .url(url, requirement: requirement)
        }
        guard let root = Self.thisPackageRoot else {
            throw .environment("cannot find this package's own folder (the snapshots tool was built from \(#filePath)). Pass --package-url with its URL.")
        }
        return .path(root)
    }

    /// The folder of the package this tool was built from, which the Linux package
    /// depends on by path unless told its URL.
    static var thisPackageRoot: String? {
        var folder = FilePath.directory(of: #filePath)
        while folder != "/" {
            let manifest = FilePath.join(folder, "Package.swift")
            if let text = try? String(contentsOfFile: manifest, encoding: .utf8), text.contains("name: \"TextSnapshotTesting\"") {
                return folder
            }
            folder = FilePath.directory(of: folder)
        }
        return nil
    }
}
