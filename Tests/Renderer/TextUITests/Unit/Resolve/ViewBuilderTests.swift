import Testing
import TextUI

/// Blocks of two to six views have a builder of their own; longer ones go through the
/// variadic builder. Every size must keep every child, in order.
@MainActor
@Suite("View builder")
struct ViewBuilderTests {
    @Test("Blocks of one to nine views keep all their children, in order")
    func blockSizes() {
        let rows = [
            Rendering.rows(VStack { Text("1") }),
            Rendering.rows(VStack { Text("1"); Text("2") }),
            Rendering.rows(VStack { Text("1"); Text("2"); Text("3") }),
            Rendering.rows(VStack { Text("1"); Text("2"); Text("3"); Text("4") }),
            Rendering.rows(VStack { Text("1"); Text("2"); Text("3"); Text("4"); Text("5") }),
            Rendering.rows(VStack { Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6") }),
            Rendering.rows(VStack { Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6"); Text("7") }),
            Rendering.rows(VStack { Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6"); Text("7"); Text("8"); Text("9") }),
        ]
        let counts = [1, 2, 3, 4, 5, 6, 7, 9]
        for (count, rendered) in zip(counts, rows) {
            #expect(rendered == (1...count).map(String.init), "\(count) views")
        }
    }

    @Test("Views of different kinds in one block resolve in order")
    func mixedBlock() {
        let view = HStack {
            Text("a")
            Image(systemName: "star")
            Spacer()
            Text("b").bold()
        }
        let semantics = Rendering.semantics(view, width: 8)
        #expect(semantics.map { $0.split(separator: " ").first.map(String.init) ?? "" } == ["Text", "Image", "Text"])
    }
}

/// Views built away from the main actor, as SwiftUI allows: `ViewBuilder` is not
/// isolated, and views' initializers are not, so a nonisolated type's `@ViewBuilder`
/// function builds them; they resolve later, on the main actor.
nonisolated enum VoteButtons {
    @ViewBuilder
    static func row(count: Int, upvote: @escaping @MainActor () -> Void) -> some View {
        Button(action: upvote) {
            Label("Upvote", systemImage: "arrow.up")
        }
        if count > 0 {
            Text("\(count)")
        } else {
            EmptyView()
        }
        ForEach(0..<2, id: \.self) { index in Text("#\(index)") }
        Group { Text("a"); Text("b"); Text("c"); Text("d"); Text("e"); Text("f"); Text("g") }
    }

    /// Modifiers are not isolated either, as SwiftUI declares them: a style helper of a
    /// nonisolated type pads, fills, titles and presents.
    static func card(_ title: String, isAlerting: Bool) -> some View {
        Text(title)
            .font(.headline)
            .padding()
            .background(.yellow, in: RoundedRectangle(cornerRadius: 8))
            .accessibilityIdentifier("card")
            .onTapGesture {}
            .gesture(DragGesture())
            .navigationTitle("Votes")
            .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Share") {} } }
            .alert("Voted", isPresented: .constant(isAlerting)) { Button("OK") {} }
    }
}

@MainActor
@Suite("Views built off the main actor")
struct NonisolatedBuildingTests {
    @Test("A nonisolated type's @ViewBuilder function builds buttons, labels, branches and long blocks that render on the main actor")
    func nonisolatedBuilder() {
        let rows = Rendering.rows(HStack { VoteButtons.row(count: 3, upvote: {}) }).joined(separator: "\n")
        #expect(rows.contains("Upvote") && rows.contains("3") && rows.contains("#1") && rows.contains("g"), "\(rows)")
    }

    @Test("Modifiers applied off the main actor draw as they do on it: a card, its title and toolbar, its alert")
    func nonisolatedModifiers() {
        // Given
        let card = NavigationStack { VoteButtons.card("Ballot", isAlerting: true) }

        // When
        let semantics = Rendering.semantics(card).joined(separator: "\n")
        let screen = Rendering.screen(card).joined(separator: "\n")

        // Then
        #expect(semantics.contains("title=\"Votes\""), "\(semantics)")
        #expect(semantics.contains("#card \"Ballot\" headline") && semantics.contains("gestures=drag"), "\(semantics)")
        #expect(screen.contains("Share") && screen.contains("Voted") && screen.contains("╭"), "\(screen)")
    }
}
