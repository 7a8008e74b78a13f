import Foundation
import TestSupport
import Testing

/// SwiftData as the corpus apps write it, type-checked by the compiler against the
/// modules this test binary was built with, `@Model` and `@Query` expanding through
/// the package's own plugin.
@Suite("SwiftData through the compiler")
struct SwiftDataCompilerTests {
    @Test("Models as apps declare them compile in Swift 6: public, nested in versioned schemas, with relationships and unique attributes")
    func models() throws {
        let result = try Compiler.typeCheck([
            "import Foundation",
            "import SwiftData",
            "@Model public class FoodItem: Equatable {",
            "  public var id: Int = 0",
            "  public var name: String = \"\"",
            "  public var extra: String?",
            "  @Relationship(deleteRule: .cascade) public var nutrients: [FoodNutrient]?",
            "  public var createdAt: Date = Date.now",
            "  public init(id: Int, name: String, nutrients: [FoodNutrient]? = nil) {",
            "    self.id = id",
            "    self.name = name",
            "    self.nutrients = nutrients",
            "  }",
            "  public convenience init(copy: FoodItem) { self.init(id: copy.id, name: copy.name) }",
            "}",
            "@Model public class FoodNutrient {",
            "  public var value: Double = 0",
            "  public var food: FoodItem?",
            "  public init(value: Double) { self.value = value }",
            "  public var unitValue: String { \"\\(value)\" }",
            "}",
            "@Model",
            "/// A proposal.",
            "public final class ProposalObject: CustomStringConvertible {",
            "    @Attribute(.unique) public var proposalID: String = \"\"",
            "    @Attribute(originalName: \"bookmarked\") public var isBookmarked: Bool = false",
            "    public init(proposalID: String) { self.proposalID = proposalID }",
            "    public var description: String { proposalID }",
            "    public static var bookmarked: Predicate<ProposalObject> { #Predicate { $0.isBookmarked } }",
            "}",
            "@Model class Bookmark {",
            "  var uid: Int64",
            "  var title: String",
            "  @Transient var isSelected = false",
            "  init(uid: Int64, title: String) {",
            "    self.uid = uid",
            "    self.title = title",
            "  }",
            "}",
            "enum SchemaV1: VersionedSchema {",
            "    static var models: [any PersistentModel.Type] { [DailyEntry.self, DailyLogEntry.self] }",
            "    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }",
            "    @Model final class DailyEntry {",
            "        var date: Date = Date.now",
            "        @Relationship(deleteRule: .cascade, inverse: \\DailyLogEntry.entry)",
            "        var logEntries: [DailyLogEntry]? = []",
            "        init(date: Date, logEntries: [DailyLogEntry] = [],) {",
            "            self.date = date",
            "            self.logEntries = logEntries",
            "        }",
            "    }",
            "    @Model class DailyLogEntry: Identifiable {",
            "        var id = UUID()",
            "        var score: Int = 0",
            "        var entry: DailyEntry?",
            "        init(score: Int, entry: DailyEntry? = nil) {",
            "            self.score = score",
            "            self.entry = entry",
            "        }",
            "    }",
            "}",
            "enum Plan: SchemaMigrationPlan {",
            "    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self] }",
            "    static var stages: [MigrationStage] {",
            "        [.custom(fromVersion: SchemaV1.self, toVersion: SchemaV1.self, willMigrate: nil, didMigrate: { context in try context.save() })]",
            "    }",
            "}",
            "typealias DailyEntry = SchemaV1.DailyEntry",
            "func use() throws {",
            "    let schema = Schema([DailyEntry.self, SchemaV1.DailyLogEntry.self])",
            "    let configuration = ModelConfiguration(schema: schema, cloudKitDatabase: .automatic)",
            "    _ = try ModelContainer(for: schema, migrationPlan: Plan.self, configurations: configuration)",
            "    _ = try ModelContainer(for: schema, configurations: [ModelConfiguration(schema: schema, isStoredInMemoryOnly: true)])",
            "    let container = try ModelContainer(for: Bookmark.self, FoodItem.self)",
            "    let context = ModelContext(container)",
            "    try context.delete(model: Bookmark.self, where: #Predicate { bookmark in bookmark.uid == 3 })",
            "    let id: Int64 = 4",
            "    _ = try context.fetch(FetchDescriptor<Bookmark>(predicate: #Predicate { bookmark in bookmark.uid == id }))",
            "    var descriptor = FetchDescriptor<DailyEntry>(sortBy: [SortDescriptor(\\.date, order: .reverse)])",
            "    descriptor.fetchLimit = 1",
            "    _ = try context.fetch(descriptor).first?.logEntries?.map(\\.score)",
            "    _ = try context.fetch(FetchDescriptor<SchemaV1.DailyLogEntry>(predicate: #Predicate { $0.entry == nil }))",
            "    try context.transaction { context.insert(Bookmark(uid: 1, title: \"t\")) }",
            "    try FoodItem(id: 1, name: \"x\").modelContext?.save()",
            "    let identifier: PersistentIdentifier = FoodItem(id: 2, name: \"y\").persistentModelID",
            "    let preview = try ModelContainer(for: FoodItem.self, Bookmark.self, configurations: .init(isStoredInMemoryOnly: true))",
            "    let byDate = FetchDescriptor<FoodItem>(sortBy: [.init(\\.createdAt, order: .forward), .init(\\.id, order: .forward)])",
            "    _ = try ModelContext(preview).fetch(byDate).prefix(3)",
            "    _ = context.model(for: identifier) as? FoodItem",
            "}",
        ])
        #expect(result.status == 0 && result.errorLines.isEmpty, "\(result.output)")
    }

