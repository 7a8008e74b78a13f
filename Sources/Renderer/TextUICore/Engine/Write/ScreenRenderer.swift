import RenderContext
import RenderFormat
/// Lays a view out on a device grid and prints it: what a person sees, then what a
/// screen reader and a UI test find.
///
///     let render = ScreenRenderer(device: .iPhoneSE, locale: Locale(identifier: "es")).render(MyView(), name: "loaded")
///     print(render.text)
///
/// The same view gives the same bytes on every machine, locale, time zone and run.
package struct ScreenRenderer: Sendable {
    public enum Mode: Sendable, Equatable {
        /// The whole device screen; scrolling content unrolled below a fold marker.
        case device
        /// The view at its own ideal size, or at a given width: for components.
        case component(width: Int?)
        /// The view offered exactly this many cells and centered in them, as a view
        /// hosted in a window of a fixed size is; what does not fit is clipped.
        case fixed(width: Int, height: Int)
    }

    public var device: Device
    public var locale: Locale
    public var mode: Mode
    /// Applied to the environment before rendering (a theme, an image loader…).
    public var configureEnvironment: @Sendable (inout EnvironmentValues) -> Void
    /// Printed in the header after the device, before the locale: what else the render
    /// was made for (`compact×regular`, a text size), as a strategy names it.
    public var headerDetails: [String] = []
    /// Names the color scheme in the header even when it is light. A dark render always
    /// says `dark`; light is said only where the caller asked for a scheme (sst's traits).
    public var namesLightScheme = false
    /// What the header calls the screen when the view is none of the app's own types
    /// (a UIKit controller drawn as a placeholder): its type's name.
    public var screenName: String?
    /// Paints the picture's colors too (`TextRender.colors`), for a colored picture: a
    /// second render, made only where one is shown, so plain renders cost what they did.
    public var paintsColors = false

    public init(
        device: Device = .iPhone13ProMax,
        locale: Locale = RenderLocale.standard,
        mode: Mode = .device,
        configureEnvironment: @escaping @Sendable (inout EnvironmentValues) -> Void = { _ in }
    ) {
        self.device = device
        self.locale = locale
        self.mode = mode
        self.configureEnvironment = configureEnvironment
    }

    /// The environment a render starts from: the device, the locale, then the caller's.
    @MainActor
    private func startingEnvironment() -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.device = device
        environment.locale = locale
        configureEnvironment(&environment)
        return environment
    }

    /// Shows the view as a host does when it appears (`UIHostingController` in a visible
    /// window): its `onAppear` actions run now, in the order of the tree, and its tasks
    /// start on the main actor, to run as the caller awaits. What they change is what
    /// the next render of the same view value shows. Rendering alone runs nothing.
    @MainActor
    public func appear(_ view: some View) {
        let tree = NodeTree()
        let lifecycle = LifecycleCollector()
        let recorder = ResolveRecorder()
        recorder.lifecycle = lifecycle
        let context = ResolveContext(environment: startingEnvironment(), stackAxis: nil, navigation: nil, recorder: recorder, tree: tree)
        withExtendedLifetime(tree) { _ = Resolver.nodes(for: view, in: context) }
        lifecycle.run()
    }

    /// Renders in named steps, one path whatever the mode: resolve the view into nodes,
    /// place them on the stage the mode sets, mark what overflows, draw, draw the
    /// presentations over the screen, then write the header, the picture, the semantics
    /// and the warnings.
    @MainActor
    public func render(_ view: some View, name: String? = nil) -> TextRender {
        render(view, name: name, recorder: ResolveRecorder())
    }

    /// One pass of a live screen: the view resolved at the places `live` keeps state
    /// by, its appear actions collected into `lifecycle`, and its screen and the
    /// presentations over it handed to `inspect` before the tree is freed, to find
    /// what can be acted on.
    @MainActor
    func render(_ view: some View, name: String?, live: LiveResolution, lifecycle: LifecycleCollector, inspect: (Node, [Presentation]) -> Void) -> TextRender {
        let recorder = ResolveRecorder()
        recorder.live = live
        recorder.lifecycle = lifecycle
        live.beginPass()
        defer { live.endPass() }
        return render(view, name: name, recorder: recorder, inspect: inspect)
    }

    @MainActor
    private func render(_ view: some View, name: String?, recorder: ResolveRecorder, inspect: (Node, [Presentation]) -> Void = { _, _ in }) -> TextRender {
        // Nodes are handles into the tree: it lives until the render is written.
        let tree = NodeTree()
        defer { withExtendedLifetime(tree) {} }
        let root = resolve(view, recorder: recorder, tree: tree)
        let stage = place(root)
        var overflows = OverflowWarnings.mark(root, bounds: stage.overflowBounds)
        let isDark = recorder.preferredColorScheme == .dark
        var canvas = draw(root, on: stage, isDark: isDark)
        if drawPresentations(recorder.presentations, over: stage, on: &canvas) { overflows = true }
        let roots = [root] + recorder.presentations.map(\.node)
        let render = write(
            header: header(for: view, named: name, recorder: recorder, canvas: canvas),
            canvas: canvas, foldRow: stage.foldRow, roots: roots,
            overflows: overflows, isDark: isDark
        )
        inspect(root, recorder.presentations)
        return render
    }

    /// Where a placed view is drawn: the canvas's size, the bounds past which a node
    /// overflows, and the scroll view unrolled below the fold, if any.
    private struct Stage {
        var width: Int
        var height: Int
        var overflowBounds: Rect
        var unrolling = Unrolling()
        var foldRow: Int?
    }

    @MainActor
    private func resolve(_ view: some View, recorder: ResolveRecorder, tree: NodeTree) -> Node {
        let environment = startingEnvironment()
        // The scheme the screen starts in, for the header, unless the view prefers one.
        recorder.preferredColorScheme = environment.colorScheme == .dark ? .dark : nil
        let context = ResolveContext(environment: environment, stackAxis: nil, navigation: nil, recorder: recorder, tree: tree)
        return Resolver.single(Resolver.nodes(for: view, in: context), in: context)
    }

    /// Lays the root out as the mode asks. On a device, the main vertical scroll view is
    /// unrolled when its content is taller than its frame.
    @MainActor
    private func place(_ root: Node) -> Stage {
        switch mode {
        case .device:
            let (columns, rows) = (device.columns, device.rows)
            let proposal = ProposedSize(width: columns, height: rows)
            let size = root.sizeThatFits(proposal)
            root.place(at: ((columns - size.width) / 2, max(0, (rows - size.height) / 2)), proposal: proposal)
            var stage = Stage(width: columns, height: rows, overflowBounds: Rect(x: 0, y: 0, width: columns, height: rows))
            if let scroll = Self.firstOverflowingVerticalScroll(in: root), let content = scroll.contentSize {
                stage.unrolling = Unrolling(scrollView: scroll, edge: scroll.frame.maxY, extraRows: content.height - scroll.frame.height)
                stage.height += stage.unrolling.extraRows
                stage.foldRow = rows
            }
            return stage
        case let .component(width):
            // The given width, or the view's own; anything wider is clipped.
            root.place(at: (0, 0), proposal: ProposedSize(width: width, height: nil))
            let canvasWidth = width ?? root.frame.width
            let height = root.frame.height
            return Stage(width: canvasWidth, height: height, overflowBounds: Rect(x: 0, y: 0, width: canvasWidth, height: height))
        case let .fixed(width, height):
            let proposal = ProposedSize(width: width, height: height)
            let size = root.sizeThatFits(proposal)
            root.place(at: ((width - size.width) / 2, (height - size.height) / 2), proposal: proposal)
            return Stage(width: width, height: height, overflowBounds: Rect(x: 0, y: 0, width: width, height: height))
        }
    }

    @MainActor
    private func draw(_ root: Node, on stage: Stage, isDark: Bool) -> CellCanvas {
        var canvas = CellCanvas(width: stage.width, height: stage.height)
        if paintsColors { canvas.colors = ColorPlane(width: stage.width, height: stage.height, isDark: isDark) }
        let bounds = Rect(x: 0, y: 0, width: stage.width, height: stage.height)
        let pageWidth: Int? = if case .component = mode { nil } else { stage.width }
        root.draw(into: &canvas, clip: bounds, pass: DrawPass(unrolling: stage.unrolling, isInsideUnrolled: false, pageWidth: pageWidth))
        return canvas
    }

    /// Sheets and covers go over the screen the device shows: above the fold. True when
    /// any of them overflows.
    @MainActor
    private func drawPresentations(_ presentations: [Presentation], over stage: Stage, on canvas: inout CellCanvas) -> Bool {
        let screen = Rect(x: 0, y: 0, width: canvas.width, height: stage.foldRow ?? canvas.height)
        var overflows = false
        for presentation in presentations where presentation.draw(over: screen, canvas: &canvas) {
            overflows = true
        }
        return overflows
    }

    /// `Screen · name · device · [scheme] · [details] · locale`.
    @MainActor
    private func header(for view: some View, named name: String?, recorder: ResolveRecorder, canvas: CellCanvas) -> String {
        var header = [recorder.firstViewName ?? screenName ?? Self.rootName(of: type(of: view))]
        if let name { header.append(name) }
        switch mode {
        case .device:
            header.append(device.summary)
        case .component, .fixed:
            header.append("component \(canvas.width)×\(canvas.height) (\(device.cellSummary))")
        }
        // The scheme a `preferredColorScheme` in the view asked for wins, as it does
        // for the window that shows it.
        let scheme = recorder.preferredColorScheme ?? .light
        if scheme == .dark || namesLightScheme {
            header.append(scheme == .dark ? "dark" : "light")
        }
        header += headerDetails
        header.append(locale.identifier)
        return RenderFile.header(header)
    }

    /// The render's bytes: the header, the framed picture, the semantics of each root
    /// (the screen, then its presentations), and the warnings when anything overflows.
    @MainActor
    private func write(header: String, canvas: CellCanvas, foldRow: Int?, roots: [Node], overflows: Bool, isDark: Bool) -> TextRender {
        var writer = RenderWriter(capacity: (canvas.width + 2) * (canvas.height + 3) * 3 + 8_192)
        writer.append(header)
        writer.newline()
        Self.writeFramed(canvas, foldRow: foldRow, into: &writer)
        writer.append(RenderFile.semanticsHeading)
        writer.newline()
        for root in roots {
            SemanticsPrinter.write(root, dark: isDark, into: &writer)
        }
        if overflows {
            writer.append(RenderFile.warningsHeading)
            writer.newline()
            for warning in roots.flatMap(OverflowWarnings.lines(for:)) {
                writer.append(RenderFile.warningIndent)
                writer.append(warning)
                writer.newline()
            }
        }
        // The picture's first row is on line 3, after the header and the frame's top.
        let colors = canvas.colors?.picture(firstLine: 3, foldRow: foldRow) { canvas.isContinuation(column: $0, row: $1) }
        return TextRender(text: writer.finish(), colors: colors)
    }

    @MainActor
    private static func firstOverflowingVerticalScroll(in node: Node) -> Node? {
        if node.traits.scrollAxes.contains(.vertical),
           let content = node.contentSize, content.height > node.frame.height {
            return node
        }
        for child in node.children {
            if let found = firstOverflowingVerticalScroll(in: child) { return found }
        }
        return nil
    }

    /// The screen in its frame, with the fold where the device's screen ends.
    static func writeFramed(_ canvas: CellCanvas, foldRow: Int?, into writer: inout RenderWriter) {
        let style = BoxStyle.screen
        var fold = foldRow == nil ? "" : RenderFile.foldMarker(width: canvas.width)
        // Every line: its cells, two borders of at most 4 bytes, a newline.
        let lineBytes = canvas.maxRowBytes + 9
        writer.appendBytes(upTo: (canvas.height + 2) * lineBytes + fold.utf8.count + 1) { start in
            var end = start
            func put(_ scalar: UInt32) {
                end += TextCluster.encodeUTF8(scalar, at: end)
            }
            func newline() {
                end.pointee = UInt8(ascii: "\n")
                end += 1
            }
            func border(_ left: UInt32, _ right: UInt32) {
                put(left)
                for _ in 0..<canvas.width { put(style.horizontal) }
                put(right)
                newline()
            }
            border(style.topLeft, style.topRight)
            for row in 0..<canvas.height {
                if row == foldRow {
                    fold.withUTF8 { bytes in
                        end.update(from: bytes.baseAddress!, count: bytes.count)
                        end += bytes.count
                    }
                    newline()
                }
                put(style.vertical)
                end += canvas.encode(row: row, at: end)
                put(style.vertical)
                newline()
            }
            border(style.bottomLeft, style.bottomRight)
            return end - start
        }
    }

    /// The view a TextUI root stands for: `Label` for `ModifiedContent<Label, …>`.
    static func rootName(of type: Any.Type) -> String {
        var name = Substring(String(describing: type))
        while name.hasPrefix("ModifiedContent<") {
            name = name.dropFirst("ModifiedContent<".count)
        }
        return String(name.prefix { $0 != "<" && $0 != "," && $0 != ">" })
    }
}
