/// A duration's units written in English in one `DateComponentsFormatter` style, with
/// the words and abbreviations iOS uses in `en_US`.
struct DurationText {
    let style: DateComponentsFormatter.UnitsStyle
    let pad: Bool

    func text(for amounts: [(unit: DurationUnit, value: Int)], negative: Bool) -> String {
        let sign = negative ? "-" : ""
        switch style {
        case .positional:
            let fields = amounts.enumerated().map { index, amount in
                index == 0 && !pad ? String(amount.value) : Self.twoDigits(amount.value)
            }
            return sign + fields.joined(separator: ":")
        case .spellOut:
            let parts = amounts.map { "\(EnglishSpellOut.cardinal($0.value)) \($0.value == 1 ? $0.unit.fullName : $0.unit.fullName + "s")" }
            return (negative ? "minus " : "") + parts.joined(separator: ", ")
        case .abbreviated, .brief, .short, .full:
            let parts = amounts.map { Self.grouped($0.value) + label(for: $0.unit, value: $0.value) }
            return sign + parts.joined(separator: style == .abbreviated || style == .brief ? " " : ", ")
        }
    }

    private func label(for unit: DurationUnit, value: Int) -> String {
        let plural = value != 1
        switch style {
        case .abbreviated:
            return unit.abbreviation
        case .brief:
            return plural ? unit.shortPlural : unit.shortName
        case .short:
            return " " + (plural ? unit.shortPlural : unit.shortName)
        default:
            return " " + unit.fullName + (plural ? "s" : "")
        }
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }

    /// Thousands grouped with commas, as en_US writes counts: "1,000 hours".
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }
}

extension DurationUnit {
    var fullName: String {
        switch self {
        case .year: "year"
        case .month: "month"
        case .week: "week"
        case .day: "day"
        case .hour: "hour"
        case .minute: "minute"
        case .second: "second"
        }
    }

    /// The short style's word for one: "1 hr", "1 wk".
    var shortName: String {
        switch self {
        case .year: "yr"
        case .month: "mth"
        case .week: "wk"
        case .day: "day"
        case .hour: "hr"
        case .minute: "min"
        case .second: "sec"
        }
    }

    /// The short style's word for other counts: "2 hr", "2 wks".
    var shortPlural: String {
        switch self {
        case .year: "yrs"
        case .month: "mths"
        case .week: "wks"
        case .day: "days"
        case .hour, .minute, .second: shortName
        }
    }

    /// The abbreviated style's letter: "1h", "2mo".
    var abbreviation: String {
        switch self {
        case .year: "y"
        case .month: "mo"
        case .week: "w"
        case .day: "d"
        case .hour: "h"
        case .minute: "m"
        case .second: "s"
        }
    }
}