    @Test("Views with every @Query form, the environment's context and the container modifiers compile in Swift 6")
    func views() throws {
        let result = try Compiler.typeCheck([
            "import SwiftData",
            "import SwiftUI",
            "@Model final class Tag {",
            "    var name: String",
            "    var order: Int = 0",
            "    var date: Date?",
            "    init(name: String) { self.name = name }",
            "}",
            "struct TagList: View {",
            "    @Environment(\\.modelContext) private var context",
            "    @Query(sort: \\Tag.name) private var tags: [Tag]",
            "    @Query private var all: [Tag]",
            "    @Query(sort: \\Tag.date, order: .reverse) private var byDate: [Tag]",
            "    @Query(filter: #Predicate<Tag> { $0.order > 0 }, sort: [SortDescriptor(\\Tag.order)]) private var ordered: [Tag]",
            "    @Query(FetchDescriptor<Tag>(), animation: .default) private var described: [Tag]",
            "    @Query(animation: .default) private var animated: [Tag]",
            "    @Query(sort: [SortDescriptor(\\Tag.name)], animation: .default) private var sorted: [Tag]",
            "    let title: String",
            "    var body: some View {",
            "        List {",
            "            ForEach(tags) { tag in Text(tag.name) }",
            "                .onDelete { offsets in offsets.forEach { context.delete(tags[$0]) } }",
            "        }",
            "        .navigationTitle(title)",
            "    }",
            "}",
            "struct Filtered: View {",
            "    @Query private var recents: [Tag]",
            "    init(minimum: Int) {",
            "        _recents = Query(filter: #Predicate<Tag> { $0.order >= minimum })",
            "    }",
            "    var body: some View { Text(\"\\(recents.count) \\(_recents.fetchError == nil)\") }",
            "}",
            "struct Screen: View {",
            "    var body: some View {",
            "        TagList(title: \"Tags\").modelContainer(for: Tag.self, inMemory: true)",
            "        Filtered(minimum: 1).modelContainer(for: [Tag.self], isAutosaveEnabled: false) { result in _ = try? result.get() }",
            "    }",
            "}",
            "struct SampleData: PreviewModifier {",
            "    static func makeSharedContext() throws -> ModelContainer {",
            "        let container = try ModelContainer(for: Tag.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))",
            "        let mainContext = container.mainContext",
            "        try mainContext.transaction { mainContext.insert(Tag(name: \"a\")) }",
            "        return container",
            "    }",
            "    func body(content: Content, context: ModelContainer) -> some View { content.modelContainer(context) }",
            "}",
            "extension PreviewTrait where T == Preview.ViewTraits {",
            "    @MainActor static var sample: Self = .modifier(SampleData())",
            "}",
            "#Preview(traits: .sample) { TagList(title: \"Preview\") }",
            "#Preview(traits: .modifier(SampleData())) {",
            "    @Previewable @Query var tags: [Tag]",
            "    Text(tags.first?.name ?? \"none\")",
            "}",
            "struct TagsApp: App {",
            "    let container: ModelContainer",
            "    init() { container = try! ModelContainer(for: Tag.self) }",
            "    var body: some Scene {",
            "        WindowGroup { Screen() }.modelContainer(container)",
            "    }",
            "}",
            "struct OtherApp: App {",
            "    var body: some Scene { WindowGroup { Screen() }.modelContainer(for: [Tag.self]) }",
            "}",
        ])
        #expect(result.status == 0 && result.errorLines.isEmpty, "\(result.output)")
    }

