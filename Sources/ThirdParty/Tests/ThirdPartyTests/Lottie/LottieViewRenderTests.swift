import Foundation
import Lottie
import SwiftUI
import Testing

/// What a still picture shows of `LottieView`: a box labelled with the animation's name.
@MainActor
@Suite("LottieView in a still picture")
struct LottieViewRenderTests {
    @Test("LottieView(animation: .named(\"loading\")) draws a box labelled loading, named by the animation and how it plays")
    func namedAnimation() {
        let view = VStack {
            LottieView(animation: .named("loading")).playing(loopMode: .loop).resizable().frame(width: 96, height: 48)
            Text("Please wait")
        }

        let rows = StandInRendering.rows(view)
        let semantics = StandInRendering.semantics(view)

        #expect(rows.contains { $0.contains("loading") }, "\(rows.joined(separator: "\n"))")
        #expect(semantics.contains { $0.hasPrefix("LottieView") && $0.contains("animation=loading") && $0.contains("playback=loop") }, "\(semantics)")
    }

    @Test("A file's animation is named by the file; a view that is not told to play is paused")
    func filepathAndPaused() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("confetti-\(UUID().uuidString).json")
        try Data(#"{"v":"5.7","fr":30,"ip":0,"op":60,"w":200,"h":100,"layers":[]}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let semantics = StandInRendering.semantics(LottieView(animation: .filepath(file.path)))

        #expect(semantics.contains { $0.hasPrefix("LottieView") && $0.contains("animation=\(file.lastPathComponent)") && $0.contains("playback=paused") }, "\(semantics)")
    }

    @Test("A loader never runs in a render: its placeholder is drawn")
    func loaderDrawsPlaceholder() {
        let view = LottieView {
            try await DotLottieFile.named("hello")
        } placeholder: {
            Text("Preparing")
        }

        #expect(StandInRendering.rows(view).joined().contains("Preparing"))
        #expect(StandInRendering.semantics(view).contains { $0.hasPrefix("LottieView") && $0.contains("animation=(not loaded)") })
    }
}
