/// What a view needs to know while it turns into nodes.
@MainActor
struct ResolveContext {
    var environment: EnvironmentValues
    /// The axis of the nearest enclosing stack, for spacers and dividers.
    var stackAxis: Axis?
    /// The nearest navigation stack, which collects titles and toolbar items.
    var navigation: NavigationCollector?
    /// Set while a `.toolbar`'s content resolves: items register here by placement.
    var toolbarItems: ToolbarItemCollector?
    /// The style of the list whose rows are resolving; nil outside a list or form.
    var listStyle: ListStyleKind?
    /// Set while a picker's or tab view's options resolve: a `ForEach` tags each row
    /// with its element's id, as SwiftUI's implicit tags do.
    var tagsRowsByID = false
    let recorder: ResolveRecorder
    /// Where the render's nodes live.
    let tree: NodeTree

    func with(environment: EnvironmentValues) -> ResolveContext {
        var context = self
        context.environment = environment
        return context
    }

    func inside(stackAxis axis: Axis?) -> ResolveContext {
        var context = self
        context.stackAxis = axis
        return context
    }

    /// Cells for a spacing along an axis.
    func cells(_ value: any _SpacingValue, along axis: Axis) -> Int {
        cells(points: value.points(in: environment), along: axis)
    }

    /// Cells for a dimension along an axis; `.infinity` is unbounded.
    func cells(_ value: any _DimensionValue, along axis: Axis) -> Int {
        cells(points: value.points(in: environment), along: axis)
    }

    /// Cells for a length in points along an axis, by the device's one rule.
    func cells(points: Double, along axis: Axis) -> Int {
        axis == .horizontal ? environment.device.columns(forPoints: points) : environment.device.rows(forPoints: points)
    }
}

/// Notes made while resolving: the screen's name for the render header.
@MainActor
final class ResolveRecorder {
    /// The first view type of the app's own (not a TextUI primitive) met in the tree.
    private(set) var firstViewName: String?
    /// Sheets and covers presented while the tree resolved, drawn over the screen after it.
    var presentations: [Presentation] = []
    /// Set only when the view appears in a host: `onAppear` and `task` actions register
    /// here. A render alone runs nothing. (Here rather than in the context, which every
    /// view copies: the context's size is a render's cost.)
    var lifecycle: LifecycleCollector?
    /// Set only on a live screen: where views are, their kept state, and what each
    /// element lets a person do (`LiveResolution`).
    var live: LiveResolution?
    /// The presented views being resolved, innermost last: `presentationDetents`
    /// declares on the last.
    var presentationCollectors: [PresentationCollector] = []
    /// The first `preferredColorScheme` met: the scheme of the whole screen, as a
    /// preference set anywhere in a window is.
    var preferredColorScheme: ColorScheme?
    /// Set once a view has preferred a scheme: the outermost preference wins over the
    /// scheme the render started in and over preferences inside it.
    var hasPreferredColorScheme = false

    func noteComposite(_ type: Any.Type) {
        guard firstViewName == nil else { return }
        firstViewName = Self.appViewName(type)
    }

    /// Type names cost a trip through the demangler: worked out once per type.
    private static var names: [ObjectIdentifier: String?] = [:]

    /// `CharacterListView` for `CharacterListView<Stub>`, nil for TextUI's own views.
    static func appViewName(_ type: Any.Type) -> String? {
        if let name = names[ObjectIdentifier(type)] { return name }
        let name: String? = String(reflecting: type).hasPrefix("TextUICore.")
            ? nil
            : String(String(describing: type).prefix { $0 != "<" })
        names[ObjectIdentifier(type)] = name
        return name
    }
}

/// Turns views into nodes.
@MainActor
enum Resolver {
    static func nodes<V: View>(for view: V, in context: ResolveContext) -> [Node] {
        var output = _ResolveOutput(nodes: [])
        view._resolve(_ResolveInput(context: context), into: &output)
        return output.nodes
    }

    /// Appends the nodes of `view` to `nodes`.
    static func append<V: View>(_ view: V, in context: ResolveContext, to nodes: inout [Node]) {
        // The array moves into the output and back out, without a copy. (Not a helper
        // taking a closure: it is not inlined into generic code.)
        var output = _ResolveOutput(nodes: [])
        swap(&output.nodes, &nodes)
        view._resolve(_ResolveInput(context: context), into: &output)
        swap(&output.nodes, &nodes)
    }

    /// A view of the app's own: its body, rendered in its environment. On a live
    /// screen, at its place in the tree, with the state kept there.
    static func composite<V: View>(_ view: V, in context: ResolveContext, into nodes: inout [Node]) {
        context.recorder.noteComposite(V.self)
        if let live = context.live {
            live.enter(view, type: V.self)
            appendBody(of: view, in: context, into: &nodes)
            live.identity.leave()
            return
        }
        appendBody(of: view, in: context, into: &nodes)
    }

    private static func appendBody(of view: some View, in context: ResolveContext, into nodes: inout [Node]) {
        // `@Environment` and `.localized()` read the task-local environment while a body
        // runs; install this one first unless it already is.
        if EnvironmentValues.rendering.version == context.environment.version {
            append(view.body, in: context, to: &nodes)
            return
        }
        nodes += EnvironmentValues.withCurrent(context.environment) {
            Resolver.nodes(for: view.body, in: context)
        }
    }

    /// Appends the nodes of `view` resolved in a changed environment.
    static func append<V: View>(_ view: V, in context: ResolveContext, environment: EnvironmentValues, to nodes: inout [Node]) {
        append(view, in: context.with(environment: environment), to: &nodes)
    }

    /// Resolves `content` onto the end of `nodes`, then replaces what it added with one
    /// node of `element` holding it. The children never get an array of their own.
    @discardableResult
    static func container<V: View>(_ element: some Element, of content: V, in context: ResolveContext, contentContext: ResolveContext, into nodes: inout [Node]) -> Node {
        container(of: content, contentContext: contentContext, into: &nodes) { Node(element, children: $0, in: context) }
    }

    /// A stack: see `Node.Primitive` for why stacks have a call of their own.
    @discardableResult
    static func container<V: View>(_ stack: StackElement, of content: V, in context: ResolveContext, contentContext: ResolveContext, into nodes: inout [Node]) -> Node {
        container(of: content, contentContext: contentContext, into: &nodes) { Node(stack, children: $0, in: context) }
    }

    private static func container<V: View>(of content: V, contentContext: ResolveContext, into nodes: inout [Node], make: (ArraySlice<Node>) -> Node) -> Node {
        let start = nodes.count
        append(content, in: contentContext, to: &nodes)
        let node = make(nodes[start...])
        nodes.removeSubrange(start...)
        nodes.append(node)
        return node
    }

    /// One node for content that may resolve to several: a vertical stack holds them,
    /// as SwiftUI's implicit stacks do.
    static func single(_ nodes: [Node], in context: ResolveContext) -> Node {
        if nodes.count == 1 { return nodes[0] }
        return Node(StackElement(axis: .vertical, horizontalAlignment: .center, verticalAlignment: .center, spacing: 0), children: nodes, in: context)
    }
}