    @Test("A versioned schema with a stored static version compiles in Swift 5 mode, as the corpus app builds it")
    func swift5VersionedSchema() throws {
        let result = try Compiler.typeCheck([
            "import SwiftData",
            "enum V1: VersionedSchema {",
            "    static var models: [any PersistentModel.Type] { [Item.self] }",
            "    static var versionIdentifier = Schema.Version(1, 0, 0)",
            "    @Model final class Item {",
            "        var name = \"\"",
            "        init() {}",
            "    }",
            "}",
            "enum Plan: SchemaMigrationPlan {",
            "    static var schemas: [any VersionedSchema.Type] { [V1.self] }",
            "    static let stage = MigrationStage.lightweight(fromVersion: V1.self, toVersion: V1.self)",
            "    static var stages: [MigrationStage] { [stage] }",
            "}",
        ], swiftVersion: 5)
        #expect(result.status == 0 && result.errorLines.isEmpty, "\(result.output)")
    }

    @Test("With the settings of Xcode 26's app template (main-actor default isolation, Swift 5 mode), models and views compile without a warning")
    func mainActorByDefault() throws {
        let result = try Compiler.typeCheck([
            "import SwiftData",
            "import SwiftUI",
            "@Model final class Day {",
            "    var date: Date = Date.now",
            "    @Relationship(deleteRule: .cascade, inverse: \\Entry.day) var entries: [Entry]? = []",
            "    init(date: Date) { self.date = date }",
            "}",
            "@Model final class Entry {",
            "    var score = 0",
            "    var day: Day?",
            "    init(score: Int) { self.score = score }",
            "}",
            "struct Days: View {",
            "    @Environment(\\.modelContext) private var context",
            "    @Query(sort: \\Day.date, order: .reverse) private var days: [Day]",
            "    var body: some View { List(days) { Text(\"\\($0.entries?.count ?? 0)\") } }",
            "    func add() throws {",
            "        context.insert(Day(date: .now))",
            "        try context.save()",
            "        _ = try context.fetch(FetchDescriptor<Entry>(predicate: #Predicate { $0.day == nil }))",
            "    }",
            "}",
        ], swiftVersion: 5, flags: [
            "-default-isolation", "MainActor",
            "-enable-upcoming-feature", "InferIsolatedConformances",
            "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
            "-enable-upcoming-feature", "MemberImportVisibility",
        ])
        #expect(result.status == 0 && !result.output.contains("error:") && !result.output.contains("warning:"), "\(result.output)")
    }

    @Test("What @Model and @Query cannot make right is refused on the line it is written")
    func refusals() throws {
        let result = try Compiler.typeCheck([
            "import SwiftData",
            "import SwiftUI",
            "@Model final class WithLet {",
            "    let id: UUID",
            "    init(id: UUID) { self.id = id }",
            "}",
            "@Model final class NoInit {",
            "    var name = \"\"",
            "}",
            "@Model struct NotAClass {",
            "    var name = \"\"",
            "}",
            "struct Counter: View {",
            "    @Query var count: Int",
            "    var body: some View { Text(\"\") }",
            "}",
        ])
        #expect(result.errorLines == [4, 7, 10, 14], "\(result.output)")
        #expect(result.output.contains("make 'id' a `var`"), "\(result.output)")
        #expect(result.output.contains("requires an initializer"), "\(result.output)")
        #expect(result.output.contains("@Model goes on a class"), "\(result.output)")
        #expect(result.output.contains("@Query var count: [Model]"), "\(result.output)")
    }
}

/// Asks the compiler to type-check a file against the modules this test binary was
/// built with, the package's macro plugin loaded.
enum Compiler {
    struct Result {
        var status: Int32
        var output: String
        /// The lines of the checked file that have an error.
        var errorLines: Set<Int>
    }

    static func typeCheck(_ lines: [String], swiftVersion: Int = 6, flags: [String] = []) throws -> Result {
        let buildFolder = URL(fileURLWithPath: ChildProcess.testBinary).deletingLastPathComponent()
        let directory = TemporaryDirectory("swiftdata-typecheck")
        directory.write(lines.joined(separator: "\n") + "\n", to: "Uses.swift")
        let file = directory.file("Uses.swift")
        let plugin = buildFolder.appendingPathComponent("PreviewMacros-tool").path + "#PreviewMacros"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", String(swiftVersion),
            "-I", buildFolder.appendingPathComponent("Modules").path,
            "-load-plugin-executable", plugin,
            "-module-cache-path", directory.file("cache"), file,
        ] + flags
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        var errorLines: Set<Int> = []
        for line in output.split(separator: "\n") where line.hasPrefix(file + ":") && line.contains(": error:") {
            let fields = line.dropFirst(file.count + 1).split(separator: ":")
            if let number = fields.first.flatMap({ Int($0) }) { errorLines.insert(number) }
        }
        return Result(status: process.terminationStatus, output: output, errorLines: errorLines)
    }
}
