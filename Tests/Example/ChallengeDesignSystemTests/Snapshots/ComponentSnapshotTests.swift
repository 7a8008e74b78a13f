import Foundation
import ChallengeMocks
import Testing
import ViewSnapshotTesting

@testable import ChallengeDesignSystem

/// Every variant of the molecules and organisms, with the `.component` strategy.
@MainActor
@Suite("Component snapshots")
struct ComponentSnapshotTests {
    private let imageLoader = ImageLoaderMock()
    private let avatar = URL(string: "https://rickandmortyapi.com/api/character/avatar/1.jpeg")

    @Test func cardInfoRowComplete() {
        let row = DSCardInfoRow(
            imageURL: avatar,
            title: "Rick Sanchez",
            subtitle: "Human",
            caption: "Citadel of Ricks",
            captionIcon: "mappin.circle.fill",
            status: .alive,
            statusLabel: "Alive"
        )
        assertSnapshot(of: row.dsAccessibilityIdentifier("row.1").imageLoader(imageLoader), as: .component(width: 49))
    }

    @Test func cardInfoRowLongCaption() {
        let row = DSCardInfoRow(
            imageURL: avatar,
            title: "Summer Smith with a name far too long",
            subtitle: "Human",
            caption: "Earth (Replacement Dimension)",
            captionIcon: "mappin.circle.fill",
            status: .dead,
            statusLabel: "Dead"
        )
        assertSnapshot(of: row.dsAccessibilityIdentifier("row.3").imageLoader(imageLoader), as: .component(width: 40))
    }

    @Test func cardInfoRowTitleOnly() {
        let row = DSCardInfoRow(imageURL: nil, title: "Untitled", accessibilityIdentifier: "row.9")
        assertSnapshot(of: row.imageLoader(imageLoader), as: .component(width: 40))
    }

    @Test func infoRow() {
        let view = VStack(spacing: SpacingToken.md) {
            DSInfoRow(icon: "person.fill", label: "Gender", value: "Male", accessibilityIdentifier: "gender")
            DSInfoRow(icon: "leaf.fill", label: "Species", value: "Human", iconColor: .statusSuccess)
        }
        assertSnapshot(of: view, as: .component(width: 40))
    }

    @Test func chipGroup() {
        let group = DSChipGroup(
            title: "Status",
            options: [DSChipOption(id: "alive", label: "Alive"), DSChipOption(id: "dead", label: "Dead"), DSChipOption(id: "unknown", label: "Unknown")],
            selectedID: "alive",
            accessibilityIdentifier: "characterFilter.status"
        ) { _ in }
        assertSnapshot(of: group, as: .component(width: 40))
    }

    @Test func card() {
        let view = DSCard {
            VStack(alignment: .leading, spacing: SpacingToken.sm) {
                Text("Information").font(TypographyToken.headline)
                DSInfoRow(icon: "person.fill", label: "Gender", value: "Male")
            }
        }
        assertSnapshot(of: view, as: .component(width: 40))
    }

    @Test func loadingView() {
        assertSnapshot(of: DSLoadingView(message: "Loading characters...", accessibilityIdentifier: "loading"), as: .component(width: 40))
    }

    @Test func emptyStateWithAction() {
        let view = DSEmptyState(icon: "questionmark.circle", title: "Page Not Found", message: "The requested page could not be found.", actionTitle: "Go Back", action: {}, accessibilityIdentifier: "system.notFound.container")
        assertSnapshot(of: view, as: .component(width: 44))
    }

    @Test func emptyStateWithoutAction() {
        assertSnapshot(of: DSEmptyState(icon: "person.slash", title: "No Characters", message: "The multiverse seems empty"), as: .component(width: 44))
    }

    @Test func errorView() {
        let view = DSErrorView(title: "Error", message: "Failed to load characters. Please try again.", retryTitle: "Try Again", retryAction: {}, accessibilityIdentifier: "errorView")
        assertSnapshot(of: view, as: .component(width: 44))
    }

    @Test func errorViewWithoutRetry() {
        assertSnapshot(of: DSErrorView(title: "Something went wrong"), as: .component(width: 44))
    }
}
