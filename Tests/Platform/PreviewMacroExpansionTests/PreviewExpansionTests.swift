import Foundation
import Testing

@testable import PreviewMacroExpansion

@Suite("#Preview expansion")
struct PreviewExpansionTests {
    @Test("A trailing closure is the body; the first unlabeled argument is the name")
    func nameAndBody() throws {
        let preview = try PreviewExpansion(source: "#Preview(\"Loaded\") {\n    CardView(model: .stub)\n}")
        #expect(preview.name == "\"Loaded\"")
        #expect(preview.traits.isEmpty)
        #expect(preview.body.trimmingWhitespace() == "CardView(model: .stub)")
    }

    @Test("The preview's line counts the blank lines and comments the compiler hands over before it")
    func lineAfterLeadingTrivia() throws {
        let preview = try PreviewExpansion(source: "\n\n// A comment\n#Preview { Text(\"Hi\") }")
        #expect(preview.leadingLineBreaks == 3)
        #expect(preview.declaration(discriminator: "$s1M", fileID: "M/F.swift", line: 2).contains("static let _line = 5"))
    }

    @Test("Without arguments there is no name")
    func noArguments() throws {
        let preview = try PreviewExpansion(source: "#Preview { Text(\"Hi\") }")
        #expect(preview.name == nil)
        #expect(preview.body.trimmingWhitespace() == "Text(\"Hi\")")
    }

    @Test("Traits are the labeled argument and the unlabeled ones after it")
    func traits() throws {
        let preview = try PreviewExpansion(source: "#Preview(\"Assistive access\", traits: .proposal, .assistiveAccess) { V() }")
        #expect(preview.name == "\"Assistive access\"")
        #expect(preview.traits == [".proposal", ".assistiveAccess"])
    }

    @Test("Brackets, commas and braces inside strings and comments do not end anything")
    func stringsAndComments() throws {
        let source = """
        #Preview("a, (b) {c}") {
            // a comment with } and )
            let text = \"\"\"
            <p>}</p> \\(")")
            \"\"\"
            /* nested /* } */ */
            Text(#"raw "}" string"#)
        }
        """
        let preview = try PreviewExpansion(source: source)
        #expect(preview.name == "\"a, (b) {c}\"")
        #expect(preview.body.contains("Text(#\"raw \"}\" string\"#)"))
        #expect(preview.body.contains("<p>}</p>"))
    }

    @Test("@Previewable is taken off local state, not out of strings")
    func previewable() throws {
        let preview = try PreviewExpansion(source: "#Preview {\n  @Previewable @State var isOn = false\n  Toggle(\"@Previewable\", isOn: $isOn)\n}")
        #expect(preview.body.contains("  @State var isOn = false"))
        #expect(preview.body.contains("Toggle(\"@Previewable\", isOn: $isOn)"))
        #expect(!preview.body.contains("@Previewable @State"))
    }

    @Test("A body passed as a function is called")
    func bodyFunction() throws {
        let preview = try PreviewExpansion(source: "#Preview(\"x\", body: Card.make)")
        #expect(preview.body == "AnyView((Card.make)())")
    }

    @Test("Comments before the macro are its trivia, not its text")
    func leadingComments() throws {
        let preview = try PreviewExpansion(source: "// A preview\n/* of a card */\n#Preview { V() }")
        #expect(preview.body.trimmingWhitespace() == "V()")
    }

    @Test("A body passed as the body argument is read too")
    func bodyArgument() throws {
        let preview = try PreviewExpansion(source: "#Preview(\"x\", body: { Text(\"y\") })")
        #expect(preview.name == "\"x\"")
        #expect(preview.body.trimmingWhitespace() == "Text(\"y\")")
    }

    @Test("What cannot be read says why")
    func failures() {
        #expect(throws: PreviewExpansion.Failure.noBody) { try PreviewExpansion(source: "#Preview(\"x\")") }
        #expect(throws: PreviewExpansion.Failure.unclosed("{")) { try PreviewExpansion(source: "#Preview { Text(\"x\")") }
        #expect(throws: PreviewExpansion.Failure.notAPreview) { try PreviewExpansion(source: "#Other { }") }
    }

    @Test("The declaration's type has the compiler's form of a unique name, and keeps the place")
    func declaration() throws {
        let preview = try PreviewExpansion(source: "#Preview(\"Loaded\", traits: .sizeThatFitsLayout) { CardView() }")
        let declaration = preview.declaration(discriminator: "$s4Main3FoofMf_", fileID: "Main/Card.swift", line: 12)
        #expect(declaration.hasPrefix("@MainActor struct $s4Main3FoofMf_7PreviewfMu_: _PreviewDeclaration {"))
        #expect(declaration.contains("static let _name: String? = \"Loaded\""))
        #expect(declaration.contains("static let _traits: [PreviewTrait<Preview.ViewTraits>] = [.sizeThatFitsLayout]"))
        #expect(declaration.contains("static let _fileID = \"Main/Card.swift\""))
        #expect(declaration.contains("static let _line = 12"))
    }

    @Test("The plugin answers the compiler's messages, framed by length")
    func messages() throws {
        let capability = PluginMessage.reply(to: ["getCapability": ["capability": ["protocolVersion": 7]]]) { _ in "" }
        #expect((capability?["getCapabilityResult"] as? [String: Any]).flatMap { ($0["capability"] as? [String: Any])?["protocolVersion"] as? Int } == 7)

        let request: [String: Any] = ["expandFreestandingMacro": [
            "macro": ["moduleName": "TextUI", "typeName": "PreviewMacro", "name": "Preview"],
            "discriminator": "d1",
            "syntax": ["kind": "declaration", "source": "#Preview { V() }", "location": ["fileID": "M/F.swift", "fileName": "/F.swift", "offset": 0, "line": 3, "column": 1]],
        ]]
        let reply = PluginMessage.reply(to: request) { "expanded \($0.discriminator) \($0.fileID):\($0.line):\($0.column)" }
        #expect((reply?["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String == "expanded d1 M/F.swift:3:1")

        let pipe = Pipe()
        try PluginMessage.write(request, to: pipe.fileHandleForWriting)
        try pipe.fileHandleForWriting.close()
        let read = try #require(try PluginMessage.read(from: pipe.fileHandleForReading))
        #expect((read["expandFreestandingMacro"] as? [String: Any])?["discriminator"] as? String == "d1")
    }

    @Test("The compiler's empty message ends the session quietly, as the end of the input does")
    func emptyMessageEnds() throws {
        let pipe = Pipe()
        try PluginMessage.write(["getCapability": ["capability": ["protocolVersion": 7]]], to: pipe.fileHandleForWriting)
        try pipe.fileHandleForWriting.write(contentsOf: Data(count: 8))
        try pipe.fileHandleForWriting.close()
        #expect(try PluginMessage.read(from: pipe.fileHandleForReading) != nil)
        #expect(try PluginMessage.read(from: pipe.fileHandleForReading) == nil, "a length of 0 is the end, not a message to parse")
    }
}
