import Testing
@testable import RepositoryAdoption

@Suite("#if conditions, as the iOS build reads them on Linux")
struct CompilationConditionTests {
    let environment = CompilationCondition.Environment(importable: { ["SwiftUI", "UIKit", "Foundation"].contains($0) }, flags: ["DEBUG", "STAGING"])

    func holds(_ text: String) throws -> Bool {
        try #require(CompilationCondition(parsing: text)).evaluate(in: environment)
    }

    @Test("iOS and Linux both hold: the branch Xcode compiles for a phone is compiled here")
    func platforms() throws {
        #expect(try holds("os(iOS)"))
        #expect(try holds("os(Linux)"))
        #expect(try !holds("os(macOS)"))
        #expect(try holds("os(iOS) || os(tvOS)"))
        #expect(try !holds("os(iOS) && targetEnvironment(simulator)"))
        #expect(try !holds("!os(iOS)"))
        #expect(try holds("!os(watchOS) && !os(macOS)"))
    }

    @Test("canImport asks what the Linux package offers; flags are the target's conditions")
    func importsAndFlags() throws {
        #expect(try holds("canImport(UIKit)"))
        #expect(try !holds("canImport(AppKit)"))
        #expect(try holds("canImport(SwiftUI) && DEBUG"))
        #expect(try holds("STAGING"))
        #expect(try !holds("RELEASE"))
        #expect(try holds("swift(>=5.9)"))
        #expect(try holds("compiler(>=6.0)"))
        #expect(try !holds("false"))
    }

    @Test("Parentheses and precedence: && binds tighter than ||")
    func precedence() throws {
        #expect(try holds("os(macOS) || os(iOS) && DEBUG"))
        #expect(try !holds("(os(macOS) || os(iOS)) && RELEASE"))
        #expect(try holds("!(os(macOS) || os(watchOS))"))
        #expect(try holds("os(iOS) // a comment"))
    }

    @Test("Text that is not a condition is refused")
    func malformed() {
        #expect(CompilationCondition(parsing: "os(iOS) &&") == nil)
        #expect(CompilationCondition(parsing: "(DEBUG") == nil)
        #expect(CompilationCondition(parsing: "") == nil)
    }
}
