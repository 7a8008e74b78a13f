import Foundation
@testable import SnapshotTool
import TestSupport
import Testing

/// `snapshots render`: the package's own snapshot tests, run as previews.
@Suite("snapshots render, end to end")
struct RenderPreviewTests {
    @Test("Prints the matching tests' renders and writes nothing: no reference, no pending file, no ledger")
    func printsAndWritesNothing() throws {
        let package = ToolRunPackage(renders: ["home": "Home\nRetry\n", "list": "List\n"])
        #expect(try package.run(["test"]).status == 0)
        let ledger = package.folder.read(".build/snapshots/ledger.jsonl")
        package.setRender("home", "Home\nTry again\n")

        let render = try package.run(["render", "home"])

        #expect(render.status == 0, "\(render.output)")
        #expect(render.output.contains("── \(ToolRunPackage.reference("home"))\nHome\nTry again\n"))
        #expect(!render.output.contains("List"))
        #expect(package.swiftArguments.last?.hasSuffix("--filter home") == true)
        #expect(package.reference("home") == "Home\nRetry\n")
        #expect(package.pending("home") == nil)
        #expect(package.folder.read(".build/snapshots/ledger.jsonl") == ledger)
    }

    @Test("--list names the renders; a pattern that matches no assertion exits 1 and says what patterns match")
    func listAndNoMatch() throws {
        let package = ToolRunPackage(renders: ["home": "Home\n", "list": "List\n"])

        let list = try package.run(["render", "--list"])
        #expect(list.status == 0, "\(list.output)")
        #expect(list.output.contains("\(ToolRunPackage.reference("home"))\n\(ToolRunPackage.reference("list"))\n"))
        #expect(!list.output.contains("Home\n"))

        let none = try package.run(["render", "settings"])
        #expect(none.status == 1)
        #expect(none.output.contains("No snapshot assertion ran matching 'settings'"))
    }

    @Test("A glob becomes swift test's regular expression")
    func globToFilter() {
        #expect(RenderCommand.filter(fromGlob: "CharacterList*") == "CharacterList.*")
        #expect(RenderCommand.filter(fromGlob: "Home?View.swift") == "Home.View\\.swift")
        #expect(RenderCommand.filter(fromGlob: "a(b)+") == "a\\(b\\)\\+")
    }
}
