import ChallengeResources
import Testing
import ViewSnapshotTesting
import TextUI

@testable import example_previews

/// Every preview of the example app renders cleanly in every locale: no string key
/// missing from a table, nothing cut off on the default device.
@MainActor
@Suite("NamedPreview catalog")
struct PreviewCatalogTests {
    @Test("Every screen has previews, and none of them is idle")
    func catalog() {
        let screens = PreviewCatalog.groups.map(\.screen)
        #expect(screens == ["App", "Home", "CharacterList", "CharacterFilter", "CharacterDetail", "NoteList"])
        for group in PreviewCatalog.groups {
            #expect(!group.previews.isEmpty)
            #expect(!group.previews.contains { $0.name.lowercased() == "idle" })
        }
        #expect(PreviewCatalog.group(named: "characterlist")?.screen == "CharacterList")
    }

    @Test("Every preview renders in every locale without a missing string or overflow", arguments: StringTable.locales)
    func previewsRenderCleanly(locale: Locale) {
        for group in PreviewCatalog.groups {
            for preview in group.previews {
                let render = ScreenRenderer(locale: locale).render(preview.makeView(), name: preview.name)
                #expect(!render.text.contains("⟦"), "\(group.screen)/\(preview.name) in \(locale.identifier) has a missing string")
                #expect(render.warnings.isEmpty, "\(group.screen)/\(preview.name) in \(locale.identifier): \(render.warnings)")
            }
        }
    }
}
