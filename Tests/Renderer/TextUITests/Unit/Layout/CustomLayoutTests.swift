import CoreGraphics
import Testing
import TextUI

@MainActor
@Suite("Custom layouts")
struct CustomLayoutTests {
    /// Lays subviews in rows, wrapping when the next would pass the proposed width.
    private struct FlowLayout: Layout {
        var spacing: CGFloat = 8

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            rows(for: proposal.width ?? .infinity, subviews: subviews).size
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (subview, origin) in zip(subviews, rows(for: bounds.width, subviews: subviews).origins) {
                subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
            }
        }

        private func rows(for width: CGFloat, subviews: Subviews) -> (origins: [CGPoint], size: CGSize) {
            var origins: [CGPoint] = []
            var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > 0, x + size.width > width {
                    x = 0
                    y += rowHeight
                    rowHeight = 0
                }
                origins.append(CGPoint(x: x, y: y))
                x += size.width + spacing
                rowHeight = max(rowHeight, size.height)
                widest = max(widest, x - spacing)
            }
            return (origins, CGSize(width: widest, height: y + rowHeight))
        }
    }

    private struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    /// Stacks its subviews by rank, lowest first, reading each one's layout value.
    private struct RankedStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0, height: CGFloat(subviews.count) * 16)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (row, subview) in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }).enumerated() {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(row) * 16), proposal: .unspecified)
            }
        }
    }

    @Test("A flow layout wraps its chips at the width it is offered, in points turned into cells")
    func flowWraps() {
        let view = FlowLayout {
            Text("alive")
            Text("dead")
            Text("unknown")
        }

        #expect(Rendering.rows(view, width: 12) == ["alive dead  ", "unknown     "])
        #expect(Rendering.rows(view, width: 30).first?.hasPrefix("alive dead unknown") == true)
        #expect(Rendering.semantics(view.accessibilityIdentifier("chips"), width: 12).first == "FlowLayout #chips")
    }

    @Test("A layout reads the values its subviews carry")
    func layoutValues() {
        let view = RankedStack {
            Text("second").layoutValue(key: Rank.self, value: 2)
            Text("first").layoutValue(key: Rank.self, value: 1)
        }

        #expect(Rendering.rows(view) == ["first ", "second"])
    }

    @Test("AnyLayout switches between stacks and draws the one chosen")
    func anyLayout() {
        let horizontal = AnyLayout(HStackLayout(spacing: 8)) { Text("a"); Text("b") }
        let vertical = AnyLayout(VStackLayout(spacing: 0)) { Text("a"); Text("b") }

        #expect(Rendering.rows(horizontal) == ["a b"])
        #expect(Rendering.rows(vertical) == ["a", "b"])
    }
}

/// A layout whose arithmetic lives in a nonisolated helper, as apps write a flow
/// layout's rows: the subviews are measured from outside the main actor's code.
private struct HelperMeasuredLayout: Layout {
    struct Rows {
        var width: CGFloat = 0
        init(subviews: Subviews) {
            for subview in subviews { width += subview.sizeThatFits(.unspecified).width }
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: Rows(subviews: subviews).width, height: 16)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

@MainActor
@Suite("Custom layouts measured from nonisolated helpers")
struct HelperMeasuredLayoutTests {
    @Test("Subviews measure from a nonisolated helper, as SwiftUI declares them")
    func measuresFromHelper() {
        #expect(Rendering.rows(HelperMeasuredLayout { Text("ab"); Text("cd") }) == ["abcd"])
    }
}
