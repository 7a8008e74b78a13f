import Foundation
import Security
import Testing

/// The in-memory keychain is process-wide, so these tests run one at a time and each
/// uses its own account name.
@Suite(.serialized) struct KeychainTests {
    private func base(_ account: String) -> [String: AnyObject] {
        [kSecClass as String: kSecClassGenericPassword,
         kSecAttrAccount as String: account as AnyObject,
         kSecAttrService as String: "tests" as AnyObject]
    }

    @Test func addThenCopyReturnsTheData() {
        let account = "add-\(UUID())"
        var item = base(account)
        item[kSecValueData as String] = Data("secret".utf8) as AnyObject
        #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)

        var query = base(account)
        query[kSecReturnData as String] = kCFBooleanTrue!
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: AnyObject?
        #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
        #expect((result as? Data).map { String(decoding: $0, as: UTF8.self) } == "secret")
    }

    @Test func addingTheSameItemTwiceIsADuplicate() {
        var item = base("dup-\(UUID())")
        item[kSecValueData as String] = Data("a".utf8) as AnyObject
        #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
        item[kSecValueData as String] = Data("b".utf8) as AnyObject
        #expect(SecItemAdd(item as CFDictionary, nil) == errSecDuplicateItem)
    }

    @Test func synchronizableItemsAreSeparateFromLocalOnes() {
        let account = "sync-\(UUID())"
        var local = base(account)
        local[kSecValueData as String] = Data("l".utf8) as AnyObject
        var synced = local
        synced[kSecAttrSynchronizable as String] = kCFBooleanTrue!
        #expect(SecItemAdd(local as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(synced as CFDictionary, nil) == errSecSuccess)

        var any = base(account)
        any[kSecAttrSynchronizable as String] = kSecAttrSynchronizableAny
        any[kSecMatchLimit as String] = kSecMatchLimitAll
        any[kSecReturnAttributes as String] = true as AnyObject
        var result: AnyObject?
        #expect(SecItemCopyMatching(any as CFDictionary, &result) == errSecSuccess)
        #expect((result as? [[String: Any]])?.count == 2)
    }

    @Test func updateChangesTheDataAndMissingItemsAreNotFound() {
        let account = "upd-\(UUID())"
        var item = base(account)
        item[kSecValueData as String] = Data("old".utf8) as AnyObject
        #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
        let change = [kSecValueData as String: Data("new".utf8)] as CFDictionary
        #expect(SecItemUpdate(base(account) as CFDictionary, change) == errSecSuccess)
        #expect(SecItemUpdate(base("missing-\(UUID())") as CFDictionary, change) == errSecItemNotFound)

        var query = base(account)
        query[kSecReturnData as String] = true as AnyObject
        var result: AnyObject?
        #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
        #expect(result as? Data == Data("new".utf8))
    }

    @Test func deleteRemovesAndThenReportsNotFound() {
        let account = "del-\(UUID())"
        var item = base(account)
        item[kSecValueData as String] = Data("x".utf8) as AnyObject
        #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemDelete(base(account) as CFDictionary) == errSecSuccess)
        #expect(SecItemDelete(base(account) as CFDictionary) == errSecItemNotFound)
        #expect(SecItemCopyMatching(base(account) as CFDictionary, nil) == errSecItemNotFound)
    }

    @Test func anItemWithoutAClassIsRejected() {
        let item = [kSecAttrAccount as String: "no-class"] as CFDictionary
        #expect(SecItemAdd(item, nil) == errSecParam)
        #expect((SecCopyErrorMessageString(errSecItemNotFound, nil) as String?)?.contains("could not be found") == true)
    }
}
