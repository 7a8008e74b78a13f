import Foundation
import Testing
import UIKit

@Suite("UIKit's attributed-string attributes")
struct AttributeScopesTests {
    @Test("A paragraph style and UIKit's color and font read back from the string")
    func uiKitAttributes() {
        // Given
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 4
        var caption = AttributedString("Caption")

        // When
        caption.paragraphStyle = style
        caption.uiKit.foregroundColor = .red
        caption.uiKit.font = .systemFont(ofSize: 13)
        caption.underlineStyle = .single

        // Then
        #expect(caption.paragraphStyle?.alignment == .center)
        #expect(caption.paragraphStyle?.lineSpacing == 4)
        #expect(caption.uiKit.foregroundColor == .red)
        #expect(caption.uiKit.font?.pointSize == 13)
        #expect(caption.underlineStyle == .single)
    }

    @Test("Paragraph styles are equal by their values, and a copy keeps them")
    func paragraphStyleEquality() throws {
        let style = NSMutableParagraphStyle()
        style.headIndent = 12
        let copy = try #require(style.copy() as? NSParagraphStyle)
        #expect(copy == style)
        #expect(copy != NSParagraphStyle.default)
        let mutable = try #require(copy.mutableCopy() as? NSMutableParagraphStyle)
        mutable.headIndent = 0
        #expect(mutable == NSParagraphStyle.default)
    }
}
