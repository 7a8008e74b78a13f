import Foundation
import ImageIO
import Testing

/// Destinations write PNGs of drawn pixels, and refuse what Linux cannot encode.
struct ImageDestinationTests {
    private func drawn() throws -> CGImage {
        let context = try #require(CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        return try #require(context.makeImage())
    }

    @Test func givenADrawnImage_whenWrittenAsPNG_thenASourceReadsItsSizeBack() throws {
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, "public.png" as CFString, 1, nil))

        CGImageDestinationAddImage(destination, try drawn(), nil)

        #expect(CGImageDestinationFinalize(destination))
        let source = try #require(CGImageSourceCreateWithData(data, nil))
        #expect(CGImageSourceGetType(source) == ("public.png" as CFString))
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.width == 3 && image.height == 2)
    }

    @Test func givenJPEG_whenFinalized_thenItFailsAsADeviceDoesForWhatItCannotWrite() throws {
        let destination = try #require(CGImageDestinationCreateWithData(NSMutableData(), "public.jpeg" as CFString, 1, nil))

        CGImageDestinationAddImage(destination, try drawn(), [kCGImageDestinationLossyCompressionQuality: 0.8] as CFDictionary)

        #expect(!CGImageDestinationFinalize(destination))
        #expect(CGImageDestinationCreateWithData(NSMutableData(), "public.nothing" as CFString, 1, nil) == nil)
    }

    @Test func givenAnIncrementalSource_whenFed_thenItsStatusFollowsTheBytes() {
        let source = CGImageSourceCreateIncremental(nil)
        #expect(CGImageSourceGetStatus(source) == .statusReadingHeader)

        CGImageSourceUpdateData(source, ImageSourceTests.png.prefix(30) as CFData, false)
        #expect(CGImageSourceGetStatus(source) == .statusIncomplete)

        CGImageSourceUpdateData(source, ImageSourceTests.png as CFData, true)
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        #expect(CGImageSourceGetCount(source) == 1)
    }

    @Test func givenRawValues_whenOrientationsAreRead_thenTheyAreEXIFs() {
        #expect(CGImagePropertyOrientation(rawValue: 1) == .up)
        #expect(CGImagePropertyOrientation(rawValue: 6) == .right)
        #expect(CGImagePropertyOrientation(rawValue: 8) == .left)
        #expect(CGImagePropertyOrientation(rawValue: 9) == nil)
    }
}
