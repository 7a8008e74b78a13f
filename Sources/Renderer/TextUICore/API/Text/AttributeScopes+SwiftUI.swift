import Foundation

// SwiftUI's attributes of an `AttributedString`: `text.foregroundColor = .red`,
// `container.font = .headline`. A `Text` of an attributed string draws a style its
// whole string has (one color, one font, bold throughout); a style on part of it is
// not drawn, as a grid of characters has one style per text.

extension AttributeScopes {
    /// The attributes SwiftUI's `Text` reads.
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes
    }

    /// `AttributeContainer().swiftUI.foregroundColor`: SwiftUI's attributes by scope.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeScopes.SwiftUIAttributes {
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = Font
        public static let name = "SwiftUI.Font"
    }

    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.ForegroundColor"
    }

    public enum BackgroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.BackgroundColor"
    }

    public enum StrikethroughStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.StrikethroughStyle"
    }

    public enum UnderlineStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.UnderlineStyle"
    }

    public enum KerningAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Kern"
    }

    public enum TrackingAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Tracking"
    }

    public enum BaselineOffsetAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.BaselineOffset"
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// The style an attributed string has throughout, as the text's own.
    nonisolated static func styled(_ attributed: AttributedString) -> Text {
        var text = Text(verbatim: String(attributed.characters))
        let runs = attributed.runs
        func whole<K: AttributedStringKey>(_ key: K.Type) -> K.Value? where K.Value: Equatable & Sendable {
            var value: K.Value?
            for run in runs {
                guard let current = run[K.self], value == nil || value == current else { return nil }
                value = current
            }
            return value
        }
        typealias SwiftUI = AttributeScopes.SwiftUIAttributes
        if let font = whole(SwiftUI.FontAttribute.self) { text = text.font(font) }
        if let color = whole(SwiftUI.ForegroundColorAttribute.self) { text = text.foregroundColor(color) }
        if whole(SwiftUI.UnderlineStyleAttribute.self) != nil { text = text.underline() }
        if whole(SwiftUI.StrikethroughStyleAttribute.self) != nil { text = text.strikethrough() }
        if let intent = whole(AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self) {
            if intent.contains(.stronglyEmphasized) { text = text.bold() }
            if intent.contains(.emphasized) { text = text.italic() }
            if intent.contains(.strikethrough) { text = text.strikethrough() }
            if intent.contains(.code) { text = text.monospaced() }
        }
        return text
    }
}
