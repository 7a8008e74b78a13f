import CoreImage
import Testing

/// Core Image's filters pass their input through: extents and sizes stay as code reads them.
struct CoreImageTests {
    private func image(width: Int, height: Int) throws -> CGImage {
        let context = try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        return try #require(context.makeImage())
    }

    @Test func givenABlurFilter_whenItsOutputIsAsked_thenItIsTheInputWithTheSameExtent() throws {
        let input = CIImage(cgImage: try image(width: 8, height: 4))
        let filter = try #require(CIFilter(name: "CIGaussianBlur", parameters: [kCIInputRadiusKey: 5]))

        filter.setValue(input, forKey: kCIInputImageKey)
        let output = try #require(filter.outputImage)

        #expect(output.extent == CGRect(x: 0, y: 0, width: 8, height: 4))
        #expect(output.appliedFilters == ["CIGaussianBlur"])
        #expect(filter.inputKeys.first == kCIInputImageKey)
        #expect(filter.value(forKey: kCIInputRadiusKey) as? Int == 5)
    }

    @Test func givenAnUnknownName_whenAFilterIsMade_thenItIsNil() {
        #expect(CIFilter(name: "CINoSuchFilter") == nil)
        #expect(CIFilter(name: "CISepiaTone")?.outputImage == nil)
    }

    @Test func givenACroppedScaledImage_whenAContextMakesItsBitmap_thenTheBitmapHasTheRectsSizeAndPixels() throws {
        let input = CIImage(cgImage: try image(width: 8, height: 4)).transformed(by: CGAffineTransform(scaleX: 0.5, y: 0.5))
        let context = CIContext(options: [.priorityRequestLow: true, .useSoftwareRenderer: false])

        let bitmap = try #require(context.createCGImage(input, from: input.extent))

        #expect(input.extent == CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(bitmap.width == 4 && bitmap.height == 2)
        #expect(bitmap.pixel(x: 3, y: 1)?.red == 1)
        #expect(context.createCGImage(input.clampedToExtent(), from: .infinite) == nil)
    }

    @Test func givenAColorImage_whenCropped_thenTheBitmapIsThatColor() throws {
        let color = CIImage(color: CIColor(red: 0, green: 0, blue: 1)).cropped(to: CGRect(x: 0, y: 0, width: 2, height: 2))

        let bitmap = try #require(CIContext().createCGImage(color, from: color.extent))

        #expect(bitmap.uniformColor == PremultipliedColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(CIVector(x: 1, y: 2).cgPointValue == CGPoint(x: 1, y: 2))
    }
}
