import Foundation

/// What scale a color's components are given in.
public enum ColorFormatDenominator: Hashable, Sendable {
    case One
    case OneHundred
    case TwoFiftyFive
}

/// A color of an animation, 0 to 1 per component.
public struct LottieColor: Hashable, Sendable {
    public var r: Double
    public var g: Double
    public var b: Double
    public var a: Double

    public init(r: Double, g: Double, b: Double, a: Double, denominator: ColorFormatDenominator = .One) {
        let scale: Double = switch denominator {
        case .One: 1
        case .OneHundred: 100
        case .TwoFiftyFive: 255
        }
        self.r = r / scale
        self.g = g / scale
        self.b = b / scale
        self.a = a / scale
    }
}

/// Overrides a property of an animation's layers (a color, a number). Kept by the view.
public protocol AnyValueProvider {
    var valueType: Any.Type { get }
    func hasUpdate(frame: AnimationFrameTime) -> Bool
}

/// One color for the layers a keypath finds.
public final class ColorValueProvider: AnyValueProvider {
    public typealias ColorValueBlock = (CGFloat) -> LottieColor
    public var color: LottieColor
    private let block: ColorValueBlock?

    public init(_ color: LottieColor) {
        self.color = color
        block = nil
    }

    public init(block: @escaping ColorValueBlock) {
        color = block(0)
        self.block = block
    }

    public var valueType: Any.Type { LottieColor.self }
    public func hasUpdate(frame: AnimationFrameTime) -> Bool { block != nil }
}

/// One number for the layers a keypath finds.
public final class FloatValueProvider: AnyValueProvider {
    public typealias CGFloatValueBlock = (CGFloat) -> CGFloat
    public var float: CGFloat
    private let block: CGFloatValueBlock?

    public init(_ float: CGFloat) {
        self.float = float
        block = nil
    }

    public init(block: @escaping CGFloatValueBlock) {
        float = block(0)
        self.block = block
    }

    public var valueType: Any.Type { CGFloat.self }
    public func hasUpdate(frame: AnimationFrameTime) -> Bool { block != nil }
}
