/// One target of the Linux package's manifest, with every path relative to the target's
/// folder, as `Package.swift` spells it.
struct PlannedTarget {
    let name: String
    let type: AdoptedModule.TargetType
    /// Relative to the Linux package.
    let path: String
    let sources: [String]?
    let exclude: [String]
    let resources: [AdoptedModule.Resource]
    let dependencies: [ModuleResolver.Dependency]
    let swiftSettings: [String]
    let cSettings: [String]
    let linkerSettings: [String]
    let publicHeadersPath: String?
    let importsFoundationAsOnIOS: Bool
    /// Where it comes from, for the comment above it.
    let origin: String
}
