import Testing
import ViewSnapshotTesting

@testable import ChallengeCharacter

@MainActor
@Suite
struct BindingEmptyAsNilTests {
    @Test("nil shows as an empty field, and a text as itself")
    func reads() {
        // Given
        var value: String?
        let sut = Binding(get: { value }, set: { value = $0 }).emptyAsNil

        // Then
        #expect(sut.wrappedValue == "")
        value = "Human"
        #expect(sut.wrappedValue == "Human")
    }

    @Test("Typing stores the text; clearing the field stores nil")
    func writes() {
        // Given
        var value: String?
        let sut = Binding(get: { value }, set: { value = $0 }).emptyAsNil

        // When
        sut.wrappedValue = "Alien"

        // Then
        #expect(value == "Alien")

        // When
        sut.wrappedValue = ""

        // Then
        #expect(value == nil)
    }
}
