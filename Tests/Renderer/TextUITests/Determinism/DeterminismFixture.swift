import Foundation
import Testing
import TestSupport
import TextUI

/// Renders the sample screen into the file `FIXTURE_OUTPUT` names. Runs only in a child
/// process started by `DeterminismTests`.
@MainActor
@Suite(.enabled(if: Fixture.isActive("determinism")))
struct DeterminismFixture {
    @Test func renderSample() throws {
        let text = ScreenRenderer().render(SampleScreen(), name: "sample").text
        try text.write(toFile: Fixture.value("FIXTURE_OUTPUT")!, atomically: true, encoding: .utf8)
    }
}
