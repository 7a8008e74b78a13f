import Testing

import TextUI
@testable import TextUICore

@Suite("Render writer")
struct RenderWriterTests {
    @Test("Numbers are written in decimal, signs and extremes included")
    func numbers() {
        for value in [0, 7, 42, 1_000, -3, Int.max, Int.min] {
            var writer = RenderWriter(capacity: 4)
            writer.append(value)
            #expect(writer.text == String(value))
        }
    }

    @Test("Appends past the first capacity keep every byte, in order")
    func growth() {
        var writer = RenderWriter(capacity: 1)
        var expected = ""
        for index in 0..<500 {
            let piece = index % 3 == 0 ? "│ é \(index)" : "row \(index)"
            writer.append(piece)
            writer.append(spaces: index % 4)
            writer.newline()
            expected += piece + String(repeating: " ", count: index % 4) + "\n"
        }
        #expect(writer.finish() == expected)
    }
}
