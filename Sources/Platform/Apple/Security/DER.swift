import Foundation

/// Just enough of DER to check a certificate's outline and read its subject.
enum DER {
    private struct Element {
        let tag: UInt8
        let content: Range<Int>
    }

    /// The element at `offset` whose end does not pass `end`, else nil.
    private static func element(_ bytes: [UInt8], at offset: Int, end: Int) -> Element? {
        guard offset + 2 <= end else { return nil }
        var length = Int(bytes[offset + 1]), start = offset + 2
        if length & 0x80 != 0 {
            let count = length & 0x7F
            guard (1...4).contains(count), start + count <= end else { return nil }
            length = bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
            start += count
        }
        guard start + length <= end else { return nil }
        return Element(tag: bytes[offset], content: start..<start + length)
    }

    private static func children(_ bytes: [UInt8], of parent: Element) -> [Element]? {
        var found: [Element] = [], offset = parent.content.lowerBound
        while offset < parent.content.upperBound {
            guard let child = element(bytes, at: offset, end: parent.content.upperBound) else { return nil }
            found.append(child)
            offset = child.content.upperBound
        }
        return found
    }

    /// For a certificate (`SEQUENCE { tbsCertificate, signatureAlgorithm, BIT STRING }`
    /// spanning all the bytes): the subject's common name, else organizational unit, else
    /// organization, else "" when it names none. Nil when the bytes are no certificate.
    static func certificateSubjectSummary(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        guard let certificate = element(bytes, at: 0, end: bytes.count), certificate.tag == 0x30,
              certificate.content.upperBound == bytes.count,
              let parts = children(bytes, of: certificate), parts.count == 3,
              parts[0].tag == 0x30, parts[1].tag == 0x30, parts[2].tag == 0x03,
              var fields = children(bytes, of: parts[0]) else { return nil }
        if fields.first?.tag == 0xA0 { fields.removeFirst() }
        // serialNumber, signature, issuer, validity, subject
        guard fields.count >= 5, fields[4].tag == 0x30 else { return nil }
        var attributes: [[UInt8]: String] = [:]
        for set in children(bytes, of: fields[4]) ?? [] {
            for pair in children(bytes, of: set) ?? [] {
                guard let items = children(bytes, of: pair), items.count == 2, items[0].tag == 0x06 else { continue }
                attributes[Array(bytes[items[0].content])] = text(bytes, items[1])
            }
        }
        let commonName: [UInt8] = [0x55, 0x04, 0x03], unit: [UInt8] = [0x55, 0x04, 0x0B], organization: [UInt8] = [0x55, 0x04, 0x0A]
        return attributes[commonName] ?? attributes[unit] ?? attributes[organization] ?? ""
    }

    /// A directory string: UTF-8, printable, IA5, teletex (read as Latin-1) or BMP.
    private static func text(_ bytes: [UInt8], _ element: Element) -> String? {
        let raw = Array(bytes[element.content])
        switch element.tag {
        case 0x0C, 0x13, 0x16: return String(decoding: raw, as: UTF8.self)
        case 0x14: return String(bytes: raw, encoding: .isoLatin1)
        case 0x1E:
            let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
            return String(decoding: units, as: UTF16.self)
        default: return nil
        }
    }
}
