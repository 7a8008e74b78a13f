import RenderContext
import TextUI

/// Renders for layout tests: the grid rows without the screen frame, and the
/// semantics lines.
@MainActor
enum Rendering {
    /// The component's rows at `width` columns (its ideal width when nil).
    static func rows(_ view: some View, width: Int? = nil) -> [String] {
        let render = ScreenRenderer(mode: .component(width: width)).render(view)
        return unframed(render.screen)
    }

    /// The screen rows of a device render, frame and fold marker removed.
    static func screen(_ view: some View, device: Device = .iPhone13ProMax) -> [String] {
        unframed(ScreenRenderer(device: device).render(view).screen)
    }

    static func semantics(_ view: some View, width: Int? = nil) -> [String] {
        ScreenRenderer(mode: .component(width: width)).render(view).semantics
    }

    static func render(_ view: some View, width: Int? = nil) -> TextRender {
        ScreenRenderer(mode: .component(width: width)).render(view)
    }

    private static func unframed(_ lines: [String]) -> [String] {
        lines.dropFirst().dropLast()
            .filter { !$0.hasPrefix("├") }
            .map { String($0.dropFirst().dropLast()) }
    }
}
