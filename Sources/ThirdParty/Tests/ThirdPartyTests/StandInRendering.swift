import Foundation
import SwiftUI
import ViewSnapshotTesting

/// Renders stand-in views for tests through the public `.component` strategy, as a
/// team's snapshot test does: the picture's rows without the frame, and the semantics.
@MainActor
enum StandInRendering {
    struct Render: Equatable {
        /// The framed picture, frame included.
        let screen: [String]
        let semantics: [String]
    }

    static func render<Screen: View>(_ view: Screen, width: Int = 40) -> Render {
        var text = ""
        Snapshotting<Screen, String>.component(width: width).snapshot(view).run { text = $0 }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let top = lines.firstIndex { $0.hasPrefix("┌") } ?? 0
        let bottom = lines[top...].firstIndex { $0.hasPrefix("└") } ?? top
        let semantics = lines.firstIndex(of: "semantics").map { Array(lines[($0 + 1)...]) } ?? []
        return Render(screen: Array(lines[top...bottom]), semantics: semantics.filter { !$0.isEmpty })
    }

    /// The picture's rows, without the frame around them.
    static func rows(_ view: some View, width: Int = 40) -> [String] {
        render(view, width: width).screen.dropFirst().dropLast().map { String($0.dropFirst().dropLast()) }
    }

    static func semantics(_ view: some View, width: Int = 40) -> [String] {
        render(view, width: width).semantics
    }
}

/// The bytes of a PNG's header, all `UIImage(data:)` reads: a picture of `width` × `height`.
func pngHeader(width: UInt8, height: UInt8) -> Data {
    Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, width, 0, 0, 0, height])
}
