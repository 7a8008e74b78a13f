import Foundation
import ImageIO
import Testing

/// Image sources read sizes, frames and GIF timing from headers, and decode no pixels.
struct ImageSourceTests {
    private static func be(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    private static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13, 4) + Array("IHDR".utf8)
        + be(640, 4) + be(480, 4) + [8, 6, 0, 0, 0] + [0, 0, 0, 0])

    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0] + be(16, 2) + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        + [0xFF, 0xC0] + be(17, 2) + [8] + be(300, 2) + be(200, 2) + [3] + [UInt8](repeating: 0, count: 9) + [0xFF, 0xD9])

    /// Two 10×20 frames: the first shown 0.5 s, the second with no delay; looping forever.
    static let gif: Data = {
        var bytes = Array("GIF89a".utf8) + le16(10) + le16(20) + [0x00, 0, 0]
        bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + le16(0) + [0]
        for delay in [50, 0] {
            bytes += [0x21, 0xF9, 4, 0] + le16(delay) + [0, 0]
            bytes += [0x2C] + le16(0) + le16(0) + le16(10) + le16(20) + [0x00]
            bytes += [2, 2, 0x4C, 0x01, 0]
        }
        return Data(bytes + [0x3B])
    }()

    private func properties(_ source: CGImageSource, _ index: Int) -> [CFString: Any]? {
        CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [CFString: Any]
    }

    @Test func aPNGGivesItsSizeAndNoPixels() throws {
        let source = try #require(CGImageSourceCreateWithData(Self.png as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 1)
        #expect(CGImageSourceGetType(source) as String? == "public.png")
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        let info = try #require(properties(source, 0))
        #expect(info[kCGImagePropertyPixelWidth] as? Int == 640)
        #expect(info[kCGImagePropertyPixelHeight] as? Int == 480)
        #expect(properties(source, 1) == nil)

        let options = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 100] as CFDictionary
        // An image has the file's size and no known pixels; a thumbnail is brought within its limit.
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
        #expect(thumbnail.width == 100 && thumbnail.height == 75 && thumbnail.dataProvider == nil)
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(image.width == 640 && image.height == 480)
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, nil) == nil)
    }

    @Test func aJPEGGivesItsSizeFromItsFrameHeader() throws {
        let source = try #require(CGImageSourceCreateWithData(Self.jpeg as CFData, [kCGImageSourceShouldCache: false] as CFDictionary))
        #expect(CGImageSourceGetType(source) as String? == "public.jpeg")
        let info = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        #expect(info[kCGImagePropertyPixelWidth as String] as? Int == 200)
        #expect(info[kCGImagePropertyPixelHeight as String] as? Int == 300)
    }

    @Test func anAnimatedGIFGivesItsFramesAndTiming() throws {
        let source = try #require(CGImageSourceCreateWithData(Self.gif as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 2)
        #expect(CGImageSourceGetType(source) as String? == "com.compuserve.gif")

        let first = try #require(properties(source, 0)?[kCGImagePropertyGIFDictionary] as? [CFString: Any])
        #expect(first[kCGImagePropertyGIFDelayTime] as? Double == 0.5)
        let second = try #require(properties(source, 1)?[kCGImagePropertyGIFDictionary] as? [CFString: Any])
        #expect(second[kCGImagePropertyGIFUnclampedDelayTime] as? Double == 0)
        #expect(second[kCGImagePropertyGIFDelayTime] as? Double == 0.1)
        #expect(properties(source, 1)?[kCGImagePropertyPixelWidth] as? Int == 10)

        let file = try #require(CGImageSourceCopyProperties(source, nil) as? [CFString: Any])
        #expect(file[kCGImagePropertyFileSize] as? Int == Self.gif.count)
        #expect((file[kCGImagePropertyGIFDictionary] as? [CFString: Any])?[kCGImagePropertyGIFLoopCount] as? Int == 0)
    }

    @Test func bytesThatAreNoImageGiveAnEmptySource() throws {
        let source = try #require(CGImageSourceCreateWithData(Data("hello".utf8) as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 0)
        #expect(CGImageSourceGetType(source) == nil)
        #expect(CGImageSourceGetStatus(source) == .statusUnknownType)
        #expect(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) == nil)
    }

    @Test func aSourceReadsAFileAndNotAMissingOne() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("image-\(UUID().uuidString).png")
        try Self.png.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let source = try #require(CGImageSourceCreateWithURL(url as CFURL, nil))
        #expect(properties(source, 0)?[kCGImagePropertyPixelWidth] as? Int == 640)
        #expect(CGImageSourceCreateWithURL(URL(fileURLWithPath: "/nonexistent/\(UUID()).png") as CFURL, nil) == nil)
        #expect((CGImageSourceCopyTypeIdentifiers() as? [String])?.contains("public.png") == true)
    }
}
