import TextUICore

// SwiftUI's macros, declared where screens import them and expanded by this package's
// `PreviewMacros` plugin. What they expand to (`_PreviewDeclaration`, `PreviewTrait`,
// `_EntryKey`) lives in the view layer's core, which does not wait for the plugin: in a
// team's cold build the plugin is linked while the core compiles, not before it.

/// A preview of a view, as Xcode shows it: SwiftUI's `#Preview`. On Linux it expands
/// (through this package's `PreviewMacros` plugin) to a type that keeps the preview's
/// name, traits, place and body (`_PreviewDeclaration`), so that a test can render it.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Marks state a `#Preview` body declares for itself (`@Previewable @State var isOn =
/// false`). Xcode hoists it into a view; here `#Preview` keeps it as local state of the
/// preview's body, which is what it is in a still picture.
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewMacros", type: "PreviewableMacro")

/// A property of `EnvironmentValues` or `FocusedValues` with its key made for it:
/// `@Entry var accent: Color = .blue`. The key holds the default; a property with no
/// default is optional and starts as nil.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "PreviewMacros", type: "EntryMacro")
