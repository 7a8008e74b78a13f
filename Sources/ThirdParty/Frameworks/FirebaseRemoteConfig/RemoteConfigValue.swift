import Foundation

/// Where a config value came from: the server, the app's defaults, or nowhere (`.static`).
public enum RemoteConfigSource: Int, Sendable {
    case remote
    case `default`
    case `static`
}

/// A config value, kept as the bytes of its text as Remote Config keeps it, and read as
/// the type asked for.
public final class RemoteConfigValue: NSObject, NSCopying, @unchecked Sendable {
    public let dataValue: Data
    public let source: RemoteConfigSource

    init(data: Data, source: RemoteConfigSource) {
        dataValue = data
        self.source = source
        super.init()
    }

    /// A default as Remote Config stores it: text, a number's text, or data.
    convenience init(defaultValue: NSObject) {
        let data: Data = switch defaultValue {
        case let data as Data: data
        case let number as NSNumber: Data(number.stringValue.utf8)
        case let string as String: Data(string.utf8)
        default: Data(String(describing: defaultValue).utf8)
        }
        self.init(data: data, source: .default)
    }

    public var stringValue: String {
        String(decoding: dataValue, as: UTF8.self)
    }

    public var numberValue: NSNumber {
        NSNumber(value: Double(stringValue.trimmingCharacters(in: .whitespaces)) ?? 0)
    }

    /// True for text starting with `t`, `y` or a digit 1–9, as `NSString.boolValue` reads it.
    public var boolValue: Bool {
        guard let first = stringValue.drop(while: { $0 == " " || $0 == "+" || $0 == "0" }).first else { return false }
        return "tTyY123456789".contains(first)
    }

    /// The value parsed as JSON, or nil when it is not JSON.
    public var jsonValue: Any? {
        try? JSONSerialization.jsonObject(with: dataValue, options: [.fragmentsAllowed])
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        RemoteConfigValue(data: dataValue, source: source)
    }
}

/// What went wrong reading a value as a `Decodable` type.
public enum RemoteConfigValueCodableError: Error {
    case unsupportedType(String)
}

/// What went wrong setting defaults from an `Encodable` value.
public enum RemoteConfigCodableError: Error {
    case invalidSetDefaultsInput(String)
}

extension RemoteConfigValue {
    /// The value as `Value`: a plain value as its property reads it, anything else from its JSON.
    public func decoded<Value: Decodable>(asType: Value.Type = Value.self) throws -> Value {
        if asType == Date.self {
            throw RemoteConfigValueCodableError.unsupportedType("Date type is not currently supported for  Remote Config Value decoding. Please file a feature request")
        }
        return try RemoteConfigDecoder.decode(Value.self, from: self)
    }
}
