import Foundation
internal import RenderContext
internal import RenderFormat
import UIKit
import TextUI

/// Makes the text render an image strategy writes: the same renderer as `.device` and
/// `.component`, on the config's device, with the traits in effect named in the header.
@MainActor
enum ScreenCapture {
    enum Layout {
        case device(ViewImageConfig)
        case fixed(CGSize)
        case sizeThatFits
    }

    /// The default screen when neither a config nor the view gives a size.
    nonisolated static let defaultScreen = CGSize(width: 428, height: 926)

    /// The render's text, and, for the snapshot being rendered, a way to paint its
    /// picture's colors later: a second render, made only where the picture is shown
    /// (a previewed or pending render). Under `snapshots render`, made as it asks; the
    /// assertion `snapshots mcp` names is hosted live instead (`LiveHosting`).
    static func capture(_ view: some View, layout: Layout, traits: ScreenTraits, screenName: String? = nil, size: CGSize) -> UIImage {
        let context = SnapshotContext.current
        guard let renderer = renderer(layout: layout, traits: traits, screenName: screenName).previewing(for: context) else {
            return TextRenderImage(render: "", size: size)
        }
        if let context, let folder = context.liveFolder {
            return TextRenderImage(render: LiveHosting.host(view, renderer: renderer, context: context, folder: folder), size: size)
        }
        let text = renderer.render(view).text
        nonisolated(unsafe) let view = view
        var painter = renderer
        painter.paintsColors = true
        context?.paintColors = {
            MainActor.assumeIsolated { painter.render(view).colors?.text }
        }
        return TextRenderImage(render: text, size: size)
    }

    static func render(_ view: some View, layout: Layout, traits: ScreenTraits, screenName: String? = nil) -> String {
        renderer(layout: layout, traits: traits, screenName: screenName).render(view).text
    }

    private static func renderer(layout: Layout, traits: ScreenTraits, screenName: String?) -> ScreenRenderer {
        var renderer = ScreenRenderer(locale: RenderLocale.standard) { traits.apply(to: &$0) }
        renderer.screenName = screenName
        renderer.namesLightScheme = true
        renderer.headerDetails = traits.headerDetails
        switch layout {
        case let .device(config):
            let size = config.size ?? defaultScreen
            renderer.device = Device(name: deviceName(config, size: size), widthPoints: Double(size.width), heightPoints: Double(size.height))
            renderer.mode = .device
        case let .fixed(size):
            let device = renderer.device
            renderer.mode = .fixed(width: device.columns(forPoints: Double(size.width)), height: device.rows(forPoints: Double(size.height)))
            renderer.headerDetails.insert("fixed \(points(size))", at: 0)
        case .sizeThatFits:
            renderer.mode = .component(width: nil)
        }
        return renderer
    }

    /// `iPhone 13 mini (375×812 pt)`, or the size alone for a config a test made.
    static func deviceName(_ config: ViewImageConfig, size: CGSize) -> String {
        guard let name = config.name else { return "screen \(points(size))" }
        return "\(name) (\(points(size)))"
    }

    nonisolated static func points(_ size: CGSize) -> String {
        "\(ValueNames.points(Double(size.width)))×\(ValueNames.points(Double(size.height))) pt"
    }
}
