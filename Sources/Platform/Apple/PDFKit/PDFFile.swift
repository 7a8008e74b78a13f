import Foundation

/// Writes and reads the small PDF files `PDFDocument` makes: a catalog, a page tree and
/// one blank page object per page.
enum PDFFile {
    struct PageInfo {
        var mediaBox: CGRect
        var rotation: Int
    }

    static func write(pages: [(CGRect, Int)]) -> Data {
        var objects: [String] = []
        let firstPage = 3
        let kids = pages.indices.map { "\(firstPage + $0) 0 R" }.joined(separator: " ")
        objects.append("<< /Type /Catalog /Pages 2 0 R >>")
        objects.append("<< /Type /Pages /Kids [\(kids)] /Count \(pages.count) >>")
        for (box, rotation) in pages {
            let numbers = [box.minX, box.minY, box.maxX, box.maxY].map { format($0) }.joined(separator: " ")
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [\(numbers)] /Rotate \(rotation) >>")
        }
        var out = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (i, object) in objects.enumerated() {
            offsets.append(out.utf8.count)
            out += "\(i + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = out.utf8.count
        out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            out += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n"
        }
        out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(out.utf8)
    }

    static func pages(in data: Data) -> [PageInfo] {
        let text = String(decoding: data, as: UTF8.self)
        var result: [PageInfo] = []
        var rest = Substring(text)
        while let range = rest.range(of: "/Type /Page") ?? rest.range(of: "/Type/Page") {
            let after = rest[range.upperBound...]
            rest = after
            if after.first == "s" { continue } // "/Type /Pages"
            let end = after.range(of: ">>")?.lowerBound ?? after.endIndex
            let dict = text[range.lowerBound..<end]
            var info = PageInfo(mediaBox: CGRect(x: 0, y: 0, width: 612, height: 792), rotation: 0)
            if let box = dict.range(of: "/MediaBox") {
                let tail = dict[box.upperBound...]
                if let open = tail.firstIndex(of: "["), let close = tail.firstIndex(of: "]") {
                    let n = tail[tail.index(after: open)..<close].split(separator: " ").compactMap { Double($0) }
                    if n.count == 4 {
                        info.mediaBox = CGRect(x: n[0], y: n[1], width: n[2] - n[0], height: n[3] - n[1])
                    }
                }
            }
            if let rotate = dict.range(of: "/Rotate") {
                let digits = dict[rotate.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "-" }
                info.rotation = Int(digits) ?? 0
            }
            result.append(info)
        }
        return result
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}
