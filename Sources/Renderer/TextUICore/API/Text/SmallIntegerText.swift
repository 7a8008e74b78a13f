import Foundation

/// The integers screens show most (a count, a row's number), written without
/// `String(format:locale:)`, which makes ICU's number formatter anew for every value
/// (60 µs a call, a quarter of a card list's render). Below 1,000 no locale groups a
/// number, so a non-negative one is its digits, in the locale's digits: where those are
/// Latin ("0"–"9"), the digits Swift writes. A negative number (the locale's minus
/// sign), a larger one (grouping), any other specifier or type, and a locale with
/// digits of its own (Arabic's `٧`) go to the formatter, which answers for every case.
enum SmallIntegerText {
    /// Plain integer conversions: no width, flag or precision.
    private static let specifiers: Set<String> = ["%d", "%i", "%ld", "%li", "%lld", "%lli", "%u", "%lu", "%llu"]

    /// `String(format: specifier, locale: locale, argument)`, or nil where only the
    /// formatter knows it.
    static func text(_ specifier: String, _ argument: any CVarArg, locale: Locale) -> String? {
        guard specifiers.contains(specifier), let value = smallValue(argument), LatinDigits.shared.written(in: locale) else {
            return nil
        }
        return String(value)
    }

    private static func smallValue(_ argument: any CVarArg) -> Int? {
        guard let integer = argument as? any BinaryInteger, let value = Int(exactly: integer), (0..<1000).contains(value) else {
            return nil
        }
        return value
    }
}

/// Whether a locale writes numbers in Latin digits, asked of the formatter once per
/// locale: it writes 0, 123, 456, 789 and 999 as Swift does.
final class LatinDigits: @unchecked Sendable {
    static let shared = LatinDigits()

    private let lock = NSLock()
    private var answers: [String: Bool] = [:]

    func written(in locale: Locale) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if let answer = answers[locale.identifier] { return answer }
        let answer = [0, 123, 456, 789, 999].allSatisfy { String(format: "%lld", locale: locale, Int64($0)) == String($0) }
        answers[locale.identifier] = answer
        return answer
    }
}
