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

    @Test("What --list prints is accepted back: a reference's path prints that render alone")
    func pathsFromList() throws {
        let package = ToolRunPackage(renders: ["home": "Home\n", "list": "List\n"])
        let list = try package.run(["render", "--list"])
        let home = try #require(list.output.split(separator: "\n").map(String.init).first { $0.hasSuffix("screens.home.txt") })

        let render = try package.run(["render", home])

        #expect(render.status == 0, "\(render.output)")
        #expect(render.output.contains("── \(home)\nHome\n"))
        #expect(!render.output.contains("List"))
        #expect(package.swiftArguments.last?.hasSuffix("--filter /screens") == true, "\(package.swiftArguments)")
    }

    @Test("--locale and --device render the same screens elsewhere; the header says where; nothing is written")
    func localeAndDevice() throws {
        let package = ToolRunPackage(renders: [:], fixture: ScreenRenderFixture.name, runs: [ScreenRenderFixture.command])

        let usual = try package.run(["render"])
        let elsewhere = try package.run(["render", "--locale", "es", "--device", "small-phone"])
        let unknown = try package.run(["render", "--device", "pager"])

        #expect(usual.output.contains("iPhone 13 Pro Max") && usual.output.contains("· en\n") && usual.output.contains("Hello"), "\(usual.output)")
        #expect(elsewhere.status == 0, "\(elsewhere.output)")
        #expect(elsewhere.output.contains("iPhone SE") && elsewhere.output.contains("· es\n") && elsewhere.output.contains("Hola"), "\(elsewhere.output)")
        #expect(unknown.status == 1)
        #expect(unknown.output.contains("no device is called pager. Devices: iPhone 13 Pro Max, iPhone SE"), "\(unknown.output)")
        #expect(package.folder.read("__Snapshots__/ScreenRenderFixture/greeting.1.txt") == nil)
    }

    @Test("A path becomes the test that writes it")
    func pathToTest() {
        #expect(RenderCommand.isPath("__Snapshots__/HomeTests/loaded.dark.txt"))
        #expect(RenderCommand.isPath("Tests/AppTests/__Snapshots__/HomeTests/loaded.1.txt"))
        #expect(!RenderCommand.isPath("HomeTests/loaded"))
        #expect(RenderCommand.testName(ofPath: "__Snapshots__/HomeTests/loaded.dark.txt") == "/loaded")
    }

    @Test("A glob becomes swift test's regular expression")
    func globToFilter() {
        #expect(RenderCommand.filter(fromGlob: "CharacterList*") == "CharacterList.*")
        #expect(RenderCommand.filter(fromGlob: "Home?View.swift") == "Home.View\\.swift")
        #expect(RenderCommand.filter(fromGlob: "a(b)+") == "a\\(b\\)\\+")
    }
}
