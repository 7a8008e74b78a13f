// Modifiers that change how symbols and text are drawn in ways a grid of characters
// does not show, named in the semantics as they were made.

extension Image {
    /// The size of a symbol relative to the text around it.
    public enum Scale: String, Sendable, Hashable {
        case small, medium, large
    }
}

/// How a symbol's layers are colored.
public struct SymbolRenderingMode: Sendable, Hashable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension View {
    /// `imageScale=large` on the element.
    nonisolated public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in semantics.properties.append(("imageScale", scale.rawValue)) })
    }

    /// `symbolRendering=hierarchical` on the element.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in
            if let mode { semantics.properties.append(("symbolRendering", mode.name)) }
        })
    }

    /// The weight of the text inside, named where it is set: `fontWeight=semibold`.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier { semantics, _ in
            if let weight { semantics.properties.append(("fontWeight", weight.name)) }
        })
    }
}
