import SwiftUI
import DesignTokens

/// A card with an image, a title, a subtitle, a caption with an icon, and a status on
/// the trailing side. The card gets the identifier; parts get `.image`, `.title`,
/// `.subtitle`, `.caption`, `.status` and `.statusLabel`.
public struct DSCardInfoRow: View {
    let imageURL: URL?
    let title: String
    let subtitle: String?
    let caption: String?
    let captionIcon: String?
    let status: DSStatus?
    let statusLabel: String?
    let accessibilityIdentifier: String?

    @Environment(\.dsAccessibilityIdentifier) private var inheritedIdentifier

    public init(
        imageURL: URL?,
        title: String,
        subtitle: String? = nil,
        caption: String? = nil,
        captionIcon: String? = nil,
        status: DSStatus? = nil,
        statusLabel: String? = nil,
        accessibilityIdentifier: String? = nil
    ) {
        self.imageURL = imageURL
        self.title = title
        self.subtitle = subtitle
        self.caption = caption
        self.captionIcon = captionIcon
        self.status = status
        self.statusLabel = statusLabel
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    public var body: some View {
        let identifier = DSIdentifier(accessibilityIdentifier, inherited: inheritedIdentifier)
        DSCard {
            HStack(spacing: SpacingToken.lg) {
                DSAsyncImage(url: imageURL)
                    .frame(width: DimensionToken.xxxl, height: DimensionToken.xxxl)
                    .clipShape(RoundedRectangle(cornerRadius: CornerRadiusToken.md))
                    .accessibilityIdentifier(ifPresent: identifier("image"))
                texts(identifier)
                Spacer()
                if let status {
                    VStack(spacing: SpacingToken.xs) {
                        DSStatusIndicator(status: status, accessibilityIdentifier: identifier("status"))
                        if let statusLabel {
                            Text(statusLabel)
                                .font(TypographyToken.caption)
                                .foregroundStyle(ColorToken.textSecondary)
                                .accessibilityIdentifier(ifPresent: identifier("statusLabel"))
                        }
                    }
                }
            }
        }
        .dsIdentifierScope()
        .semanticsKind("DSCardInfoRow")
        .accessibilityIdentifier(ifPresent: identifier.base)
    }

    private func texts(_ identifier: DSIdentifier) -> some View {
        VStack(alignment: .leading, spacing: SpacingToken.xs) {
            Text(title)
                .font(TypographyToken.headline)
                .foregroundStyle(ColorToken.textPrimary)
                .lineLimit(1)
                .accessibilityIdentifier(ifPresent: identifier("title"))
            if let subtitle {
                Text(subtitle)
                    .font(TypographyToken.subheadline)
                    .foregroundStyle(ColorToken.textSecondary)
                    .accessibilityIdentifier(ifPresent: identifier("subtitle"))
            }
            if let caption {
                HStack(spacing: SpacingToken.xs) {
                    if let captionIcon {
                        Image(systemName: captionIcon)
                            .font(TypographyToken.caption2)
                            .accessibilityHidden(true)
                    }
                    Text(caption)
                        .font(TypographyToken.caption2)
                        .accessibilityIdentifier(ifPresent: identifier("caption"))
                }
                .foregroundStyle(ColorToken.textTertiary)
                .lineLimit(1)
            }
        }
    }
}
