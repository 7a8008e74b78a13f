import Foundation

// What a modifier changes on the device that a grid of characters cannot draw exactly
// (a style of a control, a fill, a corner), named on its element in the semantics, so a
// render never drops it silently. The defaults name nothing: the element reads as one
// without the modifier.
extension _SemanticsModifier {
    /// `key=value`, or nothing when `value` is nil (a default).
    static func named(_ key: String, _ value: String?) -> _SemanticsModifier {
        _SemanticsModifier { semantics, _ in
            if let value { semantics.properties.append((key, .text(value))) }
        }
    }

    /// `key=color`, by the color's name in the render's scheme.
    static func named(_ key: String, paint: Paint?) -> _SemanticsModifier {
        _SemanticsModifier { semantics, _ in
            if let paint { semantics.properties.append((key, .paint(paint))) }
        }
    }

    /// `key=name`: a style by its type without the protocol's name (`WheelDatePickerStyle`
    /// is `wheel`); nothing for the default or automatic style.
    static func style(_ key: String, _ style: Any, protocolName: String) -> _SemanticsModifier {
        var name = String(describing: type(of: style))
        if name.hasSuffix(protocolName) { name.removeLast(protocolName.count) }
        guard !name.isEmpty, name != "Default", name != "Automatic" else { return named(key, nil) }
        return named(key, name.prefix(1).lowercased() + name.dropFirst())
    }

    /// `key=value` for a visibility the code chose; nothing for `automatic`.
    static func named(_ key: String, _ visibility: Visibility) -> _SemanticsModifier {
        switch visibility {
        case .automatic: named(key, nil)
        case .visible: named(key, "visible")
        case .hidden: named(key, "hidden")
        }
    }
}
