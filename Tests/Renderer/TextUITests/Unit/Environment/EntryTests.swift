import Testing
import TextUI

extension EnvironmentValues {
    @Entry var entryTestGreeting: String = "Hello"
    @Entry var entryTestName: String?
}

@MainActor
@Suite("@Entry")
struct EntryTests {
    private struct Greeting: View {
        @Environment(\.entryTestGreeting) var greeting
        @Environment(\.entryTestName) var name
        var body: some View { Text("\(greeting), \(name ?? "nobody")") }
    }

    @Test("An entry reads its default until an ancestor sets it")
    func defaultsAndOverrides() {
        #expect(Rendering.rows(Greeting()) == ["Hello, nobody"])
        #expect(Rendering.rows(Greeting().environment(\.entryTestGreeting, "Hi").environment(\.entryTestName, "Rick")) == ["Hi, Rick"])
    }
}
