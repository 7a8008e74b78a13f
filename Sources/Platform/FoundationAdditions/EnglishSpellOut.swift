/// Whole numbers in English words, as ICU's `en` spell-out writes them: "twenty-one",
/// "one hundred five", "one thousand two hundred".
enum EnglishSpellOut {
    private static let small = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    private static let scales: [(value: Int, name: String)] = [
        (1_000_000_000_000_000_000, "quintillion"), (1_000_000_000_000_000, "quadrillion"), (1_000_000_000_000, "trillion"),
        (1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand"),
    ]

    static func cardinal(_ value: Int) -> String {
        if value < 0 { return "minus " + cardinal(value == Int.min ? Int.max : -value) }
        if value < 20 { return small[value] }
        if value < 100 {
            let unit = value % 10
            return tens[value / 10] + (unit == 0 ? "" : "-" + small[unit])
        }
        if value < 1_000 {
            let rest = value % 100
            return small[value / 100] + " hundred" + (rest == 0 ? "" : " " + cardinal(rest))
        }
        for scale in scales where value >= scale.value {
            let rest = value % scale.value
            return cardinal(value / scale.value) + " " + scale.name + (rest == 0 ? "" : " " + cardinal(rest))
        }
        return String(value)
    }
}
