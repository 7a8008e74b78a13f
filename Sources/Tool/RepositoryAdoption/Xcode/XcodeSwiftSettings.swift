/// A target's build settings in SwiftPM's words: its language mode, default isolation,
/// upcoming features and compilation conditions, as Xcode passes them to the compiler.
enum XcodeSwiftSettings {
    static func settings(_ build: BuildSettings) -> [String] {
        var settings: [String] = []
        let mode = languageMode(build)
        settings.append(".swiftLanguageMode(.\(PackageManifest.languageModeCase(mode)))")
        if build["SWIFT_DEFAULT_ACTOR_ISOLATION"]?.lowercased() == "mainactor" {
            settings.append(".defaultIsolation(MainActor.self)")
        }
        var features: [String] = []
        if build.isOn("SWIFT_APPROACHABLE_CONCURRENCY") {
            features += ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances", "InferSendableFromCaptures", "NonisolatedNonsendingByDefault"]
        }
        for key in build.values.keys.sorted() where key.hasPrefix("SWIFT_UPCOMING_FEATURE_") && build.isOn(key) {
            features.append(featureName(String(key.dropFirst("SWIFT_UPCOMING_FEATURE_".count))))
        }
        if mode.hasPrefix("5") || mode.hasPrefix("4"), build["SWIFT_STRICT_CONCURRENCY"]?.lowercased() == "complete" {
            features.append("StrictConcurrency")
        }
        var experimental: [String] = []
        let flags = build.words("OTHER_SWIFT_FLAGS")
        for (index, flag) in flags.enumerated() {
            let next = index + 1 < flags.count ? flags[index + 1] : nil
            switch flag {
            case "-enable-upcoming-feature": if let next { features.append(next) }
            case "-enable-experimental-feature": if let next { experimental.append(next) }
            case "-strict-concurrency=complete" where mode.hasPrefix("5"): features.append("StrictConcurrency")
            default: break
            }
        }
        for feature in unique(features) { settings.append(".enableUpcomingFeature(\"\(feature)\")") }
        for feature in unique(experimental) { settings.append(".enableExperimentalFeature(\"\(feature)\")") }
        for flag in compilationConditions(build) where flag != "DEBUG" {
            settings.append(".define(\"\(flag)\")")
        }
        return settings
    }

    /// `5.0` → `5`, `6.0` → `6`, `4.2`; Xcode's default when unset is 5.
    static func languageMode(_ build: BuildSettings) -> String {
        guard let version = build["SWIFT_VERSION"], !version.isEmpty else { return "5" }
        let parts = version.split(separator: ".")
        if parts.count > 1, parts[1] != "0" { return "\(parts[0]).\(parts[1])" }
        return String(parts.first ?? "5")
    }

    /// SWIFT_ACTIVE_COMPILATION_CONDITIONS and `-D` flags: what the target's `#if`s see.
    /// SwiftPM defines DEBUG in a debug build itself.
    static func compilationConditions(_ build: BuildSettings) -> [String] {
        var conditions = build.words("SWIFT_ACTIVE_COMPILATION_CONDITIONS")
        let flags = build.words("OTHER_SWIFT_FLAGS")
        for (index, flag) in flags.enumerated() {
            if flag == "-D", index + 1 < flags.count { conditions.append(flags[index + 1]) }
            else if flag.hasPrefix("-D"), flag.count > 2 { conditions.append(String(flag.dropFirst(2))) }
        }
        return unique(conditions.filter { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !$0.isEmpty })
    }

    /// `EXISTENTIAL_ANY` → `ExistentialAny`; two settings are named otherwise than their feature.
    static func featureName(_ setting: String) -> String {
        switch setting {
        case "DISABLE_OUTWARD_ACTOR_ISOLATION": return "DisableOutwardActorInference"
        case "IMPORT_OBJC_FORWARD_DECLS": return "ImportObjcForwardDeclarations"
        default: return setting.lowercased().split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0).inserted }
    }
}
