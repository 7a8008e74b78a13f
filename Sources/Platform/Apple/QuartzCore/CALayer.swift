import Foundation

/// Which corners a layer's `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// A layer's curve at its corners.
public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Core Animation's layer, as UIKit code sets it up: geometry, corners, border, shadow,
/// sublayers and animations, kept as set. Nothing composites layers on Linux (a text
/// render draws views), and an animation added is kept, under its key, and never runs:
/// a still picture shows the state the properties hold. `render(in:)` fills the layer's
/// bounds with its background color.
open class CALayer: NSObject, @unchecked Sendable {
    open var bounds = CGRect.zero
    open var position = CGPoint.zero
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var zPosition: CGFloat = 0
    open var frame: CGRect {
        get { CGRect(x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y, width: bounds.width, height: bounds.height) }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }

    open var cornerRadius: CGFloat = 0
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve = CALayerCornerCurve.circular
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var backgroundColor: CGColor?
    open var opacity: Float = 1
    open var isHidden = false
    open var isOpaque = false
    open var contents: Any?
    open var contentsScale: CGFloat = 1
    open var name: String?
    open var mask: CALayer?
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1

    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var shadowPath: CGPath?

    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    private var animations: [(key: String, animation: CAAnimation)] = []

    public required override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, as Core Animation makes presentation layers.
    public init(layer: Any) {
        super.init()
        guard let layer = layer as? CALayer else { return }
        (bounds, position, anchorPoint, cornerRadius, masksToBounds) = (layer.bounds, layer.position, layer.anchorPoint, layer.cornerRadius, layer.masksToBounds)
        (borderWidth, borderColor, backgroundColor, opacity) = (layer.borderWidth, layer.borderColor, layer.backgroundColor, layer.opacity)
    }

    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var children = sublayers ?? []
        children.insert(layer, at: min(Int(index), children.count))
        sublayers = children
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    // MARK: - Animations

    /// Keeps `animation` under `key` (replacing one there); it never runs here.
    open func add(_ animation: CAAnimation, forKey key: String?) {
        let key = key ?? "animation-\(animations.count)"
        animations.removeAll { $0.key == key }
        animations.append((key, animation))
    }

    open func animation(forKey key: String) -> CAAnimation? {
        animations.first { $0.key == key }?.animation
    }

    open func animationKeys() -> [String]? {
        animations.isEmpty ? nil : animations.map(\.key)
    }

    open func removeAnimation(forKey key: String) {
        animations.removeAll { $0.key == key }
    }

    open func removeAllAnimations() {
        animations.removeAll()
    }

    // MARK: - Display

    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSublayers() {}
    open func display() {}
    open func draw(in ctx: CGContext) {}

    /// Fills the bounds with the background color, then draws the layer (`draw(in:)`)
    /// and its sublayers.
    open func render(in ctx: CGContext) {
        guard !isHidden else { return }
        if let backgroundColor {
            ctx.setFillColor(backgroundColor)
            ctx.fill(bounds)
        }
        draw(in: ctx)
        for layer in sublayers ?? [] {
            ctx.saveGState()
            ctx.translateBy(x: layer.frame.minX, y: layer.frame.minY)
            layer.render(in: ctx)
            ctx.restoreGState()
        }
    }

    /// The layer as it shows: itself, since nothing animates.
    open func presentation() -> Self? { self }
    open func model() -> Self { self }
}

/// A layer that draws a path.
open class CAShapeLayer: CALayer, @unchecked Sendable {
    open var path: CGPath?
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var lineCap = CAShapeLayerLineCap.butt
    open var lineJoin = CAShapeLayerLineJoin.miter
    open var lineDashPattern: [NSNumber]?
    open var lineDashPhase: CGFloat = 0
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    open var fillRule = CAShapeLayerFillRule.nonZero

    /// Fills and strokes the path, as Core Animation draws a shape layer.
    open override func draw(in ctx: CGContext) {
        guard let path else { return }
        if let fillColor {
            ctx.setFillColor(fillColor)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        if let strokeColor, lineWidth > 0 {
            ctx.setStrokeColor(strokeColor)
            ctx.setLineWidth(lineWidth)
            ctx.setLineDash(phase: lineDashPhase, lengths: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
            ctx.addPath(path)
            ctx.strokePath()
        }
    }
}

public struct CAShapeLayerLineCap: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

public struct CAShapeLayerFillRule: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that draws a gradient; its colors and stops are kept as set.
open class CAGradientLayer: CALayer, @unchecked Sendable {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type = CAGradientLayerType.axial
}

public struct CAGradientLayerType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
