/// Variants of SF Symbols (`.fill`, `.circle`, `.slash`…), which `symbolVariant` applies
/// to the symbols inside: `Image(systemName: "heart")` under `.fill` is `heart.fill`.
public struct SymbolVariants: Sendable, Hashable {
    /// The name suffixes, in the order SF Symbols composes them (shape, then fill, then
    /// slash): `circle.fill`.
    let suffixes: [String]

    public static let none = SymbolVariants(suffixes: [])
    public static let circle = SymbolVariants(suffixes: ["circle"])
    public static let square = SymbolVariants(suffixes: ["square"])
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    public static let fill = SymbolVariants(suffixes: ["fill"])
    public static let slash = SymbolVariants(suffixes: ["slash"])

    public var circle: SymbolVariants { adding("circle") }
    public var square: SymbolVariants { adding("square") }
    public var rectangle: SymbolVariants { adding("rectangle") }
    public var fill: SymbolVariants { adding("fill") }
    public var slash: SymbolVariants { adding("slash") }

    public func contains(_ other: SymbolVariants) -> Bool {
        other.suffixes.allSatisfy(suffixes.contains)
    }

    private func adding(_ suffix: String) -> SymbolVariants {
        suffixes.contains(suffix) ? self : SymbolVariants(suffixes: suffixes + [suffix])
    }

    private static let order = ["circle", "square", "rectangle", "fill", "slash"]

    /// `name` with the variants it does not already have: `heart` → `heart.circle.fill`.
    func applied(to name: String) -> String {
        let parts = Set(name.split(separator: ".").map(String.init))
        let missing = Self.order.filter { suffixes.contains($0) && !parts.contains($0) }
        return ([name] + missing).joined(separator: ".")
    }
}

extension EnvironmentValues {
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension View {
    /// Draws the symbols inside in `variant`: the semantics name the symbol it makes.
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.symbolVariants = variant })
    }
}
