import Foundation

/// A log message built from a string literal with interpolations, each with its own
/// privacy and format, as Apple's `OSLogMessage`. Interpolated values are evaluated
/// only when the message is written.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public let interpolation: OSLogInterpolation

    public init(stringInterpolation: OSLogInterpolation) {
        self.interpolation = stringInterpolation
    }

    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The message as the log shows it: private values redacted (not Apple API).
    public var _redacted: String { interpolation.render(showingPrivate: false) }

    /// The message with every value shown (not Apple API).
    public var _unredacted: String { interpolation.render(showingPrivate: true) }
}

/// The pieces of an `OSLogMessage`.
public struct OSLogInterpolation: StringInterpolationProtocol {
    enum Segment {
        case literal(String)
        case value(() -> String, privacy: OSLogPrivacy, scalar: Bool, alignment: OSLogStringAlignment)
    }

    var segments: [Segment] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
        segments.reserveCapacity(interpolationCount * 2 + 1)
    }

    public mutating func appendLiteral(_ literal: String) {
        segments.append(.literal(literal))
    }

    func render(showingPrivate: Bool) -> String {
        var out = ""
        for segment in segments {
            switch segment {
            case .literal(let text):
                out += text
            case let .value(make, privacy, scalar, alignment):
                let text = alignment.apply(make())
                out += !showingPrivate && privacy.hides(scalar: scalar) ? privacy.redact(text) : text
            }
        }
        return out
    }

    private mutating func append(_ make: @escaping () -> String, _ privacy: OSLogPrivacy, scalar: Bool,
                                 _ align: OSLogStringAlignment = .none) {
        segments.append(.value(make, privacy: privacy, scalar: scalar, alignment: align))
    }

    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(argumentString, privacy, scalar: false, align)
    }

    /// Any describable value (disfavoured, so numbers take their own overloads).
    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                         align: OSLogStringAlignment = .none,
                                                                         privacy: OSLogPrivacy = .auto) {
        append({ value().description }, privacy, scalar: false, align)
    }

    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                   format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none,
                                                                   privacy: OSLogPrivacy = .auto) {
        append({ format.format(number()) }, privacy, scalar: true, align)
    }

    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ format.format(number()) }, privacy, scalar: true, align)
    }

    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ format.format(Double(number())) }, privacy, scalar: true, align)
    }

    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ format.format(Double(number())) }, privacy, scalar: true, align)
    }

    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool,
                                             format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        append({ format.yesNo ? (boolean() ? "YES" : "NO") : (boolean() ? "true" : "false") }, privacy, scalar: true)
    }

    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ String(reflecting: value()) }, privacy, scalar: false, align)
    }

    /// An error, written with its description (Apple writes it as an object).
    @_disfavoredOverload
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append({ String(describing: error()) }, privacy, scalar: false, align)
    }
}
