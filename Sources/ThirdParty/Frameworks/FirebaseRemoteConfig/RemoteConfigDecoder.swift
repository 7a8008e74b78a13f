import Foundation

/// Decodes config values into an app's types as Remote Config does: a `Bool` by
/// `boolValue`, numbers by `numberValue`, text by `stringValue`, and anything else from
/// the value's JSON. At the top level, each key of the config is a property.
struct RemoteConfigDecoder: Decoder {
    enum Contents {
        case value(RemoteConfigValue)
        case config([String: RemoteConfigValue])
    }

    let contents: Contents
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .config(let values) = contents else {
            throw DecodingError.typeMismatch([String: Any].self, .init(codingPath: codingPath, debugDescription: "A config value is decoded from its JSON, not by key."))
        }
        return KeyedDecodingContainer(Keyed<Key>(values: values, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: codingPath, debugDescription: "A list is decoded from the value's JSON."))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        guard case .value(let value) = contents else {
            throw DecodingError.typeMismatch(RemoteConfigValue.self, .init(codingPath: codingPath, debugDescription: "The config is decoded by key."))
        }
        return Single(value: value, codingPath: codingPath)
    }

    /// `type` from `value`: a plain value as Remote Config reads it, else from JSON.
    static func decode<T: Decodable>(_ type: T.Type, from value: RemoteConfigValue) throws -> T {
        switch type {
        case is Bool.Type: return value.boolValue as! T
        case is String.Type: return value.stringValue as! T
        case is Int.Type: return value.numberValue.intValue as! T
        case is Double.Type: return value.numberValue.doubleValue as! T
        case is Float.Type: return value.numberValue.floatValue as! T
        case is Data.Type: return value.dataValue as! T
        default: return try JSONDecoder().decode(T.self, from: value.dataValue)
        }
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let values: [String: RemoteConfigValue]
        let codingPath: [any CodingKey]

        var allKeys: [Key] { values.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

        func decodeNil(forKey key: Key) throws -> Bool { values[key.stringValue] == nil }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard let value = values[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "No config value for \(key.stringValue)."))
            }
            return try RemoteConfigDecoder.decode(type, from: value)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            throw DecodingError.typeMismatch([String: Any].self, .init(codingPath: codingPath + [key], debugDescription: "A nested value is decoded from its JSON."))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch([Any].self, .init(codingPath: codingPath + [key], debugDescription: "A nested list is decoded from its JSON."))
        }

        func superDecoder() throws -> any Decoder { RemoteConfigDecoder(contents: .config(values), codingPath: codingPath) }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            guard let value = values[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "No config value for \(key.stringValue)."))
            }
            return RemoteConfigDecoder(contents: .value(value), codingPath: codingPath + [key])
        }
    }

    struct Single: SingleValueDecodingContainer {
        let value: RemoteConfigValue
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool { value.dataValue.isEmpty }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try RemoteConfigDecoder.decode(type, from: value)
        }
    }
}
