import Foundation

// UIKit's attributes of an `AttributedString`: `text.uiKit.foregroundColor = .red`,
// `text.paragraphStyle = style`, as iOS's attribute scopes declare them.

extension AttributeScopes {
    /// The attributes UIKit's labels and text views read.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let shadow: ShadowAttribute
        public let foundation: FoundationAttributes
    }

    /// `text.uiKit.font`: UIKit's attributes by scope.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeScopes.UIKitAttributes {
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = UIFont
        public static let name = NSAttributedString.Key.font.rawValue
    }

    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = UIColor
        public static let name = NSAttributedString.Key.foregroundColor.rawValue
    }

    public enum BackgroundColorAttribute: AttributedStringKey {
        public typealias Value = UIColor
        public static let name = NSAttributedString.Key.backgroundColor.rawValue
    }

    public enum ParagraphStyleAttribute: AttributedStringKey {
        public typealias Value = NSParagraphStyle
        public static let name = NSAttributedString.Key.paragraphStyle.rawValue
    }

    public enum UnderlineStyleAttribute: AttributedStringKey {
        public typealias Value = NSUnderlineStyle
        public static let name = NSAttributedString.Key.underlineStyle.rawValue
    }

    public enum UnderlineColorAttribute: AttributedStringKey {
        public typealias Value = UIColor
        public static let name = NSAttributedString.Key.underlineColor.rawValue
    }

    public enum StrikethroughStyleAttribute: AttributedStringKey {
        public typealias Value = NSUnderlineStyle
        public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
    }

    public enum StrikethroughColorAttribute: AttributedStringKey {
        public typealias Value = UIColor
        public static let name = NSAttributedString.Key.strikethroughColor.rawValue
    }

    public enum KernAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = NSAttributedString.Key.kern.rawValue
    }

    public enum TrackingAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = NSAttributedString.Key.tracking.rawValue
    }

    public enum BaselineOffsetAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = NSAttributedString.Key.baselineOffset.rawValue
    }

    public enum ShadowAttribute: AttributedStringKey {
        public typealias Value = NSShadow
        public static let name = NSAttributedString.Key.shadow.rawValue
    }
}

extension AttributeDynamicLookup {
    /// Disfavored: where SwiftUI's attributes are in scope too, `text.foregroundColor`
    /// is SwiftUI's `Color`; `text.uiKit.foregroundColor` names UIKit's.
    @_disfavoredOverload
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}
