import Foundation
import TestSupport
import Testing
@testable import RepositoryAdoption

@Suite("An Xcode project, read from project.pbxproj")
struct XcodeProjectTests {
    @Test("Targets over groups and synchronized folders, with their Debug settings and products")
    func targets() throws {
        let folder = TemporaryDirectory("xcode-project")
        let fixture = XcodeProjectFixture(
            targets: [
                .init(
                    name: "My App",
                    folders: [(path: "MyApp", excluded: ["Legacy/Old.swift"])],
                    settings: [
                        "SWIFT_VERSION": "6.0",
                        "SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor",
                        "SWIFT_APPROACHABLE_CONCURRENCY": "YES",
                        "SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY": "YES",
                        "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "$(inherited) STAGING",
                        "OTHER_SWIFT_FLAGS": "-D FEATURE_X -enable-experimental-feature StrictMemorySafety",
                    ],
                    products: [(name: "Nuke", url: "https://github.com/kean/Nuke"), (name: "Components", url: nil)]
                ),
                .init(
                    name: "MyAppTests",
                    productType: "com.apple.product-type.bundle.unit-test",
                    files: ["MyAppTests/RowTests.swift", "Shared/Stubs.swift"],
                    settings: ["TEST_HOST": "$(BUILT_PRODUCTS_DIR)/My App.app/My App", "SWIFT_VERSION": "5.0"],
                    dependencies: ["My App"]
                ),
            ],
            remotePackages: [(url: "https://github.com/kean/Nuke", minimumVersion: "12.0.0")]
        )
        folder.write(fixture.text, to: "App.xcodeproj/project.pbxproj")
        let project = try XcodeProject(path: folder.file("App.xcodeproj"))

        #expect(project.targets.map(\.name) == ["My App", "MyAppTests"])
        let app = project.targets[0]
        #expect(app.kind == .application)
        #expect(app.moduleName == "My_App")
        #expect(app.folders == [.init(path: folder.file("MyApp"), excluded: ["Legacy/Old.swift"])])
        #expect(app.packageProducts == [.init(product: "Nuke", package: .remote(url: "https://github.com/kean/Nuke")), .init(product: "Components", package: nil)])
        #expect(XcodeSwiftSettings.settings(app.settings) == [
            ".swiftLanguageMode(.v6)",
            ".defaultIsolation(MainActor.self)",
            ".enableUpcomingFeature(\"DisableOutwardActorInference\")",
            ".enableUpcomingFeature(\"GlobalActorIsolatedTypesUsability\")",
            ".enableUpcomingFeature(\"InferIsolatedConformances\")",
            ".enableUpcomingFeature(\"InferSendableFromCaptures\")",
            ".enableUpcomingFeature(\"NonisolatedNonsendingByDefault\")",
            ".enableUpcomingFeature(\"ExistentialAny\")",
            ".enableExperimentalFeature(\"StrictMemorySafety\")",
            ".define(\"STAGING\")",
            ".define(\"FEATURE_X\")",
        ])
        #expect(XcodeSwiftSettings.compilationConditions(app.settings) == ["DEBUG", "STAGING", "FEATURE_X"])

        let tests = project.targets[1]
        #expect(tests.kind == .unitTests)
        #expect(tests.sourceFiles == [folder.file("MyAppTests/RowTests.swift"), folder.file("Shared/Stubs.swift")])
        #expect(tests.testedTarget == "My App")
        #expect(XcodeSwiftSettings.languageMode(tests.settings) == "5")
        #expect(project.remotePackages.map(\.url) == ["https://github.com/kean/Nuke"])
    }

    @Test("A project with merge conflict markers says so and what to do")
    func conflicted() {
        let folder = TemporaryDirectory("xcode-project")
        folder.write("// !$*UTF8*$!\n{\n<<<<<<< HEAD\n}\n", to: "App.xcodeproj/project.pbxproj")
        #expect(throws: AdoptionError.unreadable(folder.file("App.xcodeproj/project.pbxproj"), "it holds unresolved merge conflict markers (<<<<<<<); resolve the conflict in Xcode or git first")) {
            try XcodeProject(path: folder.file("App.xcodeproj"))
        }
    }

    @Test("Settings resolve $(inherited) level by level, and .xcconfig files with their includes")
    func settings() {
        let folder = TemporaryDirectory("xcconfig")
        folder.write("#include \"Shared.xcconfig\"\nOTHER = $(inherited) FILE\nSKIP[sdk=macosx*] = no\n", to: "Debug.xcconfig")
        folder.write("SWIFT_VERSION = 5.9 // comment\nOTHER = SHARED\n", to: "Shared.xcconfig")
        let file = XCConfigFile.read(folder.file("Debug.xcconfig"))
        #expect(file == ["SWIFT_VERSION": "5.9", "OTHER": "SHARED FILE"])
        let settings = BuildSettings(
            levels: [["A": "1"], ["A": "$(inherited) 2", "NAME": "$(TARGET_NAME)-App"], ["A": "$(inherited) 3"]],
            builtIn: ["TARGET_NAME": "Demo"]
        )
        #expect(settings["A"] == "1 2 3")
        #expect(settings["NAME"] == "Demo-App")
        #expect(BuildSettings.identifier("tv-maniac") == "tv_maniac")
        #expect(BuildSettings.identifier("2048 Game") == "_2048_Game")
    }

    @Test("Upcoming feature settings are named as the compiler names them")
    func featureNames() {
        #expect(XcodeSwiftSettings.featureName("MEMBER_IMPORT_VISIBILITY") == "MemberImportVisibility")
        #expect(XcodeSwiftSettings.featureName("DISABLE_OUTWARD_ACTOR_ISOLATION") == "DisableOutwardActorInference")
        #expect(XcodeSwiftSettings.featureName("IMPORT_OBJC_FORWARD_DECLS") == "ImportObjcForwardDeclarations")
    }
}
