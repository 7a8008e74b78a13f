import RenderFormat

/// Makes characters that a reviewer cannot see visible in a diff: a trailing space, a
/// tab or a zero-width joiner changes the bytes of a snapshot but not how a line looks.
public enum InvisibleCharacters {
    public enum Marker: CaseIterable, Sendable {
        case trailingSpace
        case tab
        case carriageReturn
        case noBreakSpace
        case codePoint

        public var legend: String {
            switch self {
            case .trailingSpace: "· trailing space"
            case .tab: "⇥ tab"
            case .carriageReturn: "␍ carriage return"
            case .noBreakSpace: "⍽ no-break space"
            case .codePoint: "⟨U+…⟩ invisible or control character"
            }
        }
    }

    /// The line with invisible characters replaced by visible markers, and which markers
    /// were used (for a legend). A piece of a line that does not end it keeps its final
    /// spaces: they are not trailing.
    public static func reveal(_ line: Substring, endsLine: Bool = true) -> (text: String, markers: Set<Marker>) {
        var markers: Set<Marker> = []
        var output = ""
        output.reserveCapacity(line.utf8.count)

        let trailingSpaces = endsLine ? line.reversed().prefix { $0 == " " }.count : 0
        let visibleEnd = line.index(line.endIndex, offsetBy: -trailingSpaces)

        for character in line[..<visibleEnd] {
            if Invisibles.isEmojiSequence(character) {
                output.append(character)
                continue
            }
            for scalar in character.unicodeScalars {
                switch scalar {
                case "\t":
                    output += "⇥"
                    markers.insert(.tab)
                case "\r":
                    output += "␍"
                    markers.insert(.carriageReturn)
                case "\u{00A0}":
                    output += "⍽"
                    markers.insert(.noBreakSpace)
                default:
                    if Invisibles.isInvisible(scalar) {
                        output += "⟨U+\(hex(scalar.value))⟩"
                        markers.insert(.codePoint)
                    } else {
                        output.unicodeScalars.append(scalar)
                    }
                }
            }
        }
        if trailingSpaces > 0 {
            output += String(repeating: "·", count: trailingSpaces)
            markers.insert(.trailingSpace)
        }
        return (output, markers)
    }

    /// A one-line legend for the markers used, in a fixed order.
    public static func legend(for markers: Set<Marker>) -> String? {
        let used = Marker.allCases.filter(markers.contains)
        guard !used.isEmpty else { return nil }
        return "(" + used.map(\.legend).joined(separator: ", ") + ")"
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
