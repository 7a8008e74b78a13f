import RenderFormat
import Foundation
import CoreGraphics

/// Sheets and full-screen covers. A still picture of a screen that presents one shows
/// it over the whole screen, wherever in the tree it was attached, as the device does:
/// a full-screen cover hides all of it; a sheet rises from the bottom to its largest
/// detent under a rounded edge, and the screen stays in view above it. The presented
/// view is laid out in the space it covers, centered, as a window's root is. The
/// semantics print the screen, then each presented view as a `Sheet` or
/// `FullScreenCover` element.
///
///     NavigationStack { list }
///         .sheet(item: $coordinator.sheet) { modal in FilterView(modal).presentationDetents([.medium]) }
public nonisolated struct _PresentationModifier: PrimitiveModifier {
    @usableFromInline
    enum Style: Equatable {
        case sheet
        case fullScreenCover
        /// A box in the middle of the screen, over it: see `AlertContent`.
        case alert
        /// A box at the bottom of the screen, over it.
        case confirmationDialog

        var kind: String {
            switch self {
            case .sheet: "Sheet"
            case .fullScreenCover: "FullScreenCover"
            case .alert: "Alert"
            case .confirmationDialog: "ConfirmationDialog"
            }
        }

        /// Drawn as a box the size of its content, over the screen that stays in view.
        var isBox: Bool { self == .alert || self == .confirmationDialog }
    }

    let style: Style
    /// Ends the presentation (its binding set to false or nil, then `onDismiss`): what
    /// a live screen's back does, and what tapping an alert's button does after its
    /// action. Nil when the form gives no binding.
    let dismiss: (@MainActor () -> Void)?
    /// The presented view, or nil while nothing is presented.
    let content: @MainActor () -> AnyView?

    init(style: Style, dismiss: (@MainActor () -> Void)? = nil, content: @escaping @MainActor () -> AnyView?) {
        self.style = style
        self.dismiss = dismiss
        self.content = content
    }

    @MainActor func apply<ModifiedView: View>(to view: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        Resolver.append(view, in: context, to: &nodes)
        guard let presented = content() else { return }
        let collector = PresentationCollector()
        var inner = context.inside(stackAxis: nil)
        inner.navigation = nil
        let live = context.live
        if let live, let dismiss {
            live.register(BackStep(level: context.presentationLevel + 1, kind: .dismiss, perform: dismiss))
        }
        context.recorder.presentationCollectors.append(collector)
        live?.identity.enter(style.kind)
        let dismissesOnTap = live?.boxDismiss
        if style.isBox { live?.boxDismiss = dismiss }
        let root = Resolver.single(Resolver.nodes(for: presented, in: inner), in: inner)
        live?.boxDismiss = dismissesOnTap
        live?.identity.leave()
        context.recorder.presentationCollectors.removeLast()
        let detents = style == .sheet ? (collector.detents ?? [.large]) : []
        let node = Node(FrameElement(minWidth: nil, idealWidth: nil, maxWidth: CellLayout.unbounded, minHeight: nil, idealHeight: nil, maxHeight: CellLayout.unbounded, alignment: .center), children: [root], in: context)
        node.semantics.kind = style.kind
        node.semantics.namePrintsSize = false
        if style == .sheet {
            let names = detents.sorted { $0.order < $1.order }.map(\.name)
            node.semantics.properties.append(("detents", names.joined(separator: ",")))
        }
        context.recorder.presentations.append(Presentation(node: node, style: style, detents: detents, pointsPerRow: context.environment.device.pointsPerRow, level: context.presentationLevel + 1))
    }
}

/// What a presented view declares about its presentation.
@MainActor
final class PresentationCollector {
    var detents: Set<PresentationDetent>?
}

/// A presented view and where it goes on the screen.
struct Presentation {
    let node: Node
    let style: _PresentationModifier.Style
    let detents: Set<PresentationDetent>
    let pointsPerRow: Double
    /// How many presentations deep it is: 1 over the screen, 2 over another.
    var level = 1

