import TextUI

extension ScreenRenderer {
    /// The renderer as `snapshots render` asks for it (`--locale`, `--device`,
    /// `--color-scheme`, `--dynamic-type`): another locale, scheme or text size for
    /// every view, another device for a screen (`.device` mode). Itself outside a
    /// preview; nil, with the snapshot failed and the choices named, for a name nothing
    /// has.
    package func previewing(for context: SnapshotContext?) -> ScreenRenderer? {
        guard let context, context.previewsElsewhere else { return self }
        var renderer = self
        if let locale = context.previewLocale {
            renderer.locale = Locale(identifier: locale)
        }
        if let name = context.previewDevice, renderer.mode == .device {
            guard let device = Device.named(name) else {
                let known = Device.all.map(\.name).joined(separator: ", ")
                context.fail(SnapshotError.renderFailed(description: "no device is called \(name). Devices: \(known) (or small-phone, large-phone, tablet)."))
                return nil
            }
            renderer.device = device
        }
        var scheme: ColorScheme?
        if let name = context.previewColorScheme {
            guard let value = ColorScheme.named(name) else {
                context.fail(SnapshotError.renderFailed(description: "no color scheme is called \(name). Schemes: \(SnapshotEnvironment.colorSchemeNames.joined(separator: ", "))."))
                return nil
            }
            scheme = value
        }
        var size: DynamicTypeSize?
        if let name = context.previewDynamicType {
            guard let value = DynamicTypeSize.named(name) else {
                context.fail(SnapshotError.renderFailed(description: "no text size is called \(name). Sizes: \(SnapshotEnvironment.dynamicTypeNames.joined(separator: ", "))."))
                return nil
            }
            size = value
            // Named as a trait collection's text size is: the render is not the default one.
            renderer.headerDetails.removeAll { $0.hasPrefix("text size ") }
            renderer.headerDetails.append("text size \(value)")
        }
        if scheme != nil || size != nil {
            let (configure, scheme, size) = (renderer.configureEnvironment, scheme, size)
            renderer.configureEnvironment = { environment in
                configure(&environment)
                if let scheme { environment.colorScheme = scheme }
                if let size { environment.dynamicTypeSize = size }
            }
        }
        return renderer
    }
}

extension ColorScheme {
    /// `light` or `dark`, as `SNAPSHOTS_PREVIEW_COLOR_SCHEME` says them.
    static func named(_ name: String) -> ColorScheme? {
        switch name {
        case "light": .light
        case "dark": .dark
        default: nil
        }
    }
}

extension DynamicTypeSize {
    /// A case by its name, as `SNAPSHOTS_PREVIEW_DYNAMIC_TYPE` says it: `xLarge`.
    static func named(_ name: String) -> DynamicTypeSize? {
        allCases.first { "\($0)" == name }
    }
}
