import TextUICore
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

extension UIViewRepresentable {
    public func _resolve(_ input: _ResolveInput, into output: inout _ResolveOutput) {
        _FrameworkPlaceholder(Self.self, kind: "UIViewRepresentable")._resolve(input, into: &output)
    }
}

extension UIViewControllerRepresentable {
    public func _resolve(_ input: _ResolveInput, into output: inout _ResolveOutput) {
        _FrameworkPlaceholder(Self.self, kind: "UIViewControllerRepresentable")._resolve(input, into: &output)
    }
}
