import Foundation
import ChallengeMocks
import Testing
import ViewSnapshotTesting

@testable import ChallengeDesignSystem

/// Every variant of every atom, with the `.component` strategy.
@MainActor
@Suite("Atom snapshots")
struct AtomSnapshotTests {
    private let imageLoader = ImageLoaderMock()

    @Test("Button variants", arguments: DSButton.Variant.allCases)
    func button(variant: DSButton.Variant) {
        let view = VStack(spacing: SpacingToken.lg) {
            DSButton("Go to Characters", variant: variant, accessibilityIdentifier: "button.plain") {}
            DSButton("Try Again", icon: "arrow.clockwise", variant: variant, accessibilityIdentifier: "button.icon") {}
            DSButton("Loading", variant: variant, isLoading: true, accessibilityIdentifier: "button.loading") {}
        }
        assertSnapshot(of: view, as: .component(width: 36), named: variant.rawValue)
    }

    @Test("Chips, selected and not")
    func chips() {
        let view = HStack(spacing: SpacingToken.sm) {
            DSChip("Alive", isSelected: true, accessibilityIdentifier: "chip.alive") {}
            DSChip("Dead", isSelected: false, accessibilityIdentifier: "chip.dead") {}
        }
        assertSnapshot(of: view, as: .component)
    }

    @Test("Text fields: empty, filled, and as a search field")
    func textFields() {
        let view = VStack(spacing: SpacingToken.lg) {
            DSTextField("e.g. Human, Alien...", text: .constant(""), accessibilityIdentifier: "species.textField")
            DSTextField("e.g. Parasite, Robot...", text: .constant("Parasite"), accessibilityIdentifier: "type.textField")
            DSTextField("Search characters...", text: .constant(""), icon: "magnifyingglass", accessibilityIdentifier: "search")
        }
        assertSnapshot(of: view, as: .component(width: 36))
    }

    @Test("Status indicators", arguments: DSStatus.allCases)
    func statusIndicator(status: DSStatus) {
        assertSnapshot(of: DSStatusIndicator(status: status, accessibilityIdentifier: "status"), as: .component, named: status.rawValue)
    }

    @Test("Badges: with a count and at zero", arguments: [0, 3, 12])
    func badge(count: Int) {
        let view = DSBadge(count: count) {
            Image(systemName: "line.3.horizontal.decrease.circle").padding(.horizontal, SpacingToken.xl)
        }
        assertSnapshot(of: view, as: .component, named: "\(count)")
    }

    @Test("Async image phases")
    func asyncImage() {
        let url = URL(string: "https://rickandmortyapi.com/api/character/avatar/1.jpeg")
        let view = HStack(spacing: SpacingToken.lg) {
            DSAsyncImage(url: url).frame(width: DimensionToken.xxxl, height: DimensionToken.xxxl).imageLoader(ImageLoaderMock(result: .loaded(DSImage(name: "avatar"))))
            DSAsyncImage(url: url).frame(width: DimensionToken.xxxl, height: DimensionToken.xxxl).imageLoader(ImageLoaderMock(result: nil))
            DSAsyncImage(url: url).frame(width: DimensionToken.xxxl, height: DimensionToken.xxxl).imageLoader(ImageLoaderMock(result: .failed))
            DSAsyncImage(url: nil).frame(width: DimensionToken.xxxl, height: DimensionToken.xxxl)
        }
        assertSnapshot(of: view, as: .component)
    }
}
