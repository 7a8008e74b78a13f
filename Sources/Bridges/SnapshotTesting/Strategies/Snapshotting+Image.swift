import Foundation
public import UIKit
public import TextUI

extension Diffing where Value == UIImage {
    /// A screen's text render, compared as text. The precisions are accepted and have
    /// nothing to loosen: a text render matches or it does not.
    public static var image: Diffing { .image() }

    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        Diffing(
            toData: { Data(utf8Of: ImageText.text(of: $0)) },
            fromData: { TextRenderImage(render: String(decoding: $0, as: UTF8.self), size: .zero) },
            diff: { old, new in
                Diffing<String>.lines.diff(ImageText.text(of: old), ImageText.text(of: new))
            }
        )
    }
}

/// What an image holds as text: the render an image strategy made, or, for an image a
/// test made itself, how it was made and its size.
enum ImageText {
    static func text(of image: UIImage) -> String {
        if let image = image as? TextRenderImage { return image.render }
        return "UIImage \(image.name) \(ScreenCapture.points(image.size))\n"
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image as text: a render as it is, any other image by name and size.
    public static var image: Snapshotting { .image() }

    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The controller's screen at its view's size, or the default screen.
    public static var image: Snapshotting { .image() }

    /// The controller's screen on a device: its size in points and its traits. The
    /// controller is shown in a window first, so its views load and appear; the key
    /// window is not needed for that, so `drawHierarchyInKeyWindow` changes nothing.
    public static func image(
        on config: ViewImageConfig,
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        controllerImage(config: config, precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits)
    }

    /// The controller's screen at `size`, else at its view's size when it has one.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        controllerImage(config: nil, precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits)
    }

    private static func controllerImage(
        config: ViewImageConfig?, precision: Float, perceptualPrecision: Float, size: CGSize?, traits: UITraitCollection
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { controller in
            MainActor.assumeIsolated {
                ControllerCapture.image(of: controller, config: config, size: size, traits: traits)
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A view at its frame's size: its controller's screen, or a placeholder named by
    /// its type for a view no controller owns.
    public static var image: Snapshotting { .image() }

    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { view in
            MainActor.assumeIsolated {
                let frame = size ?? view.frame.size
                let layout: ScreenCapture.Layout = frame.width > 0 && frame.height > 0 ? .fixed(frame) : .sizeThatFits
                return ScreenCapture.capture(
                    HostedContent.view(of: view), layout: layout, traits: ScreenTraits([traits]),
                    screenName: String(describing: type(of: view)), size: frame
                )
            }
        }
    }
}

extension Snapshotting where Value: View, Format == UIImage {
    /// The view at its own ideal size.
    public static var image: Snapshotting { .image() }

    /// The view on a device, in a fixed frame or at its ideal size, with traits.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { view in
            // Views are made and drawn on the main actor, where the test made this one.
            nonisolated(unsafe) let view = view
            return MainActor.assumeIsolated {
                let (captureLayout, size, configTraits): (ScreenCapture.Layout, CGSize, UITraitCollection) = switch layout {
                case let .device(config): (.device(config), config.size ?? ScreenCapture.defaultScreen, config.traits)
                case let .fixed(width, height): (.fixed(CGSize(width: width, height: height)), CGSize(width: width, height: height), .init())
                case .sizeThatFits: (.sizeThatFits, .zero, .init())
                }
                return ScreenCapture.capture(view, layout: captureLayout, traits: ScreenTraits([configTraits, traits]), size: size)
            }
        }
    }
}
