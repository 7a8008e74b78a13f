import SwiftUI
import DesignTokens

/// A count by the top-trailing corner of its content, `≡[3]`; nothing at zero. On the
/// text grid the pill sits beside the content rather than over its corner, which a
/// one-row toolbar has no room to show.
public struct DSBadge<Content: View>: View {
    let count: Int
    let content: Content

    public init(count: Int, @ViewBuilder content: () -> Content) {
        self.count = count
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: .top, spacing: SpacingToken.xxs) {
            content
                .semanticsProperty("badge", "\(count)")
            if count > 0 {
                Text("\(count)")
                    .font(TypographyToken.caption2)
                    .bold()
                    .foregroundStyle(ColorToken.textInverted)
                    .padding(.horizontal, SpacingToken.sm)
                    .background { Capsule().fill(ColorToken.accent) }
                    .fixedSize()
            }
        }
    }
}
