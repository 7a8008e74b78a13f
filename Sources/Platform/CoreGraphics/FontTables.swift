import Foundation

/// The tables of one font in a TrueType or OpenType file, as the file's table directory
/// lists them: what `CGFont` reads its names and metrics from. Glyph outlines are never
/// read; a text render draws no glyph shapes.
struct FontTables {
    private let bytes: [UInt8]
    private let tables: [String: Range<Int>]

    enum Failure: Error {
        /// The bytes are not a font file (no sfnt or collection signature).
        case notAFont
        /// The signature is there but the table directory is cut short or points outside the file.
        case damaged
    }

    /// Every font in `data`: one for a `.ttf` or `.otf`, each member of a `.ttc` collection.
    static func fonts(in data: Data) throws(Failure) -> [FontTables] {
        let bytes = [UInt8](data)
        guard bytes.count >= 12 else { throw .notAFont }
        let signature = read32(bytes, 0)
        if signature == tag("ttcf") {
            let count = Int(read32(bytes, 8))
            guard count > 0, bytes.count >= 12 + 4 * count else { throw .damaged }
            return try (0..<count).map { index throws(Failure) in
                try FontTables(bytes, directoryAt: Int(read32(bytes, 12 + 4 * index)))
            }
        }
        guard [0x0001_0000, tag("OTTO"), tag("true"), tag("typ1")].contains(signature) else { throw .notAFont }
        return [try FontTables(bytes, directoryAt: 0)]
    }

    private init(_ bytes: [UInt8], directoryAt offset: Int) throws(Failure) {
        guard offset + 12 <= bytes.count else { throw .damaged }
        let count = Int(Self.read16(bytes, offset + 4))
        guard offset + 12 + 16 * count <= bytes.count else { throw .damaged }
        var tables: [String: Range<Int>] = [:]
        for index in 0..<count {
            let record = offset + 12 + 16 * index
            let start = Int(Self.read32(bytes, record + 8)), length = Int(Self.read32(bytes, record + 12))
            guard start + length <= bytes.count else { throw .damaged }
            tables[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = start..<start + length
        }
        self.bytes = bytes
        self.tables = tables
    }

    /// A name from the `name` table (1 family, 4 full name, 6 PostScript name): the
    /// Windows English record first, then any Windows or Unicode one, then Macintosh Roman.
    func name(_ id: UInt16) -> String? {
        guard let table = tables["name"], table.count >= 6 else { return nil }
        let count = Int(u16(table, 2)), strings = table.lowerBound + Int(u16(table, 4))
        var candidates: [(rank: Int, text: String)] = []
        for index in 0..<count where 6 + 12 * (index + 1) <= table.count {
            let record = 6 + 12 * index
            guard u16(table, record + 6) == id else { continue }
            let platform = u16(table, record), language = u16(table, record + 4)
            let start = strings + Int(u16(table, record + 10)), length = Int(u16(table, record + 8))
            guard start + length <= bytes.count else { continue }
            let raw = Array(bytes[start..<start + length])
            switch platform {
            case 0, 3:
                let units: [UInt16] = stride(from: 0, to: raw.count - 1, by: 2).map { (index: Int) -> UInt16 in
                    let high = UInt16(raw[index]), low = UInt16(raw[index + 1])
                    return high << 8 | low
                }
                candidates.append((platform == 3 && language == 0x409 ? 0 : 1, String(decoding: units, as: UTF16.self)))
            case 1 where language == 0:
                candidates.append((2, String(bytes: raw, encoding: .macOSRoman) ?? String(decoding: raw, as: UTF8.self)))
            default:
                continue
            }
        }
        return candidates.min { $0.rank < $1.rank }.map(\.text).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// An unsigned 16-bit field of a table, nil when the table is absent or short.
    func field16(_ tag: String, _ offset: Int) -> UInt16? {
        guard let table = tables[tag], offset + 2 <= table.count else { return nil }
        return u16(table, offset)
    }

    private func u16(_ table: Range<Int>, _ offset: Int) -> UInt16 {
        Self.read16(bytes, table.lowerBound + offset)
    }

    private static func read16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
    }

    private static func read32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        (at..<at + 4).reduce(0) { $0 << 8 | UInt32(bytes[$1]) }
    }

    private static func tag(_ text: StaticString) -> UInt32 {
        text.withUTF8Buffer { $0.reduce(0) { $0 << 8 | UInt32($1) } }
    }
}
