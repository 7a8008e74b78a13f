import Foundation
import TextUI

/// A screen with what could vary by machine if the renderer let it: numbers, dates
/// spelled as text, wide and emoji characters, truncation, a scroll view.
struct SampleScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: TestSpacing.one) {
                    ForEach(0..<30) { index in
                        HStack(spacing: TestSpacing.one) {
                            Image(url: URL(string: "https://example.com/\(index).png"))
                                .frame(width: TestDimension.medium, height: TestDimension.medium)
                            VStack(alignment: .leading) {
                                Text("Row \(index) · 1,234.5 · 12/31/2025").font(TestFont.title)
                                Text("漢字とemoji 👩‍🚀 🇪🇸 e\u{301}").foregroundStyle(TestColor.secondary)
                                Text("A description long enough to be truncated at the tail").lineLimit(1)
                            }
                            Spacer()
                        }
                        .accessibilityIdentifier("row.\(index)")
                    }
                }
            }
            .navigationTitle("Déterminisme")
        }
    }
}
