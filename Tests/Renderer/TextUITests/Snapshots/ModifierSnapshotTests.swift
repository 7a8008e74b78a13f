import Testing
import ViewSnapshotTesting
import TextUI

/// One snapshot per modifier, at 30 columns.
@MainActor
@Suite("Modifier snapshots")
struct ModifierSnapshotTests {
    private let width = 30

    @Test func padding() {
        let view = VStack {
            Text("all").padding(TestSpacing.one)
            Text("horizontal").padding(.horizontal, TestSpacing.two)
            Text("top").padding(.top, TestSpacing.two)
        }
        assertSnapshot(of: view, as: .component(width: width))
    }

    @Test func frames() {
        let view = VStack(alignment: .leading) {
            Text("fixed").frame(width: TestDimension.large, height: TestDimension.medium, alignment: .topLeading)
            Text("infinite").frame(maxWidth: .infinity, alignment: .trailing)
            Text("min").frame(minWidth: 48, alignment: .leading)
            Text("a text capped by maxWidth").frame(maxWidth: 96)
        }
        assertSnapshot(of: view, as: .component(width: width))
    }

    @Test func fontColorAndEmphasis() {
        let view = VStack(alignment: .leading) {
            Text("title").font(TestFont.title).foregroundStyle(TestColor.primary)
            Text("caption").font(TestFont.caption).foregroundStyle(TestColor.secondary).italic()
            Text("bold").bold()
        }
        assertSnapshot(of: view, as: .component)
    }

    @Test func backgrounds() {
        let view = VStack {
            Text("color").background(TestColor.surface)
            Text("in shape").background(TestColor.surface, in: RoundedRectangle(cornerRadius: TestRadius.medium))
            Text("view").padding(.horizontal, TestSpacing.one).background { Capsule().stroke(TestColor.accent, lineWidth: TestBorder.thin) }
        }
        assertSnapshot(of: view, as: .component)
    }

    @Test func overlay() {
        let view = Text("Filters").padding(TestSpacing.one)
            .overlay(alignment: .topTrailing) { Text("3").foregroundStyle(TestColor.accent) }
        assertSnapshot(of: view, as: .component)
    }

    @Test func lineLimitAndTruncation() {
        let text = "Earth (Replacement Dimension) is where they live now"
        let view = VStack(alignment: .leading) {
            Text(text).lineLimit(2)
            Text(text).lineLimit(1).truncationMode(.head)
            Text(text).lineLimit(1).truncationMode(.middle)
            Text(text).lineLimit(1)
        }
        assertSnapshot(of: view, as: .component(width: 20))
    }

    @Test func multilineTextAlignment() {
        let view = Text("centered text that wraps onto lines").multilineTextAlignment(.center)
        assertSnapshot(of: view, as: .component(width: 16))
    }

    @Test func fixedSizeAndPriority() {
        let view = VStack(alignment: .leading) {
            HStack { Text("fixed size text").fixedSize(); Text("squeezed") }
            HStack { Text("low priority text"); Text("high priority").layoutPriority(1) }.lineLimit(1)
        }
        assertSnapshot(of: view, as: .component(width: 20))
    }

    @Test func accessibility() {
        let view = VStack {
            Text("identified").accessibilityIdentifier("screen.title")
            Image(systemName: "star.fill").accessibilityHidden(true)
            Image(systemName: "info.circle").accessibilityLabel("About")
            Text("Alive").accessibilityValue("alive").accessibilityAddTraits(.isSelected)
        }
        assertSnapshot(of: view, as: .component)
    }

    @Test func interactions() {
        let view = VStack {
            Text("tap me").onTapGesture {}
            ScrollView { Text("pull me") }.refreshable {}
            Text("disabled tap").onTapGesture {}.disabled(true)
            Text("appears").onAppear {}.task {}
        }
        assertSnapshot(of: view, as: .component)
    }

    @Test func clippingOpacityAndShadow() {
        let view = VStack {
            Text("clipped to a frame narrower than the text").fixedSize().frame(width: TestDimension.large).clipped()
            Text("rounded").clipShape(RoundedRectangle(cornerRadius: TestRadius.medium))
            Text("faded").opacity(TestOpacity.half)
            Text("raised").shadow(TestShadow.small)
        }
        assertSnapshot(of: view, as: .component(width: width))
    }

    @Test func environment() {
        struct LocaleReader: View {
            @Environment(\.locale) private var locale
            @Environment(\.device) private var device
            var body: some View { Text("\(locale.identifier) on \(device.name)") }
        }
        assertSnapshot(of: LocaleReader().environment(\.locale, Locale(identifier: "es")), as: .component)
    }
}
