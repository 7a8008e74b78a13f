import Foundation

/// The checking types as a bit mask, as `NSDataDetector(types:)` takes them.
public typealias NSTextCheckingTypes = UInt64

/// Finds links and phone numbers in text, as iOS's data detector does for the cases
/// apps check (`isValidURL`, tappable numbers). Linux's Foundation has none.
///
/// Links are URLs with a scheme (`https://…`, `mailto:…`), `www.` addresses, bare
/// domains under a common top-level domain (`apple.com/support`), and email addresses
/// (as `mailto:` URLs); trailing punctuation is not part of a link, as on iOS. Phone
/// numbers are 7 to 15 digits with the usual separators (`+1 (555) 010-9999`). Dates,
/// addresses and transit information are refused by `init(types:)` with an error that
/// names them: this detector does not guess at them.
///
/// A class of its own rather than `NSRegularExpression`'s subclass, which Linux's
/// Foundation does not let a module declare; the matching methods are the same.
open class NSDataDetector: @unchecked Sendable {
    public let checkingTypes: NSTextCheckingTypes

    // Foundation's bits for the types, named here: Linux's Foundation marks its own
    // names deprecated, since its API returns no such results.
    static let link = NSTextCheckingResult.CheckingType(rawValue: 1 << 5)
    static let phoneNumber = NSTextCheckingResult.CheckingType(rawValue: 1 << 11)

    public init(types checkingTypes: NSTextCheckingTypes) throws {
        let types = NSTextCheckingResult.CheckingType(rawValue: checkingTypes)
        let unsupported = types.subtracting([Self.link, Self.phoneNumber])
        guard unsupported.isEmpty else {
            let names = Self.names(of: unsupported)
            throw NSError(domain: NSCocoaErrorDomain, code: 2048, userInfo: [
                NSLocalizedDescriptionKey: "NSDataDetector on Linux finds links and phone numbers; it does not detect \(names). Ask for .link or .phoneNumber.",
            ])
        }
        self.checkingTypes = checkingTypes
    }

    open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] {
        guard let bounds = Range(range, in: string) else { return [] }
        let types = NSTextCheckingResult.CheckingType(rawValue: checkingTypes)
        var found: [(range: Range<String.Index>, result: (NSRange) -> NSTextCheckingResult)] = []
        if types.contains(Self.link) {
            found += LinkScanner.links(in: string, within: bounds).map { link in (link.range, { _DetectedCheckingResult(range: $0, found: .link(link.url)) }) }
        }
        if types.contains(Self.phoneNumber) {
            for number in PhoneNumberScanner.numbers(in: string, within: bounds)
            where !found.contains(where: { $0.range.overlaps(number.range) }) {
                found.append((number.range, { _DetectedCheckingResult(range: $0, found: .phoneNumber(number.text)) }))
            }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { $0.result(NSRange($0.range, in: string)) }
    }

    open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? {
        matches(in: string, options: options, range: range).first
    }

    open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int {
        matches(in: string, options: options, range: range).count
    }

    open func rangeOfFirstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSRange {
        firstMatch(in: string, options: options, range: range)?.range ?? NSRange(location: NSNotFound, length: 0)
    }

    open func enumerateMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
                               using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for match in matches(in: string, options: options, range: range) {
            block(match, [], &stop)
            if stop.boolValue { return }
        }
    }

    private static func names(of types: NSTextCheckingResult.CheckingType) -> String {
        let known: [(bit: UInt64, name: String)] = [
            (0, ".orthography"), (1, ".spelling"), (2, ".grammar"), (3, ".date"), (4, ".address"), (6, ".quote"),
            (7, ".dash"), (8, ".replacement"), (9, ".correction"), (10, ".regularExpression"), (12, ".transitInformation"),
        ]
        let names = known.filter { types.rawValue & (1 << $0.bit) != 0 }.map(\.name)
        return names.isEmpty ? "types \(types.rawValue)" : names.joined(separator: ", ")
    }
}

extension NSTextCheckingResult {
    /// The link a data detector found; nil for other results.
    public var url: URL? {
        guard case let .link(url)? = (self as? _DetectedCheckingResult)?.found else { return nil }
        return url
    }

    /// The phone number a data detector found, as written; nil for other results.
    public var phoneNumber: String? {
        guard case let .phoneNumber(number)? = (self as? _DetectedCheckingResult)?.found else { return nil }
        return number
    }
}

/// What a data detector found, where. Underscored: `NSTextCheckingResult.url` and
/// `phoneNumber` read it.
public final class _DetectedCheckingResult: NSTextCheckingResult {
    enum Found {
        case link(URL)
        case phoneNumber(String)
    }

    let found: Found
    private let foundRange: NSRange

    init(range: NSRange, found: Found) {
        self.found = found
        foundRange = range
        super.init()
    }

    public required init?(coder: NSCoder) { nil }
    public override var range: NSRange { foundRange }
    public override var numberOfRanges: Int { 1 }
    public override func range(at index: Int) -> NSRange { foundRange }

    public override var resultType: NSTextCheckingResult.CheckingType {
        switch found {
        case .link: NSDataDetector.link
        case .phoneNumber: NSDataDetector.phoneNumber
        }
    }
}
