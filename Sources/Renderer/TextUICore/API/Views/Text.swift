/// A string on the screen. It wraps to the width it is given, honours `lineLimit`, and
/// truncates with "…"; the semantics keep the whole string.
///
///     Text(LocalizedStrings.title).font(Typography.headline)
public struct Text: Equatable, Sendable {
    @usableFromInline let content: String
    /// Styling set on the text itself; see `TextStyle`.
    var style = TextStyle()

    // Nonisolated, as SwiftUI's are: a text is a value that any code may make (an
    // alert's title in a static constant, say), and the main actor draws it.
    public nonisolated init(verbatim content: String) {
        self.content = content
    }

    @MainActor
    func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        let environment = context.environment
        var shown = shownText(in: environment)
        switch environment.textCase {
        case .uppercase?: shown = shown.uppercased(with: environment.locale)
        case .lowercase?: shown = shown.lowercased(with: environment.locale)
        case nil: break
        }
        let element = ResolvedText(
            text: shown,
            lineLimit: style.lineLimit ?? environment.lineLimit,
            truncation: environment.truncationMode,
            alignment: environment.multilineTextAlignment
        )
        let node = Node(text: element, in: context)
        node.semantics.applyTextStyle(environment, over: style)
        if let countsFromNow = style.date?.countsFromNow {
            node.semantics.properties.append(("dateStyle", countsFromNow))
        }
        if !style.properties.isEmpty {
            node.semantics.properties += style.properties.map { ($0.key, $0.value) } as [(String, SemanticValue)]
        }
        nodes.append(node)
    }

    /// The string drawn, before the text case: a date or a key's values written for
    /// the environment's locale, else the string as it was given.
    func shownText(in environment: EnvironmentValues) -> String {
        if let date = style.date { return date.text(in: environment) }
        if let localized = style.localized { return localized.text(in: environment) }
        return content
    }

    public nonisolated static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.content == rhs.content && lhs.style == rhs.style
    }
}

// Styling a text directly, as SwiftUI's `Text` modifiers do, keeps it a `Text`: the
// styles live in the text instead of in a modifier around it, and a render resolves one
// view where it resolved one per modifier. Each applies as the view modifier of the
// same name would: the innermost wins.
extension Text {
    public consuming func font(_ font: Font?) -> Text {
        var text = self
        if text.style.font == nil { text.style.font = .some(font?.name) }
        return text
    }

    /// A design system's text style, named by its token (`DesignTokens`' `font`).
    package consuming func font(token: any _FontValue) -> Text {
        var text = self
        if text.style.font == nil { text.style.font = token.tokenName }
        return text
    }

    public consuming func foregroundStyle(_ style: some ShapeStyle) -> Text {
        var text = self
        if text.style.color == nil { text.style.color = style._paint.paint }
        return text
    }

    public consuming func foregroundColor(_ color: Color?) -> Text {
        var text = self
        if text.style.color == nil { text.style.color = .some(color?.paint) }
        return text
    }

    public consuming func bold(_ isActive: Bool = true) -> Text {
        var text = self
        if text.style.isBold == nil { text.style.isBold = isActive }
        return text
    }

    public consuming func italic(_ isActive: Bool = true) -> Text {
        var text = self
        if text.style.isItalic == nil { text.style.isItalic = isActive }
        return text
    }

    public consuming func lineLimit(_ limit: Int?) -> Text {
        var text = self
        if text.style.lineLimit == nil { text.style.lineLimit = .some(limit) }
        return text
    }
}

/// What a `Text` sets on itself, over what the environment says; nil where it sets
/// nothing. Fonts and colors are kept by name, all the semantics print of them;
/// `.some(nil)` where the text goes back to the default itself.
struct TextStyle: Equatable {
    var font: String??
    var color: Paint??
    var isBold: Bool?
    var isItalic: Bool?
    /// `.some(nil)` when the text lifts the limit itself.
    var lineLimit: Int??
    /// What few texts set, apart, so that every other text stays small to copy.
    private var extras: TextExtras?

    /// A date shown in a style, formatted for the render's locale and time zone.
    var date: DateText? {
        get { extras?.values.date }
        set { changeExtras { $0.date = newValue } }
    }

    /// A key whose values are written for the locale when the text is drawn.
    var localized: LocalizedStringKey? {
        get { extras?.values.localized }
        set { changeExtras { $0.localized = newValue } }
    }

    /// What the semantics name beside the font: `underline`, `tracking=2`…
    var properties: [TextProperty] {
        get { extras?.values.properties ?? [] }
        set { changeExtras { $0.properties = newValue } }
    }

    private mutating func changeExtras(_ change: (inout TextExtras.Values) -> Void) {
        var values = extras?.values ?? TextExtras.Values()
        change(&values)
        extras = TextExtras(values)
    }
}

/// The rare parts of a text's style, shared by its copies and replaced on change.
final class TextExtras: Equatable, Sendable {
    struct Values: Equatable, Sendable {
        var date: DateText?
        var localized: LocalizedStringKey?
        var properties: [TextProperty] = []
    }

    let values: Values

    init(_ values: Values) {
        self.values = values
    }

    static func == (lhs: TextExtras, rhs: TextExtras) -> Bool { lhs.values == rhs.values }
}

/// One named styling of a text, as the semantics print it.
struct TextProperty: Equatable, Sendable {
    let key: String
    let value: SemanticValue
}

extension SemanticAttributes {
    /// Font, color and emphasis from the environment, as the semantics print them.
    mutating func applyTextStyle(_ environment: EnvironmentValues) {
        applyTextStyle(environment, over: TextStyle())
    }

    /// The same, with what a text sets on itself taking the environment's place.
    mutating func applyTextStyle(_ environment: EnvironmentValues, over style: TextStyle) {
        font = style.font ?? environment.font?.name
        color = style.color ?? environment.foregroundStyle
        isBold = style.isBold ?? environment.isBold
        isItalic = style.isItalic ?? environment.isItalic
    }
}

/// In an extension, as SwiftUI declares it: `Text` itself is a value any code can make.
extension Text: PrimitiveView {}
