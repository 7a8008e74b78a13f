import Foundation
import Testing
import TextUI

/// SwiftUI's iOS 17–26 scroll and text input modifiers compile as Apple declares them
/// and leave the picture as it is: no keyboard, indicator or edge blur shows at rest.
@MainActor
@Suite("Scroll and text input modifiers of iOS 17–26")
struct ScrollAndTextInputAPITests {
    @Test("Text input modifiers leave a field as it is drawn")
    func textInput() {
        let field = TextField("Username", text: .constant("rick"))
        let configured = field
            .textContentType(.username)
            .textInputAutocapitalization(.never)
            .disableAutocorrection(true)
            .autocorrectionDisabled()
            .keyboardType(.emailAddress)
            .submitLabel(.next)
            .writingToolsBehavior(.disabled)
            .textSelectionAffinity(.downstream)
        #expect(Rendering.rows(configured, width: 20) == Rendering.rows(field, width: 20))
    }

    @Test("Scroll modifiers of iOS 17–26 leave a scroll view as it is drawn")
    func scrolling() {
        let scroll = ScrollView { Text("Row") }
        let configured = scroll
            .scrollIndicatorsFlash(onAppear: true)
            .scrollIndicatorsFlash(trigger: 3)
            .defaultScrollAnchor(.bottom, for: .initialOffset)
            .scrollEdgeEffectStyle(.soft, for: .top)
            .scrollEdgeEffectHidden(true, for: .bottom)
            .onScrollPhaseChange { _, newPhase, context in _ = (newPhase.isScrolling, context.geometry.visibleRect, context.velocity) }
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y + $0.contentInsets.top }, action: { _, _ in })
            .onScrollVisibilityChange { _ in }
        #expect(Rendering.rows(configured, width: 10) == Rendering.rows(scroll, width: 10))
    }

    @Test("A scroll geometry's visible rect is its container at its offset")
    func scrollGeometry() {
        let geometry = ScrollGeometry(contentOffset: CGPoint(x: 0, y: 40), contentSize: CGSize(width: 100, height: 900), contentInsets: EdgeInsets(), containerSize: CGSize(width: 100, height: 300))
        #expect(geometry.visibleRect == CGRect(x: 0, y: 40, width: 100, height: 300))
        #expect(geometry.bounds == geometry.visibleRect)
    }
}
