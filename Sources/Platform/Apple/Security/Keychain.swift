import Foundation

/// The keychain on Linux: process-local, in memory, lock-protected. Items live until the
/// process ends. What it implements of Apple's rules:
///
/// - An item needs `kSecClass`; otherwise `errSecParam`.
/// - Two items of one class clash (`errSecDuplicateItem`) when their primary attributes
///   are equal: account, service, server, protocol, port, path, security domain,
///   authentication type, application tag and label (for keys), access group,
///   synchronizable (absent counts as false).
/// - A query matches items of its class whose attributes equal every attribute the
///   query names (`kSecAttr…` keys). `kSecAttrSynchronizable` absent from a query
///   matches only non-synchronizable items, `kSecAttrSynchronizableAny` matches both.
/// - `SecItemCopyMatching` returns `kSecValueData` as `Data`, attributes as a
///   dictionary, or a dictionary of both when both are asked; an array of them with
///   `kSecMatchLimitAll`. With nothing to return it reports success and returns nil.
/// - Update and delete affect every matching item; no match is `errSecItemNotFound`.
///
/// Access control, authentication contexts and persistent references are not modelled.
enum Keychain {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var items: [[String: Any]] = []

    private static let primaryKeys: [String] = [
        kSecAttrAccount, kSecAttrService, kSecAttrServer, kSecAttrProtocol, kSecAttrPort, kSecAttrPath,
        kSecAttrSecurityDomain, kSecAttrAuthenticationType, kSecAttrApplicationTag, kSecAttrApplicationLabel,
        kSecAttrKeyType, kSecAttrKeyClass, kSecAttrAccessGroup,
    ].map { $0 as String }

    static func add(_ attributes: NSDictionary, _ result: UnsafeMutablePointer<AnyObject?>?) -> OSStatus {
        guard let attributes = attributes as? [String: Any], let itemClass = string(attributes[kSecClass as String]) else {
            return errSecParam
        }
        var item = attributes.filter { !$0.key.hasPrefix("r_") && !$0.key.hasPrefix("m_") && !$0.key.hasPrefix("u_") }
        item[kSecClass as String] = itemClass
        if let data = attributes[kSecValueData as String] {
            guard let data = data as? Data else { return errSecParam }
            item[kSecValueData as String] = data
        }
        let now = Date()
        item[kSecAttrCreationDate as String] = now
        item[kSecAttrModificationDate as String] = now
        return lock.withLock {
            if items.contains(where: { clash($0, item) }) { return errSecDuplicateItem }
            items.append(item)
            result?.pointee = render([item], query: attributes)
            return errSecSuccess
        }
    }

    static func copyMatching(_ query: NSDictionary, _ result: UnsafeMutablePointer<AnyObject?>?) -> OSStatus {
        guard let query = query as? [String: Any], string(query[kSecClass as String]) != nil else { return errSecParam }
        return lock.withLock {
            var found = items.filter { matches($0, query) }
            guard !found.isEmpty else { return errSecItemNotFound }
            if string(query[kSecMatchLimit as String]) != kSecMatchLimitAll as String {
                found = [found[0]]
            }
            result?.pointee = render(found, query: query)
            return errSecSuccess
        }
    }

    static func update(_ query: NSDictionary, _ attributesToUpdate: NSDictionary) -> OSStatus {
        guard let query = query as? [String: Any], string(query[kSecClass as String]) != nil,
              let changes = attributesToUpdate as? [String: Any], changes[kSecClass as String] == nil else {
            return errSecParam
        }
        if let data = changes[kSecValueData as String], !(data is Data) { return errSecParam }
        return lock.withLock {
            let indices = items.indices.filter { matches(items[$0], query) }
            guard !indices.isEmpty else { return errSecItemNotFound }
            var updated = items
            for index in indices {
                updated[index].merge(changes) { _, new in new }
                updated[index][kSecAttrModificationDate as String] = Date()
            }
            for index in indices {
                for other in updated.indices where other != index && clash(updated[other], updated[index]) {
                    return errSecDuplicateItem
                }
            }
            items = updated
            return errSecSuccess
        }
    }

