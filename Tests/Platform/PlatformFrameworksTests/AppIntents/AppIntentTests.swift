import AppIntents
import Foundation
import Testing

private struct AddNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Note"
    static let description: IntentDescription? = IntentDescription("Adds a note.", categoryName: "Notes")

    @Parameter(title: "Text", default: "Hello")
    var text: String

    @Parameter(title: "Tag")
    var tag: String?

    @Parameter(title: "Priority", default: 1, inclusiveRange: (1, 5))
    var priority: Int

    @Parameter(title: "Copies", default: 2)
    var copies: Int

    @Parameter
    var folder: String?

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        .result(value: text.uppercased(), dialog: "Added \(text)")
    }
}

private struct OpenAppIntent: AppIntent {
    static let title: LocalizedStringResource = "Open"
    static let openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}

private struct FeedConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Feed"
}

private enum SortOrder: String, AppEnum {
    case newest, oldest
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sort Order"
    static let caseDisplayRepresentations: [SortOrder: DisplayRepresentation] = [
        .newest: DisplayRepresentation(title: "Newest", image: .init(systemName: "arrow.down")),
        .oldest: "Oldest",
    ]
}

private struct NoteEntity: AppEntity {
    let id: String
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Note")
    static let defaultQuery = NoteQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

private struct NoteQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [NoteEntity] {
        identifiers.map(NoteEntity.init)
    }
}

private struct NotesShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: AddNoteIntent(), phrases: ["Add a note in \(.applicationName)", "Note \(\.$text) in \(.applicationName)"],
                    shortTitle: "Add Note", systemImageName: "square.and.pencil")
        AppShortcut(intent: OpenAppIntent(), phrases: ["Open \(.applicationName)"])
    }
}

/// Intents run when code calls them: parameters hold their defaults, results what they return.
struct AppIntentTests {
    @Test func anIntentPerformsWithItsParameters() async throws {
        let intent = AddNoteIntent()
        #expect(intent.text == "Hello")
        #expect(intent.tag == nil)
        intent.text = "milk"
        let result = try await intent.perform()
        #expect(result.value == "MILK")
        let dialog: IntentResultContainer<Never, Never, Never, IntentDialog> = .result(dialog: "Added \(intent.text)")
        #expect(dialog.dialog.map { String(localized: $0.full) } == "Added milk")
        #expect(String(localized: intent.$text.title) == "Text")
        #expect(intent.$priority.inclusiveRange?.upperBound == 5)
        #expect(intent.copies == 2)
        #expect(intent.$copies.inclusiveRange == nil)
        #expect(intent.folder == nil)
        intent.folder = "Inbox"
        #expect(intent.folder == "Inbox")
    }

    @Test func metadataHasDefaults() async throws {
        #expect(String(localized: AddNoteIntent.title) == "Add Note")
        #expect(AddNoteIntent.description.map { String(localized: $0.descriptionText) } == "Adds a note.")
        #expect(AddNoteIntent.isDiscoverable)
        #expect(!AddNoteIntent.openAppWhenRun)
        #expect(OpenAppIntent.openAppWhenRun)
        #expect(OpenAppIntent.description == nil)
        #expect(try await OpenAppIntent().perform().value == nil)
        #expect(try await FeedConfiguration().perform().value == nil)
    }

    @Test func enumsAndEntitiesDescribeThemselves() async throws {
        #expect(SortOrder.caseDisplayRepresentations[.newest]?.image?.systemName == "arrow.down")
        #expect(SortOrder.caseDisplayRepresentations[.oldest].map { String(localized: $0.title) } == "Oldest")
        #expect(String(localized: SortOrder.typeDisplayRepresentation.name) == "Sort Order")
        let notes = try await NoteEntity.defaultQuery.entities(for: ["a", "b"])
        #expect(notes.map(\.id) == ["a", "b"])
        #expect(try await NoteEntity.defaultQuery.suggestedEntities().isEmpty)
        #expect(String(localized: notes[0].displayRepresentation.title) == "a")
    }

    @Test func shortcutsListTheirPhrases() {
        let shortcuts = NotesShortcuts.appShortcuts
        #expect(shortcuts.count == 2)
        #expect(shortcuts[0].phrases == ["Add a note in ${applicationName}", "Note ${parameter} in ${applicationName}"])
        #expect(shortcuts[0].systemImageName == "square.and.pencil")
        #expect(shortcuts[1].intentName == "OpenAppIntent")
        #expect(NotesShortcuts.shortcutTileColor == .navy)
        NotesShortcuts.updateAppShortcutParameters()
    }
}
