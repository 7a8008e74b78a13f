import SwiftUI
import DesignTokens

/// A surface holding content: padded, filled in a rounded rectangle, with a shadow.
public struct DSCard<Content: View>: View {
    let padding: SpacingToken
    let cornerRadius: CornerRadiusToken
    let shadow: ShadowToken
    let content: Content

    public init(
        padding: SpacingToken = .lg,
        cornerRadius: CornerRadiusToken = .lg,
        shadow: ShadowToken = .small,
        @ViewBuilder content: () -> Content
    ) {
        self.padding = padding
        self.cornerRadius = cornerRadius
        self.shadow = shadow
        self.content = content()
    }

    public var body: some View {
        content
            .padding(padding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(ColorToken.surfacePrimary, in: RoundedRectangle(cornerRadius: cornerRadius))
            .shadow(shadow)
            .dsIdentifierScope()
            .semanticsKind("DSCard")
    }
}