    static func delete(_ query: NSDictionary) -> OSStatus {
        guard let query = query as? [String: Any], string(query[kSecClass as String]) != nil else { return errSecParam }
        return lock.withLock {
            let before = items.count
            items.removeAll { matches($0, query) }
            return items.count == before ? errSecItemNotFound : errSecSuccess
        }
    }

    static func removeAll() {
        lock.withLock { items.removeAll() }
    }

    // MARK: Matching

    private static func clash(_ a: [String: Any], _ b: [String: Any]) -> Bool {
        guard string(a[kSecClass as String]) == string(b[kSecClass as String]) else { return false }
        guard synchronizable(a) == synchronizable(b) else { return false }
        return primaryKeys.allSatisfy { canonical(a[$0]) == canonical(b[$0]) }
    }

    private static func matches(_ item: [String: Any], _ query: [String: Any]) -> Bool {
        guard string(item[kSecClass as String]) == string(query[kSecClass as String]) else { return false }
        let sync = query[kSecAttrSynchronizable as String]
        if string(sync) != kSecAttrSynchronizableAny as String {
            guard synchronizable(item) == (sync.map { canonical($0) == AnyHashable(true) } ?? false) else { return false }
        }
        for (key, value) in query where isAttribute(key) && key != kSecAttrSynchronizable as String {
            guard canonical(item[key]) == canonical(value) else { return false }
        }
        return true
    }

    /// `kSecAttr…` keys: not the class, and not value (`v_`), return (`r_`), match (`m_`)
    /// or use (`u_`, `nleg`) options.
    private static func isAttribute(_ key: String) -> Bool {
        key != kSecClass as String && key != kSecUseDataProtectionKeychain as String
            && !["v_", "r_", "m_", "u_"].contains { key.hasPrefix($0) }
    }

    private static func synchronizable(_ item: [String: Any]) -> Bool {
        canonical(item[kSecAttrSynchronizable as String]) == AnyHashable(true)
    }

    private static func string(_ value: Any?) -> String? {
        value as? String
    }

    private static func canonical(_ value: Any?) -> AnyHashable? {
        guard let value else { return nil }
        if let number = value as? NSNumber {
            let bool = value is Bool
            return bool ? AnyHashable(number.boolValue) : AnyHashable(number.int64Value)
        }
        if let bool = value as? Bool { return bool }
        if let string = value as? String { return string }
        if let data = value as? Data { return data }
        if let date = value as? Date { return date }
        if let hashable = value as? AnyHashable { return hashable }
        return String(describing: value)
    }

    // MARK: Results

    private static func flag(_ query: [String: Any], _ key: CFString) -> Bool {
        canonical(query[key as String]) == AnyHashable(true)
    }

    private static func render(_ found: [[String: Any]], query: [String: Any]) -> AnyObject? {
        let wantsData = flag(query, kSecReturnData)
        let wantsAttributes = flag(query, kSecReturnAttributes)
        guard wantsData || wantsAttributes else { return nil }
        let rendered: [Any] = found.map { item in
            if wantsAttributes {
                var attributes = item
                if !wantsData { attributes[kSecValueData as String] = nil }
                return attributes as NSDictionary
            }
            return (item[kSecValueData as String] as? Data ?? Data()) as NSData
        }
        if string(query[kSecMatchLimit as String]) == kSecMatchLimitAll as String {
            return rendered as NSArray
        }
        return rendered.first as AnyObject?
    }
}

/// Adds an item; see `Keychain` for the rules this in-memory keychain follows.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    Keychain.add(attributes, result)
}

/// Finds items; `errSecItemNotFound` when none match.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    Keychain.copyMatching(query, result)
}

/// Changes every matching item; `errSecItemNotFound` when none match,
/// `errSecDuplicateItem` when a change would make two items clash.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    Keychain.update(query, attributesToUpdate)
}

/// Deletes every matching item; `errSecItemNotFound` when none match.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    Keychain.delete(query)
}

/// Empties this process's in-memory keychain (not Apple API; for tests).
public func _SecItemDeleteAll() {
    Keychain.removeAll()
}
