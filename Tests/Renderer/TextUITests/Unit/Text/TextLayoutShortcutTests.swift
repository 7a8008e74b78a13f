import TestSupport
import Testing

import TextUI
@testable import TextUICore

/// `TextLayout.make` skips wrapping for a one-line text cut at the tail; these prove the
/// shortcut gives exactly what wrapping then cutting gives.
@Suite("Text layout shortcuts")
struct TextLayoutShortcutTests {
    private let pieces = ["a", "bc", "Rick", "Sanchez", " ", " ", "漢", "字", "🙂", "é", "x\u{200B}", ",", "supercalifragilistic"]

    @Test("Random one-line texts cut at the tail: the shortcut equals wrapping")
    func oneLineTailEqualsWrapping() {
        var generator = SeededGenerator(seed: 0x2545_F491_4F6C_DD1D)
        for round in 0..<6000 {
            let text = (0..<generator.next(12)).map { _ in pieces[generator.next(pieces.count)] }.joined()
            let clusters = TextCluster.segment(text)
            let width = 1 + generator.next(14)
            // Texts that fit take an earlier path of their own.
            guard clusters.reduce(0, { $0 + $1.width }) > width else { continue }

            let layout = TextLayout.make(clusters, width: width, lineLimit: 1, truncation: .tail)
            let wrapped = TextLayout.makeByWrapping(clusters, width: width, lineLimit: 1, truncation: .tail)

            #expect(layout == wrapped, "round \(round): \"\(text)\" at \(width): \(layout.lines.map(\.string)) vs \(wrapped.lines.map(\.string))")
        }
    }

    @Test("A text's cached layouts, its whole line included, equal a fresh layout for every proposal")
    func elementLayoutsEqualFreshOnes() {
        var generator = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
        let limits: [Int?] = [nil, 1, 2, 3]
        let truncations: [TruncationMode] = [.tail, .head, .middle]
        for round in 0..<1500 {
            // A zero-width text is the one a width of 0 lays out differently.
            let pieces = pieces + ["\u{200B}"]
            var text = (0..<generator.next(10)).map { _ in pieces[generator.next(pieces.count)] }.joined()
            if generator.next(6) == 0 { text += "\nnext line" }
            let lineLimit = limits[generator.next(limits.count)]
            let truncation = truncations[generator.next(truncations.count)]
            var element = ResolvedText(text: text, lineLimit: lineLimit, truncation: truncation, alignment: .leading)
            // The same element is asked many times, as stacks ask; widths 0, unbounded and
            // exactly the text's own take paths of their own.
            for _ in 0..<8 {
                let width: Int? = switch generator.next(5) {
                case 0: nil
                case 1: 0
                case 2: CellLayout.unbounded
                default: generator.next(24)
                }
                let height: Int? = generator.next(3) == 0 ? nil : generator.next(4)
                let proposal = ProposedSize(width: width, height: height)
                let heightLimit = height.map { max(1, $0) }
                let limit = switch (lineLimit, heightLimit) {
                case let (line?, height?): min(line, height)
                case let (line, height): line ?? height
                }
                let fresh = TextLayout.make(element.clusters, width: width, lineLimit: limit, truncation: truncation)
                // Sizes are asked first, as stacks do, and may fill the cache.
                let size = element.size(for: proposal)
                let cached = element.layout(for: proposal)
                #expect(cached == fresh, "round \(round): \"\(text)\" for \(proposal): \(cached.lines.map(\.string)) vs \(fresh.lines.map(\.string))")
                #expect(size == fresh.size, "round \(round): \"\(text)\" for \(proposal): size \(size) vs \(fresh.size)")
            }
        }
    }

    @Test("The cut line continues the text itself: no space appears where a line broke without one")
    func noSpaceAtBreaksWithoutOne() {
        // "x a字" fills a 5-cell line; "Sanchez" follows the ideograph with no space.
        let clusters = TextCluster.segment("x a字Sanchez")
        #expect(TextLayout.makeByWrapping(clusters, width: 7, lineLimit: 1, truncation: .tail).lines.map(\.string) == ["x a字S…"])
        #expect(TextLayout.make(clusters, width: 5, lineLimit: 2, truncation: .tail).lines.map(\.string) == ["x a字", "Sanc…"])
    }

    @Test("Spaces in the text are kept as written up to the cut")
    func spacesKept() {
        let clusters = TextCluster.segment("ab  cdefgh")
        #expect(TextLayout.make(clusters, width: 5, lineLimit: 1, truncation: .tail).lines.map(\.string) == ["ab…"])
        #expect(TextLayout.make(clusters, width: 6, lineLimit: 1, truncation: .tail).lines.map(\.string) == ["ab  c…"])
    }

    @Test("Spaces at the end of a paragraph never make a line of their own, nor bring text back")
    func trailingSpaces() {
        func lines(_ text: String, width: Int, limit: Int?) -> [String] {
            TextLayout.make(TextCluster.segment(text), width: width, lineLimit: limit, truncation: .tail).lines.map(\.string)
        }
        #expect(lines("Hello world  ", width: 11, limit: nil) == ["Hello world"])
        #expect(lines("Hello world  \nNext", width: 11, limit: 2) == ["Hello world", "Next"])
        #expect(lines("Hello   \nWorld", width: 5, limit: 2) == ["Hello", "World"])
        #expect(lines("Hello world  \nNext line", width: 11, limit: 2) == ["Hello world", "Next line"])
        #expect(lines("Hello world\nNext line here", width: 11, limit: 2) == ["Hello world", "Next line…"])
    }

    @Test("Leading spaces a first word cannot keep are dropped, cut or not")
    func leadingSpaces() {
        func lines(_ text: String, width: Int, limit: Int?) -> [String] {
            TextLayout.make(TextCluster.segment(text), width: width, lineLimit: limit, truncation: .tail).lines.map(\.string)
        }
        #expect(lines("   Hello world", width: 5, limit: nil) == ["Hello", "world"])
        #expect(lines("   Hello world", width: 5, limit: 1) == ["Hell…"])
        #expect(lines("  Hi there", width: 6, limit: 1) == ["  Hi…"])
    }
}
