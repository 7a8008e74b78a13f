import Foundation
import FoundationAdditions
import Testing

struct NSUbiquitousKeyValueStoreTests {
    @Test func keepsEachKindOfValue() {
        let store = NSUbiquitousKeyValueStore()
        store.set("Ana", forKey: "name")
        store.set(Data([1, 2]), forKey: "data")
        store.set(["a", 1] as [Any], forKey: "array")
        store.set(["k": "v"] as [String: Any], forKey: "dictionary")
        store.set(Int64(42), forKey: "count")
        store.set(2.5, forKey: "ratio")
        store.set(true, forKey: "flag")
        #expect(store.string(forKey: "name") == "Ana")
        #expect(store.data(forKey: "data") == Data([1, 2]))
        #expect(store.array(forKey: "array")?.count == 2)
        #expect(store.dictionary(forKey: "dictionary")?["k"] as? String == "v")
        #expect(store.longLong(forKey: "count") == 42)
        #expect(store.double(forKey: "ratio") == 2.5)
        #expect(store.longLong(forKey: "ratio") == 2)
        #expect(store.bool(forKey: "flag"))
        #expect(store.object(forKey: "name") as? String == "Ana")
        #expect(store.dictionaryRepresentation.count == 7)
    }

    @Test func missingOrMismatchedValuesAnswerEmpty() {
        let store = NSUbiquitousKeyValueStore()
        store.set("text", forKey: "text")
        #expect(store.string(forKey: "none") == nil)
        #expect(store.data(forKey: "text") == nil)
        #expect(store.longLong(forKey: "text") == 0)
        #expect(store.double(forKey: "none") == 0)
        #expect(!store.bool(forKey: "none"))
    }

    @Test func removingAndSettingNil() {
        let store = NSUbiquitousKeyValueStore()
        store.set("a", forKey: "a")
        store.set("b", forKey: "b")
        store.removeObject(forKey: "a")
        store.set(nil as String?, forKey: "b")
        #expect(store.object(forKey: "a").isNone)
        #expect(store.object(forKey: "b").isNone)
        #expect(store.dictionaryRepresentation.isEmpty)
    }

    @Test func theDefaultStoreIsShared() {
        NSUbiquitousKeyValueStore.default.set("shared", forKey: "NSUbiquitousKeyValueStoreTests.shared")
        #expect(NSUbiquitousKeyValueStore.default.string(forKey: "NSUbiquitousKeyValueStoreTests.shared") == "shared")
        #expect(NSUbiquitousKeyValueStore.default.synchronize())
        NSUbiquitousKeyValueStore.default.removeObject(forKey: "NSUbiquitousKeyValueStoreTests.shared")
    }

    @Test func concurrentWritesAreAllKept() async {
        let store = NSUbiquitousKeyValueStore()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask { store.set(Int64(index), forKey: "key\(index)") }
            }
        }
        #expect(store.dictionaryRepresentation.count == 100)
        #expect(store.longLong(forKey: "key99") == 99)
    }

    @Test func notificationNamesAndReasons() {
        #expect(NSUbiquitousKeyValueStore.didChangeExternallyNotification.rawValue == "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
        #expect(NSUbiquitousKeyValueStoreChangeReasonKey == "NSUbiquitousKeyValueStoreChangeReasonKey")
        #expect(NSUbiquitousKeyValueStoreChangedKeysKey == "NSUbiquitousKeyValueStoreChangedKeysKey")
        #expect([NSUbiquitousKeyValueStoreServerChange, NSUbiquitousKeyValueStoreInitialSyncChange, NSUbiquitousKeyValueStoreQuotaViolationChange, NSUbiquitousKeyValueStoreAccountChange] as [Int] == [0, 1, 2, 3])
    }
}

private extension Optional {
    var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}
