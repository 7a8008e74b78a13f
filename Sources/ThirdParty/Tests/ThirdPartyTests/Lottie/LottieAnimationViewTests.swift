import Foundation
import Lottie
import Testing
import UIKit

/// Lottie's UIKit view on Linux: nothing animates, and playing answers as an animation of no length.
@MainActor
@Suite("LottieAnimationView")
struct LottieAnimationViewTests {
    @Test("Playing once ends at once: the completion is told true on the main queue")
    func playOnceCompletes() async {
        let view = LottieAnimationView(name: "splash")
        view.loopMode = .playOnce

        let finished = await withCheckedContinuation { continuation in
            view.play { continuation.resume(returning: $0) }
        }

        #expect(finished)
        #expect(!view.isAnimationPlaying)
        #expect(view.currentProgress == 1)
    }

    @Test("A looping play runs until stopped, which tells its completion false")
    func loopRunsUntilStopped() async {
        let view = LottieAnimationView(name: "spinner")
        view.loopMode = .loop

        let finished = await withCheckedContinuation { continuation in
            view.play { continuation.resume(returning: $0) }
            #expect(view.isAnimationPlaying)
            view.stop()
        }

        #expect(!finished)
        #expect(!view.isAnimationPlaying)
        #expect(view.currentProgress == 0)
    }

    @Test("An animation file's size, frames and markers are read from its JSON")
    func animationJSON() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wave-\(UUID().uuidString).json")
        try Data(#"{"fr":30,"ip":0,"op":90,"w":200,"h":100,"markers":[{"cm":"middle","tm":45,"dr":0}]}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let animation = try #require(LottieAnimation.filepath(file.path))

        #expect(animation.duration == 3)
        #expect(animation.size == CGSize(width: 200, height: 100))
        #expect(animation.markerNames == ["middle"])
        #expect(animation.progressTime(forMarker: "middle") == 0.5)
        #expect(LottieAnimation.filepath("/nonexistent/\(UUID().uuidString).json") == nil)
    }

    @Test("Downloading an animation fails as offline")
    func downloadFails() async {
        let animation = await LottieAnimation.loadedFrom(url: URL(string: "https://example.com/a.json")!)
        #expect(animation == nil)
        await #expect(throws: URLError.self) { try await DotLottieFile.loadedFrom(url: URL(string: "https://example.com/a.lottie")!) }
    }
}
