import RenderContext

/// A preview of the running process: a `#Preview`, or a `PreviewProvider`'s previews.
/// What a preview snapshot renders, under `__Snapshots__/Previews/<file>.<name>.txt`.
package struct DiscoveredPreview: Sendable, CustomStringConvertible {
    /// The module that declares it.
    public let module: String
    /// The file it is written in, without folder or extension (`HomeView`), or the
    /// provider's type name (`HomeView_Previews`).
    public let file: String
    /// Its name in Xcode's canvas, or `Preview` (`Preview 2`…) for an unnamed one.
    public let name: String
    /// Where the preview is written, for a `#Preview`.
    public let line: Int?
    /// How Xcode's canvas lays it out.
    public let layout: PreviewLayout
    /// The device Xcode previews it on, when the preview names one.
    public let device: String?
    public let isLandscape: Bool
    private let make: @MainActor @Sendable () -> AnyView

    init(
        module: String, file: String, name: String, line: Int?, layout: PreviewLayout, device: String?,
        isLandscape: Bool, make: @escaping @MainActor @Sendable () -> AnyView
    ) {
        (self.module, self.file, self.name, self.line) = (module, file, name, line)
        (self.layout, self.device, self.isLandscape, self.make) = (layout, device, isLandscape, make)
    }

    @MainActor
    public func makeView() -> AnyView { make() }

    /// `HomeView.Loaded`, as a parameterized test names its case.
    public var description: String { "\(file).\(name)" }

    /// The renderer the preview asks for: the device (turned on its side in landscape)
    /// or the view's own size, as Xcode's canvas shows it.
    public func renderer(locale: Locale = RenderLocale.standard) -> ScreenRenderer {
        var device = device.flatMap(Device.named) ?? .iPhone13ProMax
        if isLandscape {
            device = Device(name: device.name + " landscape", widthPoints: device.heightPoints, heightPoints: device.widthPoints)
        }
        let mode: ScreenRenderer.Mode = switch layout {
        case .device: .device
        case .sizeThatFits: .component(width: nil)
        case let .fixed(width, height): .fixed(width: device.columns(forPoints: Double(width)), height: device.rows(forPoints: Double(height)))
        }
        var renderer = ScreenRenderer(device: device, locale: locale, mode: mode)
        // A preview of TextUI's views alone is called by its file, not `AnyView`.
        renderer.screenName = file
        return renderer
    }
}

