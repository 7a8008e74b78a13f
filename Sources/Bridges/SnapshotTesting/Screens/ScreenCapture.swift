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
    /// (a previewed or pending render).
    static func capture(_ view: some View, layout: Layout, traits: ScreenTraits, screenName: String? = nil, size: CGSize) -> UIImage {
        let text = render(view, layout: layout, traits: traits, screenName: screenName)
        nonisolated(unsafe) let view = view
        SnapshotContext.current?.paintColors = {
            MainActor.assumeIsolated {
                render(view, layout: layout, traits: traits, screenName: screenName, paintsColors: true).colors?.text
            }
        }
        return TextRenderImage(render: text, size: size)
    }

    static func render(_ view: some View, layout: Layout, traits: ScreenTraits, screenName: String? = nil) -> String {
        render(view, layout: layout, traits: traits, screenName: screenName, paintsColors: false).text
    }

    private static func render(_ view: some View, layout: Layout, traits: ScreenTraits, screenName: String?, paintsColors: Bool) -> TextRender {
        var renderer = ScreenRenderer(locale: RenderLocale.standard) { traits.apply(to: &$0) }
        renderer.screenName = screenName
        renderer.paintsColors = paintsColors
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
        return renderer.render(view)
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
