public import UIKit

// sst's strategies over layers and paths, declared so that a call says why it cannot be
// used here instead of a type error: a text render draws views, and a layer or a path is
// not one. The types exist (UIKit code builds and draws them); their snapshots do not.

extension Snapshotting where Value == CALayer, Format == UIImage {
    @available(*, unavailable, message: "a CALayer has no text render here: snapshot the view or the controller that shows it (.image, .component, .device)")
    public static var image: Snapshotting { fatalError("unavailable") }

    @available(*, unavailable, message: "a CALayer has no text render here: snapshot the view or the controller that shows it (.image, .component, .device)")
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init()) -> Snapshotting {
        fatalError("unavailable")
    }
}

extension Snapshotting where Value == UIBezierPath, Format == UIImage {
    @available(*, unavailable, message: "a path has no text render here: snapshot the view that draws it (.image, .component)")
    public static var image: Snapshotting { fatalError("unavailable") }

    @available(*, unavailable, message: "a path has no text render here: snapshot the view that draws it (.image, .component)")
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
        fatalError("unavailable")
    }
}

extension Snapshotting where Value == UIBezierPath, Format == String {
    @available(*, unavailable, message: "a path's elements are not listed here: snapshot the view that draws it (.image, .component)")
    public static var elementsDescription: Snapshotting { fatalError("unavailable") }

    @available(*, unavailable, message: "a path's elements are not listed here: snapshot the view that draws it (.image, .component)")
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        fatalError("unavailable")
    }
}

extension Snapshotting where Value == CGPath, Format == UIImage {
    @available(*, unavailable, message: "a path has no text render here: snapshot the view that draws it (.image, .component)")
    public static var image: Snapshotting { fatalError("unavailable") }

    @available(*, unavailable, message: "a path has no text render here: snapshot the view that draws it (.image, .component)")
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
        fatalError("unavailable")
    }
}

extension Snapshotting where Value == CGPath, Format == String {
    @available(*, unavailable, message: "a path's elements are not listed here: snapshot the view that draws it (.image, .component)")
    public static var elementsDescription: Snapshotting { fatalError("unavailable") }

    @available(*, unavailable, message: "a path's elements are not listed here: snapshot the view that draws it (.image, .component)")
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        fatalError("unavailable")
    }
}
