import CoreText
import Foundation
import Testing

/// The font manager registers fonts by file or from bytes and keeps their names. Fonts
/// are registered process-wide, so each test uses names of its own.
struct FontManagerTests {
    private func temporaryFile(_ name: String, _ data: Data) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    private var postScriptNames: [String] { CTFontManagerCopyAvailablePostScriptNames() as? [String] ?? [] }

    private func code(_ error: Unmanaged<CFError>?) -> Int? {
        guard let error = error?.takeRetainedValue() else { return nil }
        #expect(CFErrorGetDomain(error) as String == kCTFontManagerErrorDomain as String)
        return CFErrorGetCode(error)
    }

    @Test func aFontFileRegistersItsNamesOnce() throws {
        let name = "Brand-\(UUID().uuidString.prefix(8))"
        let url = try temporaryFile("Brand.ttf", TestFont.data(family: "Brand Sans", postScriptName: name))
        var error: Unmanaged<CFError>?

        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        #expect(error == nil)
        #expect(postScriptNames.contains(name))
        #expect((CTFontManagerCopyAvailableFontFamilyNames() as? [String])?.contains("Brand Sans") == true)

        #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        #expect(code(error) == CTFontManagerError.alreadyRegistered.rawValue)

        #expect(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil))
        #expect(!postScriptNames.contains(name))
        error = nil
        #expect(!CTFontManagerUnregisterFontsForURL(url as CFURL, .process, &error))
        #expect(code(error) == CTFontManagerError.notRegistered.rawValue)
    }

    @Test func aMissingFileFailsWithAnError() throws {
        let url = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).ttf")
        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        let reported = try #require(error?.takeRetainedValue())
        #expect(reported.code == CTFontManagerError.fileNotFound.rawValue)
        #expect((reported as Error).localizedDescription.contains(url.lastPathComponent))
        #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil))
    }

    @Test func aFileThatIsNoFontAndOtherScopesAreRefused() throws {
        var error: Unmanaged<CFError>?
        let text = try temporaryFile("readme.ttf", Data("not a font".utf8))
        #expect(!CTFontManagerRegisterFontsForURL(text as CFURL, .process, &error))
        #expect(code(error) == CTFontManagerError.unrecognizedFormat.rawValue)

        let font = try temporaryFile("Other.otf", TestFont.data(family: "Other", postScriptName: "Other-\(UUID())"))
        error = nil
        #expect(!CTFontManagerRegisterFontsForURL(font as CFURL, .persistent, &error))
        #expect(code(error) == CTFontManagerError.unsupportedScope.rawValue)
    }

    @Test func aGraphicsFontReadsItsNamesAndMetrics() throws {
        let name = "Graphic-\(UUID().uuidString.prefix(8))"
        let data = TestFont.data(family: "Graphic", postScriptName: name, glyphs: 7, unitsPerEm: 1000)
        let provider = try #require(CGDataProvider(data: data as CFData))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName as String? == name)
        #expect(font.fullName as String? == "Graphic Regular")
        #expect(font.numberOfGlyphs == 7)
        #expect(font.unitsPerEm == 1000)
        #expect(font.ascent == 1900)
        #expect(font.descent == -500)

        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(postScriptNames.contains(name))
        #expect(!CTFontManagerRegisterGraphicsFont(try #require(CGFont(provider)), &error))
        #expect(code(error) == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(CTFontManagerUnregisterGraphicsFont(font, nil))
        #expect(!postScriptNames.contains(name))

        #expect(CGFont(try #require(CGDataProvider(data: Data("no font".utf8) as CFData))) == nil)
    }

    @Test func severalFilesRegisterTogether() throws {
        let name = "Pair-\(UUID().uuidString.prefix(8))"
        let good = try temporaryFile("Pair.ttf", TestFont.data(family: "Pair", postScriptName: name))
        let missing = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).ttf")
        let errors = Box()
        CTFontManagerRegisterFontURLs([good, missing] as CFArray, .process, true) { failures, done in
            errors.count = failures.count
            errors.done = done
            return true
        }
        #expect(errors.count == 1)
        #expect(errors.done)
        #expect(postScriptNames.contains(name))
        #expect(CTFontManagerUnregisterFontsForURL(good as CFURL, .process, nil))
    }

    private final class Box {
        var count = -1
        var done = false
    }
}
