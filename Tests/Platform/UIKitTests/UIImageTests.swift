import Foundation
import Testing
import UIKit

@Suite("UIImage")
struct UIImageTests {
    private var avatarPath: String {
        Bundle.module.path(forResource: "avatar", ofType: "png")!
    }

    @Test("A PNG file loads with the size its header gives, named by its file")
    func contentsOfPNGFile() throws {
        let image = try #require(UIImage(contentsOfFile: avatarPath))

        #expect(image.size == CGSize(width: 64, height: 48))
        #expect(image.description == "avatar.png")
    }

    @Test("A PNG keeps its bytes for pngData, and has no JPEG bytes")
    func pngDataRoundTrip() throws {
        let data = try #require(FileManager.default.contents(atPath: avatarPath))
        let image = try #require(UIImage(data: data))

        #expect(image.pngData() == data)
        #expect(image.jpegData(compressionQuality: 1) == nil)
        #expect(image.description == "data 64×48")
    }

    @Test("Data at a scale gives its size in points")
    func scaledData() throws {
        let data = try #require(FileManager.default.contents(atPath: avatarPath))
        let image = try #require(UIImage(data: data, scale: 2))

        #expect(image.size == CGSize(width: 32, height: 24))
        #expect(image.scale == 2)
    }

    @Test("A resource of a bundle loads by name, with or without its extension")
    func named() throws {
        let bare = try #require(UIImage(named: "avatar", in: .module))
        let withExtension = try #require(UIImage(named: "avatar.png", in: .module))

        #expect(bare.size == CGSize(width: 64, height: 48))
        #expect(bare.description == "avatar")
        #expect(withExtension.size == bare.size)
    }

    @Test("Names, files and bytes that are no image give nil")
    func failures() {
        #expect(UIImage(named: "no-such-image", in: .module) == nil)
        #expect(UIImage(contentsOfFile: "/no/such/file.png") == nil)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data(ImageFixtures.png(width: 10, height: 10).prefix(20))) == nil)
    }

    @Test("JPEG and GIF sizes come from their headers")
    func jpegAndGIF() throws {
        let jpeg = try #require(UIImage(data: ImageFixtures.jpeg(width: 300, height: 200)))
        let gif = try #require(UIImage(data: ImageFixtures.gif(width: 16, height: 9)))

        #expect(jpeg.size == CGSize(width: 300, height: 200))
        #expect(jpeg.jpegData(compressionQuality: 0.8) != nil)
        #expect(jpeg.pngData() == nil)
        #expect(gif.size == CGSize(width: 16, height: 9))
    }

    @Test("A symbol is named by its system name")
    func systemName() throws {
        let symbol = try #require(UIImage(systemName: "star.fill"))

        #expect(symbol.description == "systemName:star.fill")
        #expect(symbol.pngData() == nil)
    }

    @Test("Images live in an NSCache, as apps keep them")
    func cache() throws {
        let cache = NSCache<NSString, UIImage>()
        let image = try #require(UIImage(contentsOfFile: avatarPath))

        cache.setObject(image, forKey: "avatar")

        #expect(cache.object(forKey: "avatar") === image)
    }
}
