/// What can be acted on in one render of a live screen, read from its tree before the
/// tree is freed: each element that lets a person do something (a button, a field…),
/// and every name a request may give (an identifier, a label, a text shown), with the
/// elements around it. A request's target is found as a finger finds it: the named
/// thing, then the innermost element around it that does what was asked.
@MainActor
struct LiveTargets {
    /// An element and what it lets a person do.
    struct Element {
        let interactions: [Interaction]
        /// How messages name it: `#identifier`, else its label or text, quoted.
        let name: String

        func supports(_ verb: LiveVerb) -> Bool {
            interactions.contains { interaction in
                switch verb {
                // Tapping a toggle flips it, tapping a field focuses it, as on a device.
                case .tap: interaction.verb == .tap || interaction.verb == .toggle || interaction.verb == .focus
                default: interaction.verb == verb
                }
            }
        }
    }

    /// A name something on screen answers to, and the elements it is inside, innermost last.
    struct Handle {
        let name: String
        let layer: Int
        let elements: [Int]
    }

    private(set) var elements: [Element] = []
    private(set) var handles: [Handle] = []
    /// The layers, bottom first: the screen, then each presentation over it, by kind.
    private(set) var layers: [String] = []

    init() {}

    /// Reads the screen and its presentations, the topmost presentation last.
    init(screen: Node, presentations: [Presentation], live: LiveResolution) {
        layers = ["screen"]
        visit(screen, layer: 0, around: [], live: live)
        for presentation in presentations.sorted(by: { $0.level < $1.level }) {
            layers.append(presentation.node.semantics.kind ?? "presentation")
            visit(presentation.node, layer: layers.count - 1, around: [], live: live)
        }
    }

    private mutating func visit(_ node: Node, layer: Int, around: [Int], live: LiveResolution) {
        var around = around
        let interactions = live.interactions(ofNode: node.id)
        let names = Self.names(of: node) + live.aliases(ofNode: node.id)
        if !interactions.isEmpty {
            elements.append(Element(interactions: interactions, name: Self.displayName(of: node, names: names)))
            around.append(elements.count - 1)
        }
        for name in names where !name.isEmpty {
            handles.append(Handle(name: name, layer: layer, elements: around))
        }
        for child in node.children {
            visit(child, layer: layer, around: around, live: live)
        }
    }

    /// What a node answers to: `#identifier`, its label, its text, a field's placeholder.
    private static func names(of node: Node) -> [String] {
        var names: [String] = []
        let semantics = node.semantics
        if let identifier = semantics.identifier { names.append("#" + identifier) }
        if let label = semantics.label { names.append(label) }
        if let text = semantics.text { names.append(text) }
        if let text = node.withElement({ $0.readableText(of: node) }) { names.append(text) }
        if let field = node.withElement({ $0 as? TextFieldElement }) {
            names.append(field.placeholder)
            if !field.text.isEmpty { names.append(field.text) }
        }
        return names
    }

    private static func displayName(of node: Node, names: [String]) -> String {
        if let identifier = names.first(where: { $0.hasPrefix("#") }) { return identifier }
        if let name = names.first(where: { !$0.isEmpty }) { return SemanticsQuote.quote(name) }
        if let text = Resolver.readableTexts(of: [node]).first(where: { !$0.isEmpty }) { return SemanticsQuote.quote(text) }
        return node.semantics.kind ?? node.withElement { $0.kind }
    }

    // MARK: - Finding a target

    /// What a request's target comes to.
    enum Match {
        case element(Element)
        case failure(String)
    }

    /// The one element `target` names that can take `verb`: an identifier (`#…`,
    /// exactly), else a label or text shown, exactly, else the one that matches it
    /// ignoring case. Only the top layer is reachable: a presentation covers the rest.
    func find(_ target: String, for verb: LiveVerb) -> Match {
        let top = layers.count - 1
        let named = handles(named: target, in: top)
        guard !named.isEmpty else {
            if let lower = handles(named: target, in: nil).first, lower.layer < top {
                return .failure("\(Self.describe(target)) is under the \(layers[top]): send back to dismiss it first. \(reachable(verb))")
            }
            return .failure("no element \(Self.describe(target)) on this screen. \(reachable(verb))")
        }
        var found: [Int] = []
        for handle in named {
            guard let index = handle.elements.last(where: { elements[$0].supports(verb) }) else { continue }
            if !found.contains(index) { found.append(index) }
        }
        switch found.count {
        case 1:
            return .element(elements[found[0]])
        case 0:
            return .failure("\(Self.describe(target)) cannot be \(verb.participle). \(reachable(verb))")
        default:
            let names = found.map { elements[$0].name }.joined(separator: ", ")
            return .failure("\(Self.describe(target)) names \(found.count) elements that can be \(verb.participle) (\(names)): send one of those.")
        }
    }

    /// The handles named `target` in `layer` (every layer when nil): exact matches, else
    /// the handles of the one name that matches ignoring case.
    private func handles(named target: String, in layer: Int?) -> [Handle] {
        let inLayer = handles.filter { layer == nil || $0.layer == layer }
        let exact = inLayer.filter { $0.name == target }
        if !exact.isEmpty || target.hasPrefix("#") { return exact }
        let folded = target.lowercased()
        let loose = inLayer.filter { $0.name.lowercased() == folded }
        return Set(loose.map(\.name)).count == 1 ? loose : []
    }

    /// `what can be tapped: #a, "B", …`, from the top layer.
    func reachable(_ verb: LiveVerb) -> String {
        let top = layers.count - 1
        var indices: [Int] = []
        for handle in handles where handle.layer == top {
            for index in handle.elements where elements[index].supports(verb) && !indices.contains(index) {
                indices.append(index)
            }
        }
        let names = indices.map { elements[$0].name }
        guard !names.isEmpty else { return "Nothing on this screen can be \(verb.participle)." }
        let shown = names.prefix(Self.listed).joined(separator: ", ")
        return "What can be \(verb.participle): \(shown)\(names.count > Self.listed ? ", …" : "")."
    }

    private static let listed = 30

    private static func describe(_ target: String) -> String {
        target.hasPrefix("#") ? target : SemanticsQuote.quote(target)
    }
}

/// A name as messages quote it: `"Filters"`.
enum SemanticsQuote {
    static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
