import CoreGraphics
import Foundation
import Testing
import ViewSnapshotTesting
import TextUI

/// SwiftUI's breadth as a still picture shows it: one screen per area (paints, controls
/// in a form, a custom layout, text formats, gestures and accessibility).
@MainActor
@Suite("SwiftUI breadth, one screen per area")
struct BreadthSnapshotTests {
    /// 2026-11-26 13:05 UTC.
    private static let date = Date(timeIntervalSince1970: 1_795_698_300)

    private struct Chips: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            arrange(width: proposal.width ?? .infinity, subviews: subviews).size
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (subview, origin) in zip(subviews, arrange(width: bounds.width, subviews: subviews).origins) {
                subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
            }
        }

        private func arrange(width: CGFloat, subviews: Subviews) -> (origins: [CGPoint], size: CGSize) {
            var origins: [CGPoint] = []
            var x: CGFloat = 0, y: CGFloat = 0, widest: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > 0, x + size.width > width { x = 0; y += size.height }
                origins.append(CGPoint(x: x, y: y))
                x += size.width + 8
                widest = max(widest, x - 8)
            }
            return (origins, CGSize(width: widest, height: y + 16))
        }
    }

    private struct Checkbox: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 8) {
                Text(configuration.isOn ? "[x]" : "[ ]")
                configuration.label
            }
        }
    }

    @Test func paints() {
        let view = VStack(alignment: .leading, spacing: 16) {
            Text("Gradient card")
                .padding(8)
                .background(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                .accessibilityIdentifier("card")
            RoundedRectangle(cornerRadius: 8).fill(.yellow).strokeBorder(.gray, lineWidth: 1).frame(height: 48)
            Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 1, dash: [4, 2])).frame(height: 32)
            Circle().fill(.green).frame(width: 8, height: 16)
            Text("Frosted").padding(8).background(.ultraThinMaterial, in: .rect(cornerRadius: 12))
            Text("Blurred").blur(radius: 4).blendMode(.multiply)
        }
        assertSnapshot(of: view, as: .component(width: 30))
    }

    @Test func controlsInAForm() {
        let view = VStack(alignment: .leading, spacing: 0) {
            LabeledContent("Status", value: "Alive")
            DatePicker("Created", selection: .constant(Self.date), displayedComponents: .date)
            Stepper("Episodes", value: .constant(3), in: 1...10)
            ColorPicker("Tint", selection: .constant(.orange))
            Toggle("Favorite", isOn: .constant(true)).toggleStyle(Checkbox())
            DisclosureGroup("Origin", isExpanded: .constant(true)) { Text("Earth (C-137)") }
            DisclosureGroup("Location") { Text("Citadel") }
            ProgressView("Downloaded", value: 0.6)
            ShareLink(item: URL(string: "https://rickandmorty.fandom.com")!)
        }
        assertSnapshot(of: view, as: .component(width: 32))
    }

    @Test func customLayoutWrapsChips() {
        let view = Chips {
            ForEach(["Human", "Alien", "Robot", "Cronenberg", "Mythological", "Disease"], id: \.self) { Text($0) }
        }
        assertSnapshot(of: view, as: .component(width: 24))
    }

    @Test func textFormatsAndStyling() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text(Self.date, style: .date)
            Text(Self.date, style: .time)
            Text(Self.date, style: .relative)
            Text(1234.5, format: .number.precision(.fractionLength(1)).locale(Locale(identifier: "en_US")))
            Text("Total: ") + Text("42").bold()
            Text("\(12.345, specifier: "%.1f") g")
            Text("Section").textCase(.uppercase)
            Text("Link").underline().foregroundStyle(.blue)
        }
        assertSnapshot(of: view, as: .component(width: 30))
    }

    @Test func gesturesAndAccessibility() {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("Draggable card")
                .gesture(DragGesture())
                .onLongPressGesture {}
                .accessibilityHint("Drag to reorder")
            HStack { Image(systemName: "star.fill"); Text("Favorite") }
                .accessibilityElement(children: .combine)
                .accessibilityAction(named: "Remove") {}
            Text("Decorative").allowsHitTesting(false).accessibilityAddTraits(.isStaticText)
        }
        assertSnapshot(of: view, as: .component(width: 30))
    }
}
