import Foundation
import Testing
import TestSupport
import TextUI

@MainActor
@Suite("Deterministic renders", .serialized)
struct DeterminismTests {
    @Test("The same view renders the same bytes every time in one process")
    func repeatedRenders() {
        let first = ScreenRenderer().render(SampleScreen(), name: "sample").text
        for _ in 0..<5 {
            #expect(ScreenRenderer().render(SampleScreen(), name: "sample").text == first)
        }
    }

    @Test("Processes rendering in parallel under different locales and time zones agree byte for byte")
    func acrossLocalesAndTimeZones() throws {
        let folder = TemporaryDirectory("determinism")
        let settings: [[String: String]] = [
            ["LANG": "C", "TZ": "UTC"],
            ["LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8", "TZ": "Pacific/Kiritimati"],
            ["LANG": "ja_JP.UTF-8", "LC_ALL": "ja_JP.UTF-8", "TZ": "Asia/Tokyo"],
            ["LANG": "de_DE.UTF-8", "LC_NUMERIC": "de_DE.UTF-8", "TZ": "America/St_Johns"],
        ]
        let children = try settings.enumerated().map { index, variables in
            try ChildProcess.start(swiftTestingSuite: "DeterminismFixture", variables: variables.merging([
                Fixture.variable: "determinism",
                "FIXTURE_OUTPUT": folder.file("render-\(index).txt"),
            ]) { $1 })
        }
        for (process, pipe) in children {
            let result = ChildProcess.finish(process, pipe)
            #expect(result.status == 0, "\(result.output)")
        }

        let expected = ScreenRenderer().render(SampleScreen(), name: "sample").text
        #expect(expected.contains("漢字とemoji 👩‍🚀 🇪🇸"))
        for index in settings.indices {
            let data = try #require(FileManager.default.contents(atPath: folder.file("render-\(index).txt")))
            #expect(Array(data) == Array(expected.utf8), "settings \(settings[index])")
        }
    }
}