    /// Lays the presented view out over `screen`, hides what it covers, and draws it.
    /// True when something in it does not fit.
    func draw(over screen: Rect, canvas: inout CellCanvas) -> Bool {
        if style.isBox { return drawBox(over: screen, canvas: &canvas) }
        let covered = coveredRect(of: screen)
        let content = style == .sheet
            ? Rect(x: covered.x, y: covered.y + 1, width: covered.width, height: covered.height - 1)
            : covered
        node.place(at: (content.x, content.y), proposal: ProposedSize(width: content.width, height: content.height))
        canvas.clear(covered, clip: screen)
        if style == .sheet {
            // The sheet's rounded top edge, across the screen.
            canvas.row(0x2500 /* ─ */, from: covered.x + 1, to: covered.maxX - 1, at: covered.y, clip: screen)
            canvas.put(scalar: 0x256D /* ╭ */, column: covered.x, row: covered.y, clip: screen)
            canvas.put(scalar: 0x256E /* ╮ */, column: covered.maxX - 1, row: covered.y, clip: screen)
        }
        let overflows = OverflowWarnings.mark(node, bounds: content)
        node.draw(into: &canvas, clip: content, pass: DrawPass(unrolling: Unrolling(), isInsideUnrolled: false, pageWidth: canvas.width))
        return overflows
    }

    /// An alert or a dialog: its content in a rounded box as wide as iOS draws it (270 pt
    /// for an alert, the screen less its margins for a dialog), centered for an alert,
    /// at the bottom for a dialog.
    private func drawBox(over screen: Rect, canvas: inout CellCanvas) -> Bool {
        let width = style == .alert ? min(screen.width - 4, Self.alertColumns) : screen.width - 2
        let inner = max(0, width - 2)
        let height = min(screen.height, node.sizeThatFits(ProposedSize(width: inner, height: nil)).height + 2)
        let x = screen.x + (screen.width - width) / 2
        let y = style == .alert ? screen.y + (screen.height - height) / 2 : screen.maxY - height - 1
        let box = Rect(x: x, y: max(screen.y, y), width: width, height: height)
        let content = Rect(x: box.x + 1, y: box.y + 1, width: inner, height: max(0, height - 2))
        node.place(at: (content.x, content.y), proposal: ProposedSize(width: content.width, height: nil))
        canvas.clear(box, clip: screen)
        canvas.box(box, style: .make(weight: .light, rounded: true), clip: screen)
        let overflows = OverflowWarnings.mark(node, bounds: content)
        node.draw(into: &canvas, clip: content, pass: DrawPass(unrolling: Unrolling(), isInsideUnrolled: false, pageWidth: canvas.width))
        return overflows
    }

    /// iOS's alerts are 270 pt wide: 34 columns of 8 pt.
    static let alertColumns = 34

    /// The part of the screen the presentation hides: all of it for a cover; for a
    /// sheet, from the bottom up to its largest detent, at least two rows.
    private func coveredRect(of screen: Rect) -> Rect {
        guard style == .sheet else { return screen }
        let height = detents.map { $0.rows(of: screen.height, pointsPerRow: pointsPerRow) }.max() ?? screen.height
        let clamped = min(screen.height, max(2, height))
        return Rect(x: screen.x, y: screen.maxY - clamped, width: screen.width, height: clamped)
    }
}

/// A height a sheet may rest at. The render draws the sheet at the largest of its
/// detents; the semantics name them all, smallest first.
public struct PresentationDetent: Hashable, Sendable {
    enum Height: Hashable, Sendable {
        case large
        case medium
        case fraction(Double)
        case points(Double)
    }

    let height: Height

