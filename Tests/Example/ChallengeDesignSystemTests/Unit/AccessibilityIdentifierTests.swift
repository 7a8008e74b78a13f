import Foundation
import ChallengeMocks
import Testing
import SwiftUI

@testable import ChallengeDesignSystem
import TextUI

/// Identifiers reach a component's parts with the suffixes UI tests rely on.
@MainActor
@Suite("Identifier propagation")
struct AccessibilityIdentifierTests {
    private func identifiers(_ view: some View) -> [String] {
        ScreenRenderer(mode: .component(width: 40)).render(view.imageLoader(ImageLoaderMock())).semantics.compactMap { line in
            line.split(separator: " ").first { $0.hasPrefix("#") }.map { String($0.dropFirst()) }
        }
    }

    @Test("DSCardInfoRow: the card, then image, title, subtitle, caption, status and status label")
    func cardInfoRow() {
        let row = DSCardInfoRow(
            imageURL: URL(string: "https://x/1.jpeg"),
            title: "Rick Sanchez",
            subtitle: "Human",
            caption: "Citadel of Ricks",
            captionIcon: "mappin.circle.fill",
            status: .alive,
            statusLabel: "Alive"
        )
        let expected = ["row", "row.image", "row.title", "row.subtitle", "row.caption", "row.status", "row.statusLabel"]
        #expect(identifiers(row.dsAccessibilityIdentifier("row")) == expected)
        #expect(identifiers(DSCardInfoRow(imageURL: nil, title: "Rick Sanchez", subtitle: "Human", caption: "Citadel of Ricks", status: .alive, statusLabel: "Alive", accessibilityIdentifier: "row")) == expected)
    }

    @Test("The explicit parameter wins over the modifier")
    func parameterWins() {
        #expect(identifiers(DSButton("Retry", accessibilityIdentifier: "explicit") {}.dsAccessibilityIdentifier("inherited")) == ["explicit"])
    }

    @Test("A nested component does not take its parent's identifier")
    func nestedComponentsStayApart() {
        let view = DSCard { DSButton("Retry") {} }.dsAccessibilityIdentifier("card")
        #expect(identifiers(view) == [])
    }

    @Test("Info rows, messages and chip groups suffix their parts, not themselves")
    func suffixes() {
        #expect(identifiers(DSInfoRow(icon: "person.fill", label: "Gender", value: "Male").dsAccessibilityIdentifier("gender")) == ["gender.icon", "gender.label", "gender.value"])
        #expect(identifiers(DSEmptyState(icon: "tray", title: "Empty", message: "Nothing", actionTitle: "Retry", action: {}).dsAccessibilityIdentifier("empty")) == ["empty.icon", "empty.title", "empty.message", "empty.button"])
        #expect(identifiers(DSErrorView(title: "Error", retryTitle: "Retry", retryAction: {}).dsAccessibilityIdentifier("error")) == ["error.icon", "error.title", "error.button"])
        #expect(identifiers(DSLoadingView(message: "Loading").dsAccessibilityIdentifier("loading")) == ["loading.indicator", "loading.message"])
        let group = DSChipGroup(title: "Status", options: [DSChipOption(id: 1, label: "Alive"), DSChipOption(id: 2, label: "Dead")], selectedID: 1) { _ in }
        #expect(identifiers(group.dsAccessibilityIdentifier("filter.status")) == ["filter.status", "filter.status.Alive", "filter.status.Dead"])
    }

    @Test("The image loader decides the image's phase")
    func imageLoaderIsAsked() {
        let loader = ImageLoaderMock(result: nil)
        let render = ScreenRenderer(mode: .component(width: nil)).render(DSAsyncImage(url: URL(string: "https://x/1.jpeg")).imageLoader(loader))
        #expect(loader.cachedResultCallCount == 1)
        #expect(render.semantics == ["Image 2×1 placeholder=loading url=https://x/1.jpeg hidden"])
    }
}
