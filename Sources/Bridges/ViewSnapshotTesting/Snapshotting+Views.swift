@_exported import RenderContext
@_exported import SnapshotTestKit
// The renderer (`ScreenRenderer`) is TextUI's package API, not SwiftUI's: this module,
// in the same package, reaches it; a team reaches it through these strategies.
@_exported import TextUI

extension Snapshotting where Value: View, Format == String {
    /// The view on the default device (iPhone 13 Pro Max, 53 × 57 cells), in English.
    ///
    ///     assertSnapshot(of: view, as: .device)
    public static var device: Snapshotting {
        .device()
    }

    /// The view on a device, in a locale and a color scheme. `@Environment(\.locale)`
    /// and `RenderLocale.current` give the locale, and the header names it. A dark
    /// render says `dark` in its header, `@Environment(\.colorScheme)` reads it, and a
    /// color made for both schemes prints its dark value.
    ///
    ///     assertSnapshot(of: view, as: .device(.iPhoneSE, locale: Locale(identifier: "es")), named: "es-small")
    ///     assertSnapshot(of: view, as: .device(colorScheme: .dark), named: "dark")
    public static func device(
        _ device: Device = .iPhone13ProMax, locale: Locale = RenderLocale.standard, colorScheme: ColorScheme = .light
    ) -> Snapshotting {
        rendering(ScreenRenderer(device: device, locale: locale, mode: .device, configureEnvironment: scheme(colorScheme)))
    }

    @available(*, deprecated, message: "pass a Foundation Locale: .device(locale: Locale(identifier: \"es\"))")
    public static func device(_ device: Device = .iPhone13ProMax, locale: LocaleIdentifier, colorScheme: ColorScheme = .light) -> Snapshotting {
        .device(device, locale: locale.locale, colorScheme: colorScheme)
    }

    /// The view at its own ideal size: for design-system components.
    public static var component: Snapshotting {
        .component()
    }

    /// The view at its ideal height for a width in columns (its ideal width if nil).
    public static func component(width: Int? = nil, locale: Locale = RenderLocale.standard, colorScheme: ColorScheme = .light) -> Snapshotting {
        rendering(ScreenRenderer(locale: locale, mode: .component(width: width), configureEnvironment: scheme(colorScheme)))
    }

    @available(*, deprecated, message: "pass a Foundation Locale: .component(locale: Locale(identifier: \"es\"))")
    public static func component(width: Int? = nil, locale: LocaleIdentifier, colorScheme: ColorScheme = .light) -> Snapshotting {
        .component(width: width, locale: locale.locale, colorScheme: colorScheme)
    }

    /// The view in a frame of a fixed size in points, centered in it, as a view hosted
    /// in a window of that size is: for components whose image snapshots give a size.
    /// Points become cells by the device's rule (8 × 16 pt a cell by default).
    ///
    ///     assertSnapshot(of: chip, as: .component(size: CGSize(width: 200, height: 48)))
    public static func component(size: CGSize, locale: Locale = RenderLocale.standard, colorScheme: ColorScheme = .light) -> Snapshotting {
        let device = Device.iPhone13ProMax
        let width = device.columns(forPoints: Double(size.width))
        let height = device.rows(forPoints: Double(size.height))
        return rendering(ScreenRenderer(locale: locale, mode: .fixed(width: width, height: height), configureEnvironment: scheme(colorScheme)))
    }

    /// Sets the render's scheme; light leaves the environment as it starts.
    private static func scheme(_ colorScheme: ColorScheme) -> @Sendable (inout EnvironmentValues) -> Void {
        guard colorScheme == .dark else { return { _ in } }
        return { environment in environment.colorScheme = .dark }
    }

    /// Views are built and rendered on the main actor, as in SwiftUI; a test that
    /// makes a view is already there. The render's header names the snapshot; its
    /// picture's colors are painted only if someone looks at them. Under `snapshots
    /// render` the renderer is the one it asks for; under `snapshots mcp`, the named
    /// assertion's view is hosted live instead (`LiveHosting`).
    private static func rendering(_ renderer: ScreenRenderer) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            // A view is not Sendable; it stays on the main actor, where the test made
            // it and where it is rendered at once, and crosses no other thread.
            nonisolated(unsafe) let view = view
            let context = SnapshotContext.current
            guard let renderer = renderer.previewing(for: context) else { return "" }
            return MainActor.assumeIsolated {
                if let context, let folder = context.liveFolder {
                    return LiveHosting.host(view, renderer: renderer, context: context, folder: folder)
                }
                var painter = renderer
                painter.paintsColors = true
                context?.paintColors = {
                    MainActor.assumeIsolated { painter.render(view, name: context?.title).colors?.text }
                }
                return renderer.render(view, name: context?.title).text
            }
        }
    }
}
