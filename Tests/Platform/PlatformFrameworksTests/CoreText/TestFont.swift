import Foundation

/// A minimal TrueType file: a table directory and the `name`, `head`, `hhea` and `maxp`
/// tables the font manager reads. It has no glyph outlines.
enum TestFont {
    static func data(family: String, postScriptName: String, glyphs: UInt16 = 42, unitsPerEm: UInt16 = 2048) -> Data {
        var head = [UInt8](repeating: 0, count: 54)
        head.replaceSubrange(18..<20, with: be16(unitsPerEm))
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.replaceSubrange(4..<6, with: be16(1900))
        hhea.replaceSubrange(6..<8, with: be16(UInt16(bitPattern: -500)))
        var maxp = [UInt8](repeating: 0, count: 6)
        maxp.replaceSubrange(0..<4, with: [0x00, 0x00, 0x50, 0x00])
        maxp.replaceSubrange(4..<6, with: be16(glyphs))
        let tables: [(String, [UInt8])] = [
            ("head", head), ("hhea", hhea), ("maxp", maxp),
            ("name", nameTable([1: family, 4: "\(family) Regular", 6: postScriptName])),
        ]

        var bytes: [UInt8] = [0x00, 0x01, 0x00, 0x00] + be16(UInt16(tables.count)) + [0, 0, 0, 0, 0, 0]
        var offset = 12 + 16 * tables.count
        var body: [UInt8] = []
        for (tag, table) in tables {
            bytes += Array(tag.utf8) + [0, 0, 0, 0] + be32(UInt32(offset)) + be32(UInt32(table.count))
            body += table
            offset += table.count
        }
        return Data(bytes + body)
    }

    /// A `name` table with one Windows (platform 3, English) record a name, in UTF-16BE.
    private static func nameTable(_ names: [UInt16: String]) -> [UInt8] {
        let entries = names.sorted { $0.key < $1.key }
        var records: [UInt8] = [], strings: [UInt8] = []
        for (id, text) in entries {
            let encoded = text.utf16.flatMap { be16($0) }
            records += be16(3) + be16(1) + be16(0x409) + be16(id) + be16(UInt16(encoded.count)) + be16(UInt16(strings.count))
            strings += encoded
        }
        return be16(0) + be16(UInt16(entries.count)) + be16(UInt16(6 + records.count)) + records + strings
    }

    private static func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
    private static func be32(_ value: UInt32) -> [UInt8] { be16(UInt16(value >> 16)) + be16(UInt16(value & 0xFFFF)) }
}
