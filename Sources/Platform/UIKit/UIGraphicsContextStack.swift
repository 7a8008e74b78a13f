import Foundation

// UIKit's current graphics context: a stack per thread, as UIKit keeps it. Renderers
// push theirs while their actions run, so `UIColor.setFill()` and `UIBezierPath.fill()`
// draw into them.

/// The stack of one thread, kept in its thread dictionary.
private final class GraphicsContextStack: NSObject {
    struct Entry {
        let context: CGContext
        /// The scale and size of an image context begun with `UIGraphicsBeginImageContext…`;
        /// nil for a pushed context.
        let image: (size: CGSize, scale: CGFloat)?
    }

    var entries: [Entry] = []

    static var current: GraphicsContextStack {
        let key = "UIKit.GraphicsContextStack"
        if let stack = Thread.current.threadDictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

/// The context drawing goes to on this thread; nil outside a renderer's actions and an
/// image context.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.entries.last?.context
}

public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.entries.append(.init(context: context, image: nil))
}

public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.entries.popLast()
}

/// Begins an image context of `size` points at scale 1, opaque false.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins an image context of `size` points; `scale` 0 is the main screen's. Its origin
/// is the top left, as UIKit's contexts are.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UIScreen.deviceScale
    guard let context = CGContext.uiKitBitmap(size: size, scale: scale, opaque: opaque) else { return }
    GraphicsContextStack.current.entries.append(.init(context: context, image: (size, scale)))
}

/// An image of the current image context's pixels; nil when the current context is not
/// an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = GraphicsContextStack.current.entries.last, let image = entry.image, let cgImage = entry.context.makeImage() else { return nil }
    return UIImage(cgImage: cgImage, scale: image.scale, orientation: .up)
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    if stack.entries.last?.image != nil { stack.entries.removeLast() }
}

/// Fills `rect` of the current context with its fill color, replacing what was there
/// (the copy blend mode), as UIKit does.
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Strokes a one-point frame with the current stroke color, its line inside `rect`, in
/// the copy blend mode, as UIKit draws it.
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
    context.restoreGState()
}

public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}

extension CGContext {
    /// A context of `size` points at `scale`, as UIKit makes them: pixels of the size
    /// times the scale, its origin at the top left and one unit a point.
    static func uiKitBitmap(size: CGSize, scale: CGFloat, opaque: Bool, origin: CGPoint = .zero) -> CGContext? {
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        let alpha: CGImageAlphaInfo = opaque ? .noneSkipFirst : .premultipliedFirst
        guard let context = CGContext(data: nil, width: max(width, 1), height: max(height, 1), bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue) else { return nil }
        context.translateBy(x: 0, y: CGFloat(context.height))
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -origin.x, y: -origin.y)
        return context
    }
}
