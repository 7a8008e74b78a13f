import CoreGraphics
import Testing

/// A bitmap context's pixels after each kind of drawing: what lands where, and what not.
@Suite struct CGContextDrawingTests {
    /// A 10 × 10 RGBA context, cleared.
    private func makeContext(width: Int = 10, height: Int = 10) throws -> CGContext {
        try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    }

    /// Red, green, blue and alpha bytes of the pixel at column `x`, row `y` from the top.
    private func rgba(_ context: CGContext, _ x: Int, _ y: Int) -> [UInt8] {
        let bytes = context.data!.advanced(by: y * context.bytesPerRow + x * 4).assumingMemoryBound(to: UInt8.self)
        return [bytes[0], bytes[1], bytes[2], bytes[3]]
    }

    private let red: [UInt8] = [255, 0, 0, 255]
    private let clear: [UInt8] = [0, 0, 0, 0]

    @Test func givenAFilledRect_whenPixelsAreRead_thenOnlyTheRectIsPaintedFromTheBottomLeft() throws {
        let context = try makeContext()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)

        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))

        // Core Graphics's origin is the bottom left: rows 8 and 9 of the buffer.
        #expect(rgba(context, 0, 9) == red)
        #expect(rgba(context, 3, 8) == red)
        #expect(rgba(context, 4, 9) == clear)
        #expect(rgba(context, 0, 7) == clear)
        #expect(context.width == 10 && context.bytesPerRow == 40 && context.bitsPerPixel == 32)
    }

    @Test func givenAFilledEllipse_whenPixelsAreRead_thenTheCenterIsInAndTheCornersOut() throws {
        let context = try makeContext()
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))

        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))

        #expect(rgba(context, 5, 5) == [0, 0, 255, 255])
        #expect(rgba(context, 0, 0) == clear)
        #expect(rgba(context, 9, 9) == clear)
        #expect(rgba(context, 0, 5) == [0, 0, 255, 255])
    }

    @Test func givenNestedRects_whenFilledEvenOddAndWinding_thenOnlyEvenOddLeavesAHole() throws {
        let evenOdd = try makeContext(), winding = try makeContext()
        for (context, rule) in [(evenOdd, CGPathFillRule.evenOdd), (winding, .winding)] {
            context.setFillColor(gray: 0, alpha: 1)
            context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
            context.fillPath(using: rule)
        }

        #expect(rgba(evenOdd, 5, 5) == clear)
        #expect(rgba(evenOdd, 1, 1) == [0, 0, 0, 255])
        #expect(rgba(winding, 5, 5) == [0, 0, 0, 255])
    }

    @Test func givenAClip_whenTheWholeContextIsFilled_thenOnlyTheClipIsPainted() throws {
        let context = try makeContext()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)

        context.saveGState()
        context.clip(to: CGRect(x: 2, y: 2, width: 3, height: 3))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.restoreGState()
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 9, y: 9, width: 1, height: 1))

        #expect(rgba(context, 3, 6) == red)
        #expect(rgba(context, 1, 6) == clear)
        #expect(rgba(context, 6, 6) == clear)
        // The restored state has no clip.
        #expect(rgba(context, 9, 0) == [0, 255, 0, 255])
    }

    @Test func givenAStrokedLine_whenPixelsAreRead_thenTheLineHasItsWidthAndNoMore() throws {
        let context = try makeContext()
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(2)

        context.move(to: CGPoint(x: 0, y: 5))
        context.addLine(to: CGPoint(x: 10, y: 5))
        context.strokePath()

        // y 4…6 in a y-up space: buffer rows 4 and 5.
        #expect(rgba(context, 5, 4) == red)
        #expect(rgba(context, 5, 5) == red)
        #expect(rgba(context, 5, 3) == clear)
        #expect(rgba(context, 5, 6) == clear)
        #expect(context.isPathEmpty)
    }

    @Test func givenAStrokedRectWithMiterJoins_whenTheCornerIsRead_thenItIsSquare() throws {
        let context = try makeContext()
        context.setStrokeColor(gray: 0, alpha: 1)
        context.setLineWidth(2)

        context.stroke(CGRect(x: 2, y: 2, width: 6, height: 6))

        // Rect corner (2, 2): the outer corner pixel (1, 1) in y-up is buffer (1, 8).
        #expect(rgba(context, 1, 8) == [0, 0, 0, 255])
        #expect(rgba(context, 5, 5) == clear)
    }

    @Test func givenADash_whenALineIsStroked_thenItsGapsStayClear() throws {
        let context = try makeContext()
        context.setStrokeColor(gray: 0, alpha: 1)
        context.setLineDash(phase: 0, lengths: [2, 2])

        context.strokeLineSegments(between: [CGPoint(x: 0, y: 0.5), CGPoint(x: 10, y: 0.5)])

        #expect(rgba(context, 0, 9) == [0, 0, 0, 255])
        #expect(rgba(context, 1, 9) == [0, 0, 0, 255])
        #expect(rgba(context, 2, 9) == clear)
        #expect(rgba(context, 4, 9) == [0, 0, 0, 255])
    }

    @Test func givenATranslationAndAScale_whenARectIsFilled_thenItLandsWhereTheTransformSays() throws {
        let context = try makeContext()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)

        context.translateBy(x: 5, y: 5)
        context.scaleBy(x: 2, y: 2)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))

        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 5))
        // Device x 5…7, y 5…7: buffer rows 3 and 4.
        #expect(rgba(context, 5, 4) == red)
        #expect(rgba(context, 6, 3) == red)
        #expect(rgba(context, 7, 4) == clear)
        #expect(rgba(context, 4, 4) == clear)
    }

    @Test func givenAnImageDrawnInARect_whenPixelsAreRead_thenItIsScaledAndUpright() throws {
        // A 2 × 1 image: red on the left, blue on the right.
        let source = try makeContext(width: 2, height: 1)
        source.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        source.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        source.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        source.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let image = try #require(source.makeImage())
        let context = try makeContext()

        context.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 2))

        #expect(image.width == 2 && image.height == 1 && image.alphaInfo == .premultipliedLast)
        #expect(rgba(context, 0, 9) == red)
        #expect(rgba(context, 1, 8) == red)
        #expect(rgba(context, 2, 9) == [0, 0, 255, 255])
        #expect(rgba(context, 4, 9) == clear)
    }

    @Test func givenAMadeImage_whenTheContextDrawsOn_thenTheImageKeepsWhatItHad() throws {
        let context = try makeContext(width: 1, height: 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try #require(context.makeImage())

        context.clear(CGRect(x: 0, y: 0, width: 1, height: 1))

        #expect(rgba(context, 0, 0) == clear)
        #expect(image.pixel(x: 0, y: 0) == PremultipliedColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(image.uniformColor != nil)
    }

    @Test func givenHalfAlpha_whenFilledOverRed_thenTheColorsMix() throws {
        let context = try makeContext(width: 1, height: 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))

        context.setAlpha(0.5)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))

        #expect(rgba(context, 0, 0) == [128, 0, 128, 255])
    }

    @Test func givenUnsupportedLayouts_whenAContextIsMade_thenItIsNil() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        #expect(CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 16, bytesPerRow: 0, space: rgb, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue) != nil)
    }
}
