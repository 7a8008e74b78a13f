/// The colors of a render's picture, beside its text: which characters of which lines
/// are drawn in which foreground and background. Made by the view layer from the render
/// itself and shown by the tool (`snapshots render --color`, the HTML report). Never part
/// of a reference: the reference stays plain text, and this file sits beside a pending
/// render (`….txt.new.colors`) or a previewed one.
///
///     colors 1
///     3 1 53 #000000 #F2F2F7
///
/// After the first line, one run a line: the render's line (from 1), the first
/// character (from 0, in characters, not bytes), how many characters, the foreground
/// and the background as `#RRGGBB`, `-` for none.
public struct ColorPicture: Equatable, Sendable {
    public struct Run: Equatable, Sendable {
        public var line: Int
        public var column: Int
        public var length: Int
        public var foreground: String?
        public var background: String?

        public init(line: Int, column: Int, length: Int, foreground: String?, background: String?) {
            self.line = line
            self.column = column
            self.length = length
            self.foreground = foreground
            self.background = background
        }
    }

    public var runs: [Run]

    public init(runs: [Run]) {
        self.runs = runs
    }

    /// The first line of the file: its format and version.
    public static let signature = "colors 1"
    /// What the file's name adds to the render's.
    public static let fileSuffix = ".colors"

    public var text: String {
        var text = Self.signature + "\n"
        for run in runs {
            text += "\(run.line) \(run.column) \(run.length) \(run.foreground ?? "-") \(run.background ?? "-")\n"
        }
        return text
    }

    /// Nil for a file that is not one (another version, a damaged one): the picture is
    /// then shown without colors.
    public init?(parsing text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)[...]
        guard lines.first == Substring(Self.signature) else { return nil }
        lines = lines.dropFirst()
        var runs: [Run] = []
        runs.reserveCapacity(lines.count)
        for line in lines {
            let fields = line.split(separator: " ")
            guard fields.count == 5, let number = Int(fields[0]), let column = Int(fields[1]), let length = Int(fields[2]),
                  number > 0, column >= 0, length > 0,
                  Self.isColor(fields[3]), Self.isColor(fields[4]) else { return nil }
            runs.append(Run(line: number, column: column, length: length, foreground: Self.color(fields[3]), background: Self.color(fields[4])))
        }
        self.runs = runs
    }

    /// `#RRGGBB`, or `-` for none.
    private static func isColor(_ field: Substring) -> Bool {
        field == "-" || (field.count == 7 && field.first == "#" && UInt32(field.dropFirst(), radix: 16) != nil)
    }

    private static func color(_ field: Substring) -> String? {
        field == "-" ? nil : String(field)
    }

    /// The part of a render the colors are for: its header and framed screen, up to
    /// the semantics. Line numbers are the render's own.
    public static func picture(of render: String) -> String {
        let end = render.range(of: "\n" + RenderFile.semanticsHeading + "\n")?.lowerBound ?? render.endIndex
        return String(render[..<end])
    }

    /// The runs of each line, by line number.
    public var runsByLine: [Int: [Run]] {
        Dictionary(grouping: runs, by: \.line)
    }

    /// The red, green and blue of `#RRGGBB`.
    public static func components(of hex: String) -> (red: Int, green: Int, blue: Int)? {
        guard hex.count == 7, hex.first == "#", let value = Int(hex.dropFirst(), radix: 16) else { return nil }
        return (value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
    }
}
