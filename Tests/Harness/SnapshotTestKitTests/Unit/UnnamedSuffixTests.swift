import SnapshotCore
import Testing

@testable import SnapshotTestKit

@Suite("Names of unnamed snapshots")
struct UnnamedSuffixTests {
    @Test("A plain test numbers its snapshots")
    func plain() throws {
        let named = try CurrentTest.Arguments.none.unnamedSuffix(number: 2, test: "T/t()")
        #expect(named.suffix == "2")
        #expect(named.contextName == nil)
    }

    @Test("A parameterized case puts its arguments, sanitized, before the number")
    func described() throws {
        let named = try CurrentTest.Arguments.described("Rick Sanchez/alive").unnamedSuffix(number: 1, test: "T/t()")
        #expect(named.suffix == "Rick-Sanchez-alive.1")
        #expect(named.contextName == "Rick Sanchez/alive")
    }

    @Test("A case whose arguments cannot be read must pass named:, and the error says how")
    func unknown() {
        #expect(throws: SnapshotError.parameterizedTestNeedsName(test: "Suite/screen(state:)")) {
            try CurrentTest.Arguments.unknown.unnamedSuffix(number: 1, test: "Suite/screen(state:)")
        }
        let message = SnapshotError.parameterizedTestNeedsName(test: "Suite/screen(state:)").description
        #expect(message.contains("Suite/screen(state:) is parameterized"))
        #expect(message.contains("Pass `named:`"))
    }
}
