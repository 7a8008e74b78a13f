import Foundation
import Testing
import TextUI

@MainActor
@Suite("Text of an AttributedString")
struct AttributedTextTests {
    @Test("SwiftUI's attributes read and write through the string, as on iOS")
    func attributes() {
        // Given
        var greeting = AttributedString("Hello")
        // When
        greeting.foregroundColor = .red
        greeting.font = .headline
        greeting.swiftUI.underlineStyle = .single
        // Then
        #expect(greeting.foregroundColor == .red)
        #expect(greeting.font == .headline)
        #expect(greeting.runs.count == 1)
    }

    @Test("A style the whole string has is the text's: named in the semantics")
    func wholeStyle() {
        var warning = AttributedString("Low battery")
        warning.foregroundColor = .orange
        warning.font = .footnote
        #expect(Rendering.semantics(Text(warning)) == ["Text \"Low battery\" footnote orange"])
    }

    @Test("Markdown bold throughout is bold; a style on part of the string is not the whole text's")
    func partialStyles() throws {
        let bold = try AttributedString(markdown: "**Ready**")
        #expect(Rendering.semantics(Text(bold)).first?.contains("bold") == true)

        var mixed = AttributedString("Total: ")
        var price = AttributedString("$4")
        price.foregroundColor = .green
        mixed.append(price)
        #expect(Rendering.semantics(Text(mixed)) == ["Text \"Total: $4\""])
    }
}
