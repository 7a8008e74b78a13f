import UIKit

/// A UIKit view inside SwiftUI. Nothing draws a UIKit view on Linux, so a render shows
/// a placeholder box of the space it is offered, named by the representable's type;
/// `makeUIView` is never called.
@MainActor
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
}

/// A UIKit view controller inside SwiftUI; drawn as `UIViewRepresentable` is.
@MainActor
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
}

public struct UIViewRepresentableContext<Representable> {
    public let environment: EnvironmentValues
}

public struct UIViewControllerRepresentableContext<Representable> {
    public let environment: EnvironmentValues
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
    static func append(_ type: Any.Type, kind: String, in context: ResolveContext, to nodes: inout [Node]) {
        let name = String(String(describing: type).prefix { $0 != "<" })
        let node = Node(ImageElement(label: name, isResizable: true, intrinsicSize: Size(width: 2, height: 1)), in: context)
        node.semantics.kind = kind
        node.semantics.properties.append(("type", name))
        nodes.append(node)
    }
}
