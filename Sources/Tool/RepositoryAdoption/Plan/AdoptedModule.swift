/// One module of the Linux package, as adoption finds it before reading its files'
/// imports: an Xcode target, a local package's target, a third-party package's target
/// or a folder of a repository with no project.
struct AdoptedModule {
    enum TargetType: String {
        case regular, executable, test, macro
    }

    enum Origin: Equatable {
        /// An Xcode project's target: the project file's name and the target's kind.
        case xcode(project: String, kind: XcodeProject.Kind)
        /// A target of a package in the repository (its folder, relative to the repository).
        case localPackage(String)
        /// A third-party package's target, from its sources at the pinned version.
        case thirdParty(identity: String, version: String)
        /// A folder of a repository with no Xcode project.
        case folder

        var isTeams: Bool {
            if case .thirdParty = self { return false }
            return true
        }
    }

    /// The module's name, which is its target's name in the Linux package.
    var name: String
    var type: TargetType
    let origin: Origin
    /// Folders the module's files live in, each shown inside the target's folder under
    /// its own name (absolute).
    var folders: [String]
    /// The files it compiles (absolute), inside `folders`.
    var files: [String]
    /// True when the files were listed one by one (an Xcode group): new files need a new
    /// `init`. False when a folder is the module (a synchronized folder, a package target).
    let listsFiles: Bool
    /// Resources, relative to one of `folders` (absolute paths).
    var resources: [Resource] = []
    /// Modules it depends on because its project or manifest says so, before imports add more.
    var declaredDependencies: [Dependency] = []
    /// Swift settings, in PackageDescription's words.
    var swiftSettings: [String] = []
    var cSettings: [String] = []
    var linkerSettings: [String] = []
    var publicHeadersPath: String?
    /// `-D` flags its `#if`s see: DEBUG and its active compilation conditions.
    var flags: Set<String> = ["DEBUG"]
    /// For tests: the module they test, which `@testable import` reaches.
    var testedModule: String?
    /// UI tests: a file that drives the app through `XCUIApplication` cannot run here.
    var drivesApplication = false
    /// C and other non-Swift sources compile as they are; only Swift files are read.
    var isSwift = true
    /// The asset symbols Xcode generates for the module's asset catalogs, if it does.
    var assetSymbols: AssetSymbols.Options?

    struct Resource: Equatable {
        /// `process`, `copy`.
        let rule: String
        let path: String
        let localization: String?
    }

    /// What a manifest or a project names as a dependency, before it is resolved.
    enum Dependency: Equatable {
        /// A module of the Linux package or of the repository, by name.
        case module(String, condition: String?)
        /// A product of a package: its name and the package's identity, URL or folder.
        case product(String, package: String?, condition: String?)
    }

    var isTests: Bool { type == .test }

    /// The team's own code: its files may be edited for the iOS build and import what iOS's
    /// Foundation brings. A third-party package's files are taken as they are.
    var isTeams: Bool { origin.isTeams }
}