    public static let large = PresentationDetent(height: .large)
    public static let medium = PresentationDetent(height: .medium)

    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .fraction(Double(fraction)))
    }

    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .points(Double(height)))
    }

    var name: String {
        switch height {
        case .large: "large"
        case .medium: "medium"
        case let .fraction(fraction): ValueNames.percent(fraction)
        case let .points(points): ValueNames.points(points) + "pt"
        }
    }

    /// The rows the sheet takes at this detent on a screen of `screenRows` rows of
    /// `pointsPerRow`: a large sheet leaves the top row of the screen in view, as the
    /// device leaves the status bar and a sliver of the screen behind.
    func rows(of screenRows: Int, pointsPerRow: Double) -> Int {
        switch height {
        case .large: screenRows - 1
        case .medium: screenRows / 2
        case let .fraction(fraction): Int((Double(screenRows) * fraction).rounded())
        case let .points(points): Int((points / pointsPerRow).rounded())
        }
    }

    /// For sorting, smallest first, on a screen of 1000 rows of 16 points.
    var order: Int { rows(of: 1000, pointsPerRow: 16) }
}

/// Declares the detents of the sheet its view is presented in.
public nonisolated struct _PresentationDetentsModifier: PrimitiveModifier {
    let detents: Set<PresentationDetent>

    @usableFromInline
    init(detents: Set<PresentationDetent>) {
        self.detents = detents
    }

    @MainActor func apply<ModifiedView: View>(to content: ModifiedView, in context: ResolveContext, into nodes: inout [Node]) {
        Resolver.append(content, in: context, to: &nodes)
        context.recorder.presentationCollectors.last?.detents = detents
    }
}

// Inlinable one-liners, as in EnvironmentModifiers.swift.
extension View {
    /// Presents `content` as a sheet while `isPresented` is true.
    @inlinable
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier.presenting(.sheet, when: isPresented, onDismiss: onDismiss, content))
    }

    /// Presents a sheet for `item` while it is not nil.
    @inlinable
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier.presenting(.sheet, item: item, onDismiss: onDismiss, content))
    }

    /// Presents `content` over the whole screen while `isPresented` is true.
    @inlinable
    nonisolated public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier.presenting(.fullScreenCover, when: isPresented, onDismiss: onDismiss, content))
    }

    /// Presents a full-screen cover for `item` while it is not nil.
    @inlinable
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier.presenting(.fullScreenCover, item: item, onDismiss: onDismiss, content))
    }

    /// The heights the sheet this view is presented in may rest at; the render draws
    /// the largest and the semantics name them all.
    @inlinable
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _PresentationDetentsModifier> {
        modifier(_PresentationDetentsModifier(detents: detents))
    }

    /// Whether the sheet shows its grabber, named on the sheet's content
    /// (`dragIndicator=visible`): a text render draws no grabber.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(_SemanticsModifier.named("dragIndicator", visibility))
    }
}

extension _PresentationModifier {
    @usableFromInline
    static func presenting(_ style: Style, when isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, _ content: @escaping () -> some View) -> _PresentationModifier {
        // Asked while the view resolves, on the main actor, where it was made.
        nonisolated(unsafe) let (isPresented, content, onDismiss) = (isPresented, content, onDismiss)
        return _PresentationModifier(style: style, dismiss: {
            isPresented.wrappedValue = false
            onDismiss?()
        }, content: { isPresented.wrappedValue ? AnyView(content()) : nil })
    }

    @usableFromInline
    static func presenting<Item>(_ style: Style, item: Binding<Item?>, onDismiss: (() -> Void)? = nil, _ content: @escaping (Item) -> some View) -> _PresentationModifier {
        nonisolated(unsafe) let (item, content, onDismiss) = (item, content, onDismiss)
        return _PresentationModifier(style: style, dismiss: {
            item.wrappedValue = nil
            onDismiss?()
        }, content: { item.wrappedValue.map { AnyView(content($0)) } })
    }
}

/// Whether something the system draws is shown.
public enum Visibility: Sendable, Hashable {
    case automatic
    case visible
    case hidden
}
