import Foundation

/// A color as Core Image takes it: components, alpha last.
open class CIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: 1)
    }

    /// A color from a Core Graphics color: gray and RGB read by their numbers; other
    /// models are black.
    public convenience init(cgColor: CGColor) {
        let rgba = cgColor.rgba ?? (0, 0, 0, cgColor.alpha)
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    /// A color from a string such as `"0.5 0.7 0.3 1.0"`: missing components are 0,
    /// a missing alpha 1.
    public convenience init(string representation: String) {
        let values = representation.split(separator: " ").compactMap { Double($0) }.map { CGFloat($0) }
        func at(_ index: Int, _ fallback: CGFloat) -> CGFloat { index < values.count ? values[index] : fallback }
        self.init(red: at(0, 0), green: at(1, 0), blue: at(2, 0), alpha: at(3, 1))
    }

    public var numberOfComponents: Int { 4 }
    public var components: [CGFloat] { [red, green, blue, alpha] }
    public var colorSpace: CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }
    public var stringRepresentation: String { "\(red) \(green) \(blue) \(alpha)" }

    public static let black = CIColor(red: 0, green: 0, blue: 0)
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
    public static let cyan = CIColor(red: 0, green: 1, blue: 1)
    public static let magenta = CIColor(red: 1, green: 0, blue: 1)
    public static let yellow = CIColor(red: 1, green: 1, blue: 0)
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CIColor else { return false }
        return components == other.components
    }

    open override var hash: Int { components.hashValue }
}

/// A vector of numbers, as filters take points, rectangles and offsets.
open class CIVector: NSObject, @unchecked Sendable {
    private let values: [CGFloat]

    public init(values: UnsafePointer<CGFloat>, count: Int) {
        self.values = Array(UnsafeBufferPointer(start: values, count: count))
        super.init()
    }

    package init(array: [CGFloat]) {
        values = array
        super.init()
    }

    public convenience init(x: CGFloat) { self.init(array: [x]) }
    public convenience init(x: CGFloat, y: CGFloat) { self.init(array: [x, y]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init(array: [x, y, z]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init(array: [x, y, z, w]) }
    public convenience init(cgPoint point: CGPoint) { self.init(array: [point.x, point.y]) }
    public convenience init(cgRect rect: CGRect) { self.init(array: [rect.minX, rect.minY, rect.width, rect.height]) }
    public convenience init(cgAffineTransform t: CGAffineTransform) { self.init(array: [t.a, t.b, t.c, t.d, t.tx, t.ty]) }

    /// From `"[1 2 3]"`.
    public convenience init(string representation: String) {
        let trimmed = representation.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
        self.init(array: trimmed.split(separator: " ").compactMap { Double($0) }.map { CGFloat($0) })
    }

    public var count: Int { values.count }
    public func value(at index: Int) -> CGFloat { index < values.count ? values[index] : 0 }
    public var x: CGFloat { value(at: 0) }
    public var y: CGFloat { value(at: 1) }
    public var z: CGFloat { value(at: 2) }
    public var w: CGFloat { value(at: 3) }
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
    public var cgAffineTransformValue: CGAffineTransform { CGAffineTransform(a: x, b: y, c: z, d: w, tx: value(at: 4), ty: value(at: 5)) }
    public var stringRepresentation: String { "[" + values.map { "\($0)" }.joined(separator: " ") + "]" }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CIVector)?.values == values
    }

    open override var hash: Int { values.hashValue }
}
