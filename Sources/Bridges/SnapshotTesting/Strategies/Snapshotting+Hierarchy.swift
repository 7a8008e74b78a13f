public import UIKit
internal import RenderFormat

extension Snapshotting where Value == UIView, Format == String {
    /// The view tree: each view's type and frame, its subviews indented below it.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated {
                if let size { view.frame.size = size }
                return ViewTreeDescription.text(of: view)
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view tree, after its view has loaded.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated {
                if let size = size ?? config.size { controller.view.frame.size = size }
                return ViewTreeDescription.text(of: controller.view)
            }
        }
    }

    /// The controller tree, once its view has loaded: each controller's type, title
    /// and children.
    public static var hierarchy: Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated {
                controller.loadViewIfNeeded()
                return ViewTreeDescription.text(of: controller)
            }
        }
    }
}

/// UIKit's trees as text, without the addresses UIKit prints, so a description is the
/// same on every run.
@MainActor
enum ViewTreeDescription {
    static func text(of view: UIView) -> String {
        var lines: [String] = []
        write(view, depth: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    static func text(of controller: UIViewController) -> String {
        var lines: [String] = []
        write(controller, depth: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func write(_ view: UIView, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "   | ", count: depth)
        let frame = [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].map { ValueNames.points(Double($0)) }
        var line = "\(indent)<\(type(of: view)); frame = (\(frame[0]) \(frame[1]); \(frame[2]) \(frame[3]))"
        if view.isHidden { line += "; hidden = YES" }
        if view.alpha != 1 { line += "; alpha = \(ValueNames.points(Double(view.alpha)))" }
        if let identifier = view.accessibilityIdentifier { line += "; identifier = \(identifier)" }
        lines.append(line + ">")
        for subview in view.subviews {
            write(subview, depth: depth + 1, into: &lines)
        }
    }

    private static func write(_ controller: UIViewController, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "   | ", count: depth)
        var line = "\(indent)<\(type(of: controller))"
        if let title = controller.title { line += "; title = \(title.debugDescription)" }
        line += controller.isViewLoaded ? "; view loaded" : "; view not loaded"
        lines.append(line + ">")
        for child in controller.children {
            write(child, depth: depth + 1, into: &lines)
        }
    }

}
