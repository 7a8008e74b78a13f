import CoreGraphics
import Foundation
import Testing
import TestSupport

/// The PNG encoder, read back by `PNGReader`, which checks every CRC and checksum with
/// its own arithmetic.
@Suite struct PNGEncoderTests {
    @Test func givenKnownInputs_whenChecksummed_thenTheyMatchTheStandardValues() {
        #expect(PNGEncoder.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(PNGEncoder.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(PNGEncoder.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test func givenPixels_whenEncodedAndReadBack_thenTheSizeAndPixelsRoundTrip() throws {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 255, 1, 2, 3, 4, 10, 20, 30, 40, 0, 0, 0, 0]

        let png = PNGEncoder.encode(width: 3, height: 2, rgba: pixels)
        let decoded = try PNGReader(png)

        #expect(decoded.width == 3 && decoded.height == 2)
        #expect(decoded.rgba == pixels)
    }

    @Test func givenAnImageLargerThanOneStoredBlock_whenEncoded_thenItStillReadsBack() throws {
        let pixels = (0..<(200 * 100 * 4)).map { UInt8($0 % 251) }

        let decoded = try PNGReader(PNGEncoder.encode(width: 200, height: 100, rgba: pixels))

        #expect(decoded.rgba == pixels)
    }
}
