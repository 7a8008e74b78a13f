/// What `#Preview` expands to: a type that keeps the preview's name, traits, place
/// and body, conforming to TextUI's `_PreviewDeclaration`, so that a test can render
/// it and later find it. The body is the trailing closure as written, with the
/// `@Previewable` markers taken off its local state (they only tell Xcode which
/// variables to hoist).
///
///     #Preview("Loaded", traits: .sizeThatFitsLayout) { CardView(model: .stub) }
///
/// becomes
///
///     @MainActor struct $s…7PreviewfMu_: _PreviewDeclaration {
///         static let _name: String? = "Loaded"
///         static let _traits: [PreviewTrait<Preview.ViewTraits>] = [.sizeThatFitsLayout]
///         static let _fileID = "App/CardView.swift"
///         static let _line = 12
///         static func _makeView() -> AnyView { AnyView(_body()) }
///         @ViewBuilder static func _body() -> some View { CardView(model: .stub) }
///     }
public struct PreviewExpansion: Equatable {
    public var name: String?
    public var traits: [String]
    public var body: String
    /// Line breaks in the comments and blank lines the compiler hands over before
    /// `#Preview`: its location is where they start, so they are added to find the
    /// preview's own line.
    public var leadingLineBreaks = 0

    public enum Failure: Error, Equatable {
        case notAPreview
        case unclosed(Character)
        case noBody

        /// What to tell the person who wrote the preview, as a compiler error.
        public var message: String {
            switch self {
            case .notAPreview: "this is not a #Preview"
            case let .unclosed(bracket): "its \(bracket) is never closed"
            case .noBody: "it has no body; write it as #Preview(name) { SomeView() }"
            }
        }
    }

    /// Reads a `#Preview` expansion as the compiler hands it over: its source text.
    public init(source: String) throws(Failure) {
        let scanner = SwiftSourceScanner(source)
        let text = scanner.text
        var index = 0
        // The compiler hands over the expansion with its leading trivia: comments too.
        while index < text.count {
            if text[index].isWhitespace {
                index += 1
            } else if text[index] == "/", let skipped = scanner.skipLiteralOrComment(at: index) {
                index = skipped
            } else {
                break
            }
        }
        guard String(text[index..<min(text.count, index + 8)]) == "#Preview" else {
            throw .notAPreview
        }
        let leadingLineBreaks = text[..<index].count { $0 == "\n" }
        index += 8
        var arguments: [String] = []
        var bodyText: String?
        func skipSpaces() {
            while index < text.count, text[index].isWhitespace { index += 1 }
        }
        skipSpaces()
        if index < text.count, text[index] == "(" {
            guard let close = scanner.matchingClose(from: index) else { throw .unclosed("(") }
            arguments = scanner.topLevelParts(from: index + 1, to: close - 1)
            index = close
            skipSpaces()
        }
        if index < text.count, text[index] == "{" {
            guard let close = scanner.matchingClose(from: index) else { throw .unclosed("{") }
            bodyText = scanner.removingWord("@Previewable", from: index + 1, to: close - 1)
        } else if let labeled = arguments.last, labeled.hasPrefix("body:") {
            // `#Preview(body: { … })` or `#Preview(body: makeView)`: the last argument.
            arguments.removeLast()
            let expression = String(labeled.dropFirst("body:".count)).trimmingWhitespace()
            let closure = SwiftSourceScanner(expression)
            if closure.text.first == "{" {
                guard let close = closure.matchingClose(from: 0) else { throw .unclosed("{") }
                bodyText = closure.removingWord("@Previewable", from: 1, to: close - 1)
            } else {
                bodyText = "AnyView((\(expression))())"
            }
        }
        guard let bodyText else { throw .noBody }
        body = bodyText
        self.leadingLineBreaks = leadingLineBreaks

        name = nil
        traits = []
        var takesAdditionalTraits = false
        for argument in arguments {
            if argument.hasPrefix("traits:") {
                traits.append(String(argument.dropFirst("traits:".count)).trimmingWhitespace())
                takesAdditionalTraits = true
            } else if takesAdditionalTraits {
                traits.append(argument)
            } else if name == nil {
                name = argument
            }
        }
    }

    /// The declaration the macro expands to. Its type's name is made from the
    /// compiler's `discriminator` as the compiler makes a macro's unique names (a name a
    /// freestanding macro may introduce anywhere, and nobody can write); `fileID` and
    /// `line` say where the preview is written.
    public func declaration(discriminator: String, fileID: String, line: Int) -> String {
        let typeName = Self.uniqueName("Preview", discriminator: discriminator)
        return """
        @MainActor struct \(typeName): _PreviewDeclaration {
            static let _name: String? = \(name ?? "nil")
            static let _traits: [PreviewTrait<Preview.ViewTraits>] = [\(traits.joined(separator: ", "))]
            static let _fileID = \(Self.quoted(fileID))
            static let _line = \(line + leadingLineBreaks)
            static func _makeView() -> AnyView { AnyView(_body()) }
            @ViewBuilder static func _body() -> some View {
        \(body)
            }
        }
        """
    }

    /// `<discriminator><length><name>fMu_`: the compiler's own form of a unique name.
    static func uniqueName(_ name: String, discriminator: String) -> String {
        discriminator + "\(name.count)\(name)fMu_"
    }

    /// A string literal for `text`, escaped.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