/// Finds the previews compiled into the process, with no registration: `#Preview`
/// expands to a type conforming to `_PreviewDeclaration`, and the conformance records
/// of those types and of `PreviewProvider`s are read from the loaded images
/// (`ConformanceScanner`). Previews are found in debug builds, where `swift test`
/// builds them; an optimized build drops the ones nothing refers to.
package enum PreviewDiscovery {
    /// Every preview of `module` (every module's when nil), by module, file and line.
    @MainActor
    public static func previews(inModule module: String? = nil) -> [DiscoveredPreview] {
        let macroPreviews = ConformanceScanner.types(conformingTo: "_PreviewDeclaration", inModule: "TextUICore")
            .compactMap { $0 as? any _PreviewDeclaration.Type }
            .map(declared)
        let providerPreviews = ConformanceScanner.types(conformingTo: "PreviewProvider", inModule: "TextUICore")
            .compactMap { $0 as? any PreviewProvider.Type }
            .map(provided)
        let all = (named(macroPreviews) + providerPreviews).filter { module == nil || $0.module == module }
        return all.sorted { ($0.module, $0.file, $0.line ?? 0, $0.name) < ($1.module, $1.file, $1.line ?? 0, $1.name) }
    }

    /// A `#Preview`: its name (nil until numbered), layout, orientation and modifiers.
    @MainActor
    private static func declared(_ type: any _PreviewDeclaration.Type) -> DiscoveredPreview {
        let fileID = type._fileID
        let module = String(fileID.prefix { $0 != "/" })
        let fileName = String(fileID.split(separator: "/").last ?? Substring(fileID))
        let file = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
        var layout = PreviewLayout.device
        var isLandscape = false
        var modifiers: [any PreviewModifier] = []
        for trait in type._traits {
            switch trait.kind {
            case let .layout(value): layout = value
            case let .orientation(value): isLandscape = value == .landscapeLeft || value == .landscapeRight
            case let .modifier(value): if let modifier = value as? any PreviewModifier { modifiers.append(modifier) }
            case .other: break
            }
        }
        nonisolated(unsafe) let wrappers = modifiers
        return DiscoveredPreview(
            module: module, file: file, name: type._name ?? "", line: type._line, layout: layout, device: nil,
            isLandscape: isLandscape,
            make: { wrappers.reduce(type._makeView()) { view, modifier in wrap(view, in: modifier) } }
        )
    }

    /// Unnamed `#Preview`s of one file are `Preview`, `Preview 2`… in the order written.
    private static func named(_ previews: [DiscoveredPreview]) -> [DiscoveredPreview] {
        var counts: [String: Int] = [:]
        return previews.sorted { ($0.module, $0.file, $0.line ?? 0) < ($1.module, $1.file, $1.line ?? 0) }.map { preview in
            guard preview.name.isEmpty else { return preview }
            let key = preview.module + "/" + preview.file
            let number = counts[key, default: 0] + 1
            counts[key] = number
            return DiscoveredPreview(
                module: preview.module, file: preview.file, name: number == 1 ? "Preview" : "Preview \(number)",
                line: preview.line, layout: preview.layout, device: preview.device, isLandscape: preview.isLandscape,
                make: { preview.makeView() }
            )
        }
    }

    /// A provider's previews, as one preview named by its display name, with the
    /// layout and device its outermost modifiers ask for.
    @MainActor
    private static func provided(_ type: any PreviewProvider.Type) -> DiscoveredPreview {
        let qualified = String(reflecting: type)
        let module = String(qualified.prefix { $0 != "." })
        let traits = PreviewTraits.read(from: type.previews)
        return DiscoveredPreview(
            module: module, file: String(describing: type), name: traits.displayName ?? "Preview", line: nil,
            layout: traits.layout ?? .device, device: traits.device, isLandscape: traits.isLandscape,
            make: { AnyView(type.previews) }
        )
    }

    @MainActor
    private static func wrap<Modifier: PreviewModifier>(_ view: AnyView, in modifier: Modifier) -> AnyView {
        guard let context = Modifier._contextWithoutWaiting() else { return view }
        return AnyView(modifier.body(content: _PreviewModifierContent(view: view), context: context))
    }
}

/// The preview traits on the outside of a view: `.previewLayout(.sizeThatFits)
/// .previewDisplayName("Dark")`.
struct PreviewTraits {
    var layout: PreviewLayout?
    var displayName: String?
    var device: String?
    var isLandscape = false

    @MainActor
    static func read(from view: any View) -> PreviewTraits {
        var traits = PreviewTraits()
        var current: any View = view
        while let carrier = current as? any _PreviewTraitCarrier {
            switch carrier._previewTrait {
            case let .layout(value): traits.layout = traits.layout ?? value
            case let .displayName(value): traits.displayName = traits.displayName ?? value
            case let .device(value): traits.device = traits.device ?? value?.rawValue
            case let .orientation(value): traits.isLandscape = value == .landscapeLeft || value == .landscapeRight
            }
            current = carrier._previewContent
        }
        return traits
    }
}

/// A view with a preview trait on it, whatever its content's type.
@MainActor
protocol _PreviewTraitCarrier {
    var _previewTrait: _PreviewTraitModifier.Trait { get }
    var _previewContent: any View { get }
}

extension ModifiedContent: _PreviewTraitCarrier where Modifier == _PreviewTraitModifier {
    var _previewTrait: _PreviewTraitModifier.Trait { modifier.trait }
    var _previewContent: any View { content }
}
