import Foundation
import Testing
import TestSupport
import UIKit

extension UIImage {
    /// A test suite's solid-color image, written as the Foodybite app's test helper is.
    static func make(withColor color: UIColor) -> UIImage {
        let rect = CGRect(x: 0, y: 0, width: 1, height: 1)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1

        return UIGraphicsImageRenderer(size: rect.size, format: format).image { rendererContext in
            color.setFill()
            rendererContext.fill(rect)
        }
    }
}

@Suite struct UIGraphicsImageRendererTests {
    @Test func givenTheMakeWithColorHelper_whenAnImageIsMade_thenItHasItsSizeAndColor() throws {
        let image = UIImage.make(withColor: .red)

        #expect(image.size == CGSize(width: 1, height: 1))
        #expect(image.scale == 1)
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 1 && cgImage.height == 1)
        #expect(image.drawnContents?.uniformColor == UIImage.DrawnContents.Color(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func givenTheMakeWithColorHelper_whenItsPNGIsRead_thenItHoldsThatSizeAndColor() throws {
        let png = try #require(UIImage.make(withColor: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)).pngData())

        let decoded = try PNGReader(png)

        #expect(decoded.width == 1 && decoded.height == 1)
        #expect(decoded.rgba == [51, 102, 153, 255])
    }

    @Test func givenASystemColor_whenFilled_thenThePixelsAreItsLightValue() throws {
        let image = UIImage.make(withColor: .systemRed)

        #expect(image.drawnContents?.uniformColor == UIImage.DrawnContents.Color(red: 255, green: 59, blue: 48, alpha: 255))
    }

    @Test func givenTheDefaultFormat_whenAnImageIsDrawn_thenItHasTheScreensScale() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10))

        let image = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }

        #expect(renderer.format.scale == 3)
        #expect(renderer.allowsImageOutput)
        #expect(image.size == CGSize(width: 20, height: 10))
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 60 && cgImage.height == 30)
        // Half blue, half clear: no one color.
        #expect(image.drawnContents?.uniformColor == nil)
        let decoded = try PNGReader(try #require(image.pngData()))
        #expect(Array(decoded.rgba[0..<4]) == [0, 0, 255, 255])
        #expect(Array(decoded.rgba[(59 * 4)..<(60 * 4)]) == [0, 0, 0, 0])
    }

    @Test func givenUIKitsTopLeftOrigin_whenTheTopRowIsFilled_thenThePNGsFirstRowHasIt() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1

        let png = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).pngData { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        }

        let decoded = try PNGReader(png)
        #expect(Array(decoded.rgba[0..<4]) == [0, 255, 0, 255])
        #expect(Array(decoded.rgba[8..<12]) == [0, 0, 0, 0])
    }

    @Test func givenAnOpaqueFormat_whenNothingIsDrawn_thenThePixelsAreOpaqueBlack() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true

        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in }

        #expect(image.drawnContents?.uniformColor == UIImage.DrawnContents.Color(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func givenABezierPath_whenFilledAndStroked_thenTheContextHoldsBoth() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1

        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
            UIColor.blue.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 0.5))
            line.addLine(to: CGPoint(x: 10, y: 0.5))
            line.stroke()
        }

        let cgImage = try #require(image.cgImage)
        #expect(cgImage.pixel(x: 5, y: 5)?.red == 1)
        #expect(cgImage.pixel(x: 0, y: 9)?.alpha == 0)
        #expect(cgImage.pixel(x: 3, y: 0)?.blue == 1)
    }

    @Test func givenABezierPath_whenAsked_thenItsBoundsAndContainmentAreUIKits() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 10, height: 10))
        path.usesEvenOddFillRule = true

        #expect(path.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(path.contains(CGPoint(x: 20, y: 10)))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 39.5, y: 0.5)))
        #expect(!UIBezierPath().isEmpty == false)
    }

    @Test func givenAnImageContext_whenFilledAndTaken_thenTheImageHasTheFill() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 2)
        UIColor.black.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()

        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 4, height: 4) && image.scale == 2)
        #expect(image.drawnContents?.uniformColor == UIImage.DrawnContents.Color(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func givenAnImageDrawnIntoARenderer_whenRead_thenItIsUpright() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2), format: format)
        let source = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }

        let copy = renderer.image { _ in source.draw(in: CGRect(x: 0, y: 0, width: 1, height: 2)) }

        let cgImage = try #require(copy.cgImage)
        #expect(cgImage.pixel(x: 0, y: 0)?.red == 1)
        #expect(cgImage.pixel(x: 0, y: 1)?.alpha == 0)
    }

    @Test func givenACGImageAndAnOrientation_whenAnImageIsMade_thenAQuarterTurnSwapsItsSize() throws {
        let cgImage = try #require(UIImage.make(withColor: .red).cgImage)
        let wide = try #require(CGContext(data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)?.makeImage())

        let turned = UIImage(cgImage: wide, scale: 2, orientation: .right)

        #expect(UIImage(cgImage: cgImage).size == CGSize(width: 1, height: 1))
        #expect(turned.size == CGSize(width: 1, height: 2))
        #expect(turned.imageOrientation == .right)
        #expect(turned.jpegData(compressionQuality: 0.8) == nil)
    }

    @Test func givenAFileImage_whenItsBitmapIsAsked_thenItHasTheFilesPixelSizeAndNoKnownPixels() throws {
        let image = try #require(UIImage(data: ImageFixtures.png(width: 64, height: 48)))

        let cgImage = try #require(image.cgImage)

        #expect(cgImage.width == 64 && cgImage.height == 48)
        #expect(cgImage.dataProvider == nil)
        #expect(image.drawnContents == nil)
    }

    @Test func givenNoCurrentContext_whenAColorIsSet_thenNothingHappens() {
        UIColor.red.setFill()
        UIColor.red.set()

        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIColor(cgColor: UIColor.red.cgColor) == UIColor.red)
        #expect(UIColor(named: "Brand")!.cgColor.components?[0].isNaN == true)
    }
}
