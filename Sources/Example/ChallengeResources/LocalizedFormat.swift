/// printf-style placeholders of string tables, formatted the same on every machine:
/// `%lld`, `%ld`, `%d`, `%i`, `%@`, positional `%2$lld`, and `%%`. Numbers have no
/// grouping separators and no locale: a render must not depend on the machine.
public enum LocalizedFormat {
    public static func format(_ format: String, _ arguments: [any CVarArg]) -> String {
        var output = ""
        var nextArgument = 0
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            output += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                output += "%"
                characters = characters.dropFirst()
                continue
            }
            // Optional position: digits followed by "$".
            var position: Int?
            let digits = characters.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, characters.dropFirst(digits.count).first == "$" {
                position = Int(digits).map { $0 - 1 }
                characters = characters.dropFirst(digits.count + 1)
            }
            let length = characters.prefix { $0 == "l" || $0 == "h" || $0 == "q" || $0 == "z" }
            characters = characters.dropFirst(length.count)
            guard let conversion = characters.first, "diu@".contains(conversion) else {
                output += "%" + length
                continue
            }
            characters = characters.dropFirst()
            let index = position ?? nextArgument
            nextArgument = index + 1
            output += index < arguments.count ? describe(arguments[index]) : "⟦%\(conversion)⟧"
        }
        return output + characters
    }

    private static func describe(_ argument: any CVarArg) -> String {
        switch argument {
        case let value as Int: String(value)
        case let value as Int64: String(value)
        case let value as Int32: String(value)
        case let value as UInt: String(value)
        case let value as String: value
        default: String(describing: argument)
        }
    }
}
