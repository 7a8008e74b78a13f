import Foundation
import FoundationAdditions
import Testing

struct UserDefaultsKeyValueCodingTests {
    @Test("value(forKey:) reads what was stored, as key-value coding does on iOS; setValue(nil) removes it")
    func valueForKeyReadsStoredObjects() throws {
        // Given defaults of their own
        let suite = "kvc-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }

        // When
        defaults.setValue(true, forKey: "freezeHistory")
        defaults.set("Ana", forKey: "name")

        // Then
        #expect(defaults.value(forKey: "freezeHistory") as? Bool == true)
        #expect(defaults.value(forKey: "name") as? String == "Ana")
        #expect(defaults.value(forKey: "missing") == nil)
        defaults.setValue(nil, forKey: "name")
        #expect(defaults.object(forKey: "name") == nil)
    }
}
