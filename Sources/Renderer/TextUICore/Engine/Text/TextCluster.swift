import Foundation

/// A grapheme cluster and the cells it takes, as a plain value: copying one copies
/// a few bytes, with no string to retain. A cluster of one scalar (almost every one)
/// is its scalar value; a longer one (an emoji sequence, a letter with accents) is
/// interned in `ClusterTable`.
struct TextCluster: Equatable {
    /// A scalar value, or `ClusterTable.base` and up for an interned cluster.
    let code: UInt32
    let width: Int
    /// Classified once, when the text is segmented: wrapping asks many times.
    let isSpace: Bool
    let isNewline: Bool
    /// Ideographs and other wide letters allow a line break on either side, as East
    /// Asian text has no spaces between words. Wide emoji do not.
    let allowsBreakAround: Bool

    init(character: Character, width: Int) {
        self.width = width
        if let ascii = character.asciiValue {
            code = UInt32(ascii)
            isSpace = ascii == 0x20
            isNewline = ascii == 0x0A || ascii == 0x0D
            allowsBreakAround = false
            return
        }
        let scalars = character.unicodeScalars
        let first = scalars.first!
        code = scalars.count == 1 ? first.value : ClusterTable.shared.code(for: character)
        isSpace = false
        isNewline = character == "\r\n" || character == "\u{2028}" || character == "\u{2029}"
        allowsBreakAround = width == 2 && !first.properties.isEmojiPresentation && !first.properties.isEmoji
    }

    private init(ascii byte: UInt8) {
        code = UInt32(byte)
        width = 1
        isSpace = byte == 0x20
        isNewline = false
        allowsBreakAround = false
    }

    static let ellipsis = TextCluster(character: "…", width: 1)
    static let space = TextCluster(ascii: 0x20)

    var character: Character {
        code < ClusterTable.base ? Character(Unicode.Scalar(code)!) : ClusterTable.shared.character(for: code)
    }

    /// Writes the UTF-8 bytes of a cluster code at `pointer` and returns their count:
    /// at most 4 for a scalar, the cluster's own length for an interned one.
    @inline(__always)
    static func encodeUTF8(_ code: UInt32, at pointer: UnsafeMutablePointer<UInt8>) -> Int {
        if code < 0x80 {
            pointer[0] = UInt8(truncatingIfNeeded: code)
            return 1
        } else if code < 0x800 {
            pointer[0] = UInt8(truncatingIfNeeded: 0xC0 | (code >> 6))
            pointer[1] = UInt8(truncatingIfNeeded: 0x80 | (code & 0x3F))
            return 2
        } else if code < 0x10000 {
            pointer[0] = UInt8(truncatingIfNeeded: 0xE0 | (code >> 12))
            pointer[1] = UInt8(truncatingIfNeeded: 0x80 | ((code >> 6) & 0x3F))
            pointer[2] = UInt8(truncatingIfNeeded: 0x80 | (code & 0x3F))
            return 3
        } else if code < ClusterTable.base {
            pointer[0] = UInt8(truncatingIfNeeded: 0xF0 | (code >> 18))
            pointer[1] = UInt8(truncatingIfNeeded: 0x80 | ((code >> 12) & 0x3F))
            pointer[2] = UInt8(truncatingIfNeeded: 0x80 | ((code >> 6) & 0x3F))
            pointer[3] = UInt8(truncatingIfNeeded: 0x80 | (code & 0x3F))
            return 4
        }
        return encodeInterned(code, at: pointer)
    }

    @inline(never)
    private static func encodeInterned(_ code: UInt32, at pointer: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 0
        for byte in ClusterTable.shared.character(for: code).utf8 {
            pointer[count] = byte
            count += 1
        }
        return count
    }

    /// Splits text into clusters. Tabs count as one space; other zero-width clusters are
    /// kept (they belong to the text) but take no cell.
    static func segment(_ text: String) -> [TextCluster] {
        // Printable ASCII is one cluster per byte: skip grapheme breaking.
        var text = text
        let ascii: [TextCluster]? = text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            var clusters: [TextCluster] = []
            clusters.reserveCapacity(bytes.count)
            for byte in bytes {
                clusters.append(TextCluster(ascii: byte))
            }
            return clusters
        }
        if let ascii { return ascii }
        var clusters: [TextCluster] = []
        clusters.reserveCapacity(text.utf8.count)
        for character in text {
            if character == "\t" {
                clusters.append(.space)
            } else {
                clusters.append(TextCluster(character: character, width: DisplayWidth.of(character)))
            }
        }
        return clusters
    }
}

/// Clusters of more than one scalar, numbered in order of first use. The numbers never
/// reach a render; only the clusters do.
final class ClusterTable: @unchecked Sendable {
    static let shared = ClusterTable()
    /// Above every Unicode scalar value.
    static let base: UInt32 = 0x11_0000

    private let lock = NSLock()
    private var codes: [Character: UInt32] = [:]
    private var characters: [Character] = []

    func code(for character: Character) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let code = codes[character] { return code }
        let code = Self.base + UInt32(characters.count)
        characters.append(character)
        codes[character] = code
        return code
    }

    func character(for code: UInt32) -> Character {
        lock.lock()
        defer { lock.unlock() }
        return characters[Int(code - Self.base)]
    }
}

/// Scans over clusters, written as loops over their storage. The standard library's
/// `reduce`, `contains(where:)` and `allSatisfy` run unspecialized in the debug build
/// tests run in, with an iterator's witness and a closure call for every cluster: they
/// were a fifth of a render there (`snapshot-benchmarks render` under callgrind). The
/// pointer steps below are inlined in every build.
extension Array where Element == TextCluster {
    /// The cells the clusters take side by side.
    var totalWidth: Int {
        withUnsafeBufferPointer { clusters in
            guard var cluster = clusters.baseAddress else { return 0 }
            let end = cluster + clusters.count
            var total = 0
            while cluster < end {
                total += cluster.pointee.width
                cluster += 1
            }
            return total
        }
    }

    /// Whether a line break is among the clusters: a text without one is one paragraph.
    var containsNewline: Bool {
        !allClusters { !$0.isNewline }
    }

    /// Whether every cluster is one cell of one scalar, whose code is its cell's.
    var isSingleCellScalars: Bool {
        allClusters { $0.width == 1 && $0.code < ClusterTable.base }
    }

    private func allClusters(_ test: (TextCluster) -> Bool) -> Bool {
        withUnsafeBufferPointer { clusters in
            guard var cluster = clusters.baseAddress else { return true }
            let end = cluster + clusters.count
            while cluster < end {
                if !test(cluster.pointee) { return false }
                cluster += 1
            }
            return true
        }
    }
}

/// One laid-out line of text.
struct TextLine: Equatable {
    var clusters: [TextCluster]

    var width: Int { clusters.totalWidth }

    var string: String {
        var writer = RenderWriter(capacity: clusters.count)
        writer.append(self)
        return writer.finish()
    }

    mutating func trimTrailingSpaces() {
        while clusters.last?.isSpace == true { clusters.removeLast() }
    }
}
