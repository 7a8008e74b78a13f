@testable import SnapshotTool
import Testing

@Suite("Choosing pending renders")
struct PendingSelectionTests {
    let workspace = Workspace(packageRoot: "/pkg", snapshotRoot: "/pkg")
    let pending = [
        PendingSnapshot(pendingPath: "/pkg/__Snapshots__/ListTests/loaded.1.txt.new", reference: "__Snapshots__/ListTests/loaded.1.txt", artifactsFolder: nil, isNew: false),
        PendingSnapshot(pendingPath: "/pkg/__Snapshots__/ListTests/empty.1.txt.new", reference: "__Snapshots__/ListTests/empty.1.txt", artifactsFolder: nil, isNew: true),
        PendingSnapshot(pendingPath: "/pkg/__Snapshots__/DetailTests/loaded.1.txt.new", reference: "__Snapshots__/DetailTests/loaded.1.txt", artifactsFolder: nil, isNew: false),
    ]

    func select(_ arguments: [String]) throws -> [String] {
        try PendingSelection.select(pending, by: arguments, workspace: workspace, command: "accept").map(\.reference)
    }

    @Test("No argument selects everything")
    func all() throws {
        #expect(try select([]).count == 3)
    }

    @Test("A reference path, its pending path, an absolute path, or a path from inside the folder")
    func paths() throws {
        #expect(try select(["__Snapshots__/ListTests/empty.1.txt"]) == ["__Snapshots__/ListTests/empty.1.txt"])
        #expect(try select(["__Snapshots__/ListTests/empty.1.txt.new"]) == ["__Snapshots__/ListTests/empty.1.txt"])
        #expect(try select(["/pkg/__Snapshots__/DetailTests/loaded.1.txt"]) == ["__Snapshots__/DetailTests/loaded.1.txt"])
        #expect(try select(["ListTests/loaded.1.txt"]) == ["__Snapshots__/ListTests/loaded.1.txt"])
    }

    @Test("A file name matches it in every folder; a glob matches paths or names, each once")
    func namesAndGlobs() throws {
        #expect(try select(["loaded.1.txt"]) == ["__Snapshots__/ListTests/loaded.1.txt", "__Snapshots__/DetailTests/loaded.1.txt"])
        #expect(try select(["__Snapshots__/List*/*"]) == ["__Snapshots__/ListTests/loaded.1.txt", "__Snapshots__/ListTests/empty.1.txt"])
        #expect(try select(["*loaded*", "loaded.1.txt"]).count == 2)
    }

    @Test("An argument that matches nothing is an error listing what is pending")
    func noMatch() {
        do throws(ToolError) {
            _ = try PendingSelection.select(pending, by: ["*missing*"], workspace: workspace, command: "accept")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("*missing* matches no pending snapshot"))
            #expect(error.message.contains("__Snapshots__/ListTests/empty.1.txt"))
        }
    }
}
