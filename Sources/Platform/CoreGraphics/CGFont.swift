import Foundation

/// A font made from a font file's bytes, as apps register bundled fonts with CoreText.
/// Linux draws no glyphs: a font here is its names and metrics, read from the file's
/// `name`, `head`, `hhea` and `maxp` tables.
public final class CGFont: Sendable {
    private let postScript: String?
    private let full: String?
    /// The family name, for CoreText's font manager (CGFont does not show it).
    package let familyName: String?
    public let numberOfGlyphs: Int
    public let unitsPerEm: Int32
    public let ascent: Int32
    public let descent: Int32
    public let leading: Int32

    /// Nil when the provider's bytes are not a TrueType or OpenType font (the first font
    /// of a collection).
    public convenience init?(_ provider: CGDataProvider) {
        guard let tables = try? FontTables.fonts(in: provider.bytes).first else { return nil }
        self.init(tables)
    }

    init(_ tables: FontTables) {
        postScript = tables.name(6)
        full = tables.name(4)
        familyName = tables.name(1)
        numberOfGlyphs = Int(tables.field16("maxp", 4) ?? 0)
        unitsPerEm = Int32(tables.field16("head", 18) ?? 1000)
        ascent = Int32(Int16(bitPattern: tables.field16("hhea", 4) ?? 0))
        descent = Int32(Int16(bitPattern: tables.field16("hhea", 6) ?? 0))
        leading = Int32(Int16(bitPattern: tables.field16("hhea", 8) ?? 0))
    }

    /// Why `fonts(in:)` found no font: the bytes have no font signature, or their table
    /// directory is damaged.
    package enum FileProblem: Error {
        case unrecognizedFormat
        case invalidFontData
    }

    /// Every font in a font file's bytes: one for a `.ttf` or `.otf`, each member of a
    /// `.ttc` collection.
    package static func fonts(in data: Data) throws(FileProblem) -> [CGFont] {
        do {
            return try FontTables.fonts(in: data).map(CGFont.init)
        } catch .notAFont {
            throw .unrecognizedFormat
        } catch {
            throw .invalidFontData
        }
    }

    /// The PostScript name from the font's `name` table.
    public var postScriptName: CFString? {
        postScript.map { NSString(string: $0) }
    }

    /// The full name from the font's `name` table.
    public var fullName: CFString? {
        full.map { NSString(string: $0) }
    }
}
