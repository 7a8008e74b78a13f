import Testing
@testable import RepositoryAdoption

@Suite("What adoption reads of a Swift file")
struct SwiftSourceTests {
    let iOSBuild = CompilationCondition.Environment(importable: { ["SwiftUI", "UIKit", "Foundation"].contains($0) }, flags: ["DEBUG"])

    @Test("Imports with attributes, access levels and kinds name their module")
    func imports() {
        let source = SwiftSource(path: "/a/File.swift", text: """
        import SwiftUI
        @testable import MyApp
        @_spi(Internal) @preconcurrency import Combine
        public import struct Foundation.URL
        internal import os.log
        import func Darwin.sqrt
        // import Commented
        let text = "import NotCode"
        """)
        #expect(source.imports.map(\.module) == ["SwiftUI", "MyApp", "Combine", "Foundation", "os", "Darwin"])
        #expect(source.imports.filter(\.isTestable).map(\.module) == ["MyApp"])
    }

    @Test("Only the branches the iOS build compiles count")
    func branches() {
        let source = SwiftSource(path: "/a/File.swift", text: """
        #if canImport(UIKit)
        import UIKit
        #elseif canImport(AppKit)
        import AppKit
        #endif
        #if os(macOS)
        import Cocoa
        #else
        import Foundation
        #endif
        #if DEBUG
        #if os(watchOS)
        import WatchKit
        #endif
        #endif
        """)
        #expect(source.activeImports(in: iOSBuild).map(\.module) == ["UIKit", "Foundation"])
        #expect(source.modulesTestedByCanImport == ["UIKit", "AppKit"])
    }

    @Test("Comments and strings are not code; interpolations are")
    func lexer() {
        let source = SwiftSource(path: "/a/File.swift", text: """
        let a = "@objc \\(Helper.value) // not a comment"
        /* import Hidden
           @main */ struct Shown {}
        let b = #"raw "quoted" @objc"#
        let c = \"\"\"
        @objc inside
        \"\"\"
        """)
        #expect(source.identifiers.contains("Helper"))
        #expect(!source.identifiers.contains("objc"))
        #expect(!source.identifiers.contains("Hidden"))
        #expect(source.imports.isEmpty)
        #expect(!source.startsProgram)
        #expect(source.topLevelNames == ["a", "Shown", "b", "c"])
    }

    @Test("A program starts at @main or in main.swift; a UI test drives the app")
    func programsAndUITests() {
        #expect(SwiftSource(path: "/a/App.swift", text: "@main\nstruct MyApp: App {}").startsProgram)
        #expect(SwiftSource(path: "/a/main.swift", text: "print(1)").startsProgram)
        #expect(!SwiftSource(path: "/a/App.swift", text: "@mainActor\nstruct X {}").startsProgram)
        #expect(SwiftSource(path: "/a/T.swift", text: "let app = XCUIApplication()").drivesApplication)
        #expect(SwiftSource(path: "/a/A.swift", text: "@UIApplicationMain\nclass AppDelegate {}").usesObjectiveCMain)
    }

    @Test("Top-level names are declared at depth zero only")
    func topLevelNames() {
        let source = SwiftSource(path: "/a/File.swift", text: """
        struct Outer {
            struct Inner {}
            func method() {}
        }
        enum Kind { case a }
        extension Outer { var extra: Int { 1 } }
        func helper() {}
        typealias Alias = Int
        """)
        #expect(source.topLevelNames == ["Outer", "Kind", "helper", "Alias"])
    }
}
