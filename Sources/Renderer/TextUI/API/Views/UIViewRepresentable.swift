import UIKit

/// A UIKit view inside SwiftUI. Nothing draws a UIKit view on Linux, so a render shows
/// a placeholder box of the space it is offered, named by the representable's type;
/// `makeUIView` is never called.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    /// What passes the view's events back to SwiftUI; `Void` unless the view makes one.
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// A UIKit view controller inside SwiftUI; drawn as `UIViewRepresentable` is.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What `makeUIView` and `updateUIView` are given. A render calls neither; code that
/// builds one in a test gets the coordinator it passes.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction: Transaction = Transaction()
}

@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction: Transaction = Transaction()
}

/// A view of a framework this package offers only by name on Linux (a map, a video
/// player, a web view): drawn as a representable is, a box named by its type. A box may
/// show a label of its own instead, where what it stands for has a name a reader
/// knows better (an animation's file).
public nonisolated struct _FrameworkPlaceholder: PrimitiveView {
    let type: Any.Type
    let kind: String
    let label: String?

    public init(_ type: Any.Type, kind: String) {
        self.type = type
        self.kind = kind
        label = nil
    }

    /// A box showing `label` instead of the type's name.
    public init(_ type: Any.Type, kind: String, label: String) {
        self.type = type
        self.kind = kind
        self.label = label
    }

    @MainActor func makeNodes(in context: ResolveContext, into nodes: inout [Node]) {
        UIKitPlaceholder.append(type, kind: kind, label: label, in: context, to: &nodes)
    }
}

extension UIViewRepresentable {
    public func _resolve(_ input: _ResolveInput, into output: inout _ResolveOutput) {
        UIKitPlaceholder.append(Self.self, kind: "UIViewRepresentable", in: input.context, to: &output.nodes)
    }
}

extension UIViewControllerRepresentable {
    public func _resolve(_ input: _ResolveInput, into output: inout _ResolveOutput) {
        UIKitPlaceholder.append(Self.self, kind: "UIViewControllerRepresentable", in: input.context, to: &output.nodes)
    }
}

@MainActor
enum UIKitPlaceholder {
    static func append(_ type: Any.Type, kind: String, label: String? = nil, in context: ResolveContext, to nodes: inout [Node]) {
        let name = String(String(describing: type).prefix { $0 != "<" })
        let node = Node(ImageElement(label: label ?? name, isResizable: true, intrinsicSize: Size(width: 2, height: 1)), in: context)
        node.semantics.kind = kind
        node.semantics.properties.append(("type", name))
        nodes.append(node)
    }
}
