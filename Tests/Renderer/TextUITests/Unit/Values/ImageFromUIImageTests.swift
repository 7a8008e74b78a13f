import Foundation
import Testing
import TextUI

@MainActor
@Suite("Image(uiImage:)")
struct ImageFromUIImageTests {
    /// A PNG header carrying a size: all `UIImage` reads.
    private func image(width: UInt8, height: UInt8) throws -> UIImage {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8) + [0, 0, 0, width, 0, 0, 0, height, 8, 2, 0, 0, 0]
        return try #require(UIImage(data: Data(bytes)))
    }

    @Test("A UIImage is drawn at its size in points, named by how it was made")
    func naturalSize() throws {
        let view = Image(uiImage: try image(width: 64, height: 48))
        #expect(Rendering.semantics(view) == ["Image 8×3 uiImage=(data 64×48)"])
        #expect(Rendering.rows(view) == ["┌──────┐", "│ img  │", "└──────┘"])
    }

    @Test("Resizable and filling, it covers its frame at its own ratio, past the frame unless clipped")
    func resizableFill() throws {
        let square = try image(width: 200, height: 200)
        let clipped = Image(uiImage: square).resizable().scaledToFill().frame(width: 40, height: 48).clipped()
        #expect(Rendering.semantics(clipped) == ["Image 6×3 uiImage=(data 200×200) contentMode=fill"])
        let unclipped = Image(uiImage: square).resizable().scaledToFill().frame(width: 40, height: 48)
        #expect(Rendering.semantics(unclipped) == ["Image 6×3 uiImage=(data 200×200) contentMode=fill overflow=+1×0"])
    }

    @Test("Filling a frame of its own ratio, it takes the frame, whatever the cells round to")
    func fillOfTheSameRatio() throws {
        // 56 points square is 7 × 3.5 cells: the frame rounds to 7 × 3, the image too.
        let view = Image(uiImage: try image(width: 200, height: 200)).resizable().scaledToFill().frame(width: 56, height: 56)
        #expect(Rendering.semantics(view) == ["Image 7×3 uiImage=(data 200×200) contentMode=fill"])
        #expect(Rendering.rows(view) == ["┌─────┐", "│ img │", "└─────┘"])
    }

    @Test("Fitting, it takes the largest size at its ratio that the space holds")
    func resizableFit() throws {
        let wide = try image(width: 64, height: 16)
        #expect(Rendering.semantics(Image(uiImage: wide).resizable().scaledToFit().frame(width: 80, height: 64)) == [
            "Image 10×1 uiImage=(data 64×16) contentMode=fit",
        ])
        #expect(Rendering.semantics(Image(uiImage: wide).resizable().aspectRatio(1, contentMode: .fit).frame(width: 80, height: 64)) == [
            "Image 8×4 uiImage=(data 64×16) aspectRatio=1 contentMode=fit",
        ])
    }

    @Test("Aspect ratio and rendering mode are named")
    func aspectAndRendering() throws {
        let view = Image(uiImage: try image(width: 16, height: 16)).renderingMode(.template).aspectRatio(1.5, contentMode: .fit)
        #expect(Rendering.semantics(view) == ["Image 2×1 uiImage=(data 16×16) renderingMode=template aspectRatio=1.5 contentMode=fit"])
    }

    @Test("An image too small for its label draws the picture glyph, never a word cut short")
    func smallImageIsAGlyph() {
        // Given: an asset image in a row, at its own 2 × 1 cells, as a row's icon is
        let view = HStack { Image("GithubMark"); Text("WezSieTato/ScanNow") }

        // Then: ▨ where `img` would have read `i…`; the semantics still name the asset
        #expect(Rendering.rows(view) == ["▨  WezSieTato/ScanNow"])
        #expect(Rendering.semantics(view).first == "Image 2×1 image=GithubMark")
    }
}
