import SwiftData
import TestSupport
import Testing

/// Models in a `Set`: SwiftData keeps to-many relationships as arrays.
@Model
final class Crate {
    var gadgets: Set<Gadget> = []

    init() {}
}

@Suite("SwiftData: what is not supported stops with a message")
struct UnsupportedFormTests {
    @Test("A relationship kept in a Set stops when its schema is read, saying to use an array")
    func setRelationship() throws {
        let result = try ChildProcess.run(swiftTestingSuite: "SwiftDataUnsupportedFixture", variables: [Fixture.variable: "swiftdata-set-relationship"])
        #expect(result.status != 0)
        #expect(result.output.contains("Crate.gadgets holds models in a Set: a to-many relationship is an array"), "\(result.output)")
    }
}

/// Runs only in the child process `setRelationship` starts.
@Suite(.enabled(if: Fixture.isActive("swiftdata-set-relationship")))
struct SwiftDataUnsupportedFixture {
    @Test func setRelationship() {
        _ = Schema([Crate.self])
    }
}
