import Foundation
import Testing

@testable import PreviewMacroExpansion

@Suite("#Unique expansion")
struct UniqueExpansionTests {
    @Test("Each constraint's key paths are rooted in the model type written between the angle brackets")
    func rootsKeyPaths() throws {
        let unique = try UniqueExpansion(source: "#Unique<Trip>([\\.name, \\.startDate], [\\.code])")

        #expect(unique.modelType == "Trip")
        #expect(unique.constraints == ["[\\.name, \\.startDate]", "[\\.code]"])
        #expect(unique.declaration == "public nonisolated static var _uniquenessConstraints: [[AnyKeyPath]] {\n    [[\\Trip.name, \\Trip.startDate], [\\Trip.code]]\n}")
    }

    @Test("Key paths that name their root need no type; without either, or without constraints, it says what to write")
    func refusals() throws {
        #expect(try UniqueExpansion(source: "#Unique([\\Trip.name])").declaration.contains("[[\\Trip.name]]"))
        #expect(throws: UniqueExpansion.Failure.noModelType) { try UniqueExpansion(source: "#Unique([\\.name])") }
        #expect(throws: UniqueExpansion.Failure.noConstraints) { try UniqueExpansion(source: "#Unique<Trip>()") }
        #expect(UniqueExpansion.Failure.noModelType.message.contains("#Unique<Trip>([\\.name])"))
    }
}
