import Foundation
import SwiftUI
import TextUI

/// Renders stand-in views for tests: the picture's rows without the frame, and the semantics.
@MainActor
enum StandInRendering {
    static func render(_ view: some View, width: Int = 40) -> TextRender {
        ScreenRenderer(mode: .component(width: width)).render(view)
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
