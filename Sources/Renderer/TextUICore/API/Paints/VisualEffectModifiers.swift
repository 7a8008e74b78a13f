import Foundation
import RenderFormat

/// How a view's colors mix with what is behind it.
public enum BlendMode: String, Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    case softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

// Effects on color and focus that a grid of characters cannot show: each is named on
// its element as it was made (`blur=5`, `blendMode=plusLighter`), so a change to one
// still shows in a diff.
extension View {
    /// `blur=5`.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("blur", ValueNames.points(Double(radius))))
    }

    /// `blendMode=multiply`.
    nonisolated public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("blendMode", blendMode.rawValue))
    }

    /// `saturation=0.5`.
    nonisolated public func saturation(_ amount: Double) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("saturation", ValueNames.points(amount)))
    }

    /// `brightness=0.2`.
    nonisolated public func brightness(_ amount: Double) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("brightness", ValueNames.points(amount)))
    }

    /// `contrast=1.5`.
    nonisolated public func contrast(_ amount: Double) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("contrast", ValueNames.points(amount)))
    }

    /// `grayscale=1`.
    nonisolated public func grayscale(_ amount: Double) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("grayscale", ValueNames.points(amount)))
    }

    /// `hueRotation=90°`.
    nonisolated public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("hueRotation", ValueNames.points((angle.degrees * 1000).rounded() / 1000) + "°"))
    }

    /// `colorMultiply=blue`.
    nonisolated public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _SemanticsModifier> {
        let paint = color.paint
        return modifier(_SemanticsModifier { semantics, _ in semantics.properties.append(("colorMultiply", paint)) })
    }

    /// `colorInvert`.
    nonisolated public func colorInvert() -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("colorInvert", "true"))
    }

    /// `luminanceToAlpha`: a mask made from how light each point is.
    nonisolated public func luminanceToAlpha() -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("luminanceToAlpha", "true"))
    }

    /// Which of overlapping siblings draws on top; `zIndex=1`.
    nonisolated public func zIndex(_ value: Double) -> ModifiedContent<Self, _SemanticsModifier> {
        modifier(.property("zIndex", ValueNames.points(value)))
    }

    /// Draws the view at a lower resolution first; nothing a text render shows.
    nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> ModifiedContent<Self, _UndrawnModifier> {
        modifier(_UndrawnModifier())
    }
}

/// The color space `drawingGroup` renders in.
public enum ColorRenderingMode: Sendable, Hashable {
    case nonLinear, linear, extendedLinear
}
