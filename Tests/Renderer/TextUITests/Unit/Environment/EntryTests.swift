import Testing
import TextUI

extension EnvironmentValues {
    @Entry var entryTestGreeting: String = "Hello"
    @Entry var entryTestName: String?
    /// No type written: the initializer gives it, as Apple's macro allows.
    @Entry var entryTestRepeats = EntryTestRepeats(count: 2)
}

struct EntryTestRepeats {
    var count: Int
}

@MainActor
@Suite("@Entry")
struct EntryTests {
    private struct Greeting: View {
        @Environment(\.entryTestGreeting) var greeting
        @Environment(\.entryTestName) var name
        @Environment(\.entryTestRepeats) var repeats
        var body: some View { Text(Array(repeating: "\(greeting), \(name ?? "nobody")", count: repeats.count).joined(separator: " ")) }
    }

    @Test("An entry reads its default until an ancestor sets it")
    func defaultsAndOverrides() {
        #expect(Rendering.rows(Greeting()) == ["Hello, nobody Hello, nobody"])
        #expect(Rendering.rows(Greeting().environment(\.entryTestGreeting, "Hi").environment(\.entryTestName, "Rick").environment(\.entryTestRepeats, EntryTestRepeats(count: 1))) == ["Hi, Rick"])
    }
}
