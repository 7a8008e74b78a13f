/// The characters of a box outline.
struct BoxStyle: Equatable {
    /// Line weight, from a border width in points: up to 1 pt light, up to 2 pt heavy,
    /// thicker double.
    enum Weight: Equatable {
        case light
        case heavy
        case double

        init(points: Double) {
            if points <= 1 { self = .light } else if points <= 2 { self = .heavy } else { self = .double }
        }
    }

    var topLeft: UInt32
    var topRight: UInt32
    var bottomLeft: UInt32
    var bottomRight: UInt32
    var horizontal: UInt32
    var vertical: UInt32

    init(topLeft: Unicode.Scalar, topRight: Unicode.Scalar, bottomLeft: Unicode.Scalar, bottomRight: Unicode.Scalar, horizontal: Unicode.Scalar, vertical: Unicode.Scalar) {
        self.topLeft = topLeft.value
        self.topRight = topRight.value
        self.bottomLeft = bottomLeft.value
        self.bottomRight = bottomRight.value
        self.horizontal = horizontal.value
        self.vertical = vertical.value
    }

    static func string(_ scalar: UInt32) -> String {
        String(Unicode.Scalar(scalar)!)
    }

    static func make(weight: Weight, rounded: Bool, dashed: Bool = false) -> BoxStyle {
        if dashed {
            // A dashed outline: dashed edges, the weight's corners.
            var style = make(weight: weight, rounded: rounded)
            switch weight {
            case .light: (style.horizontal, style.vertical) = (0x2504 /* ┄ */, 0x2506 /* ┆ */)
            case .heavy: (style.horizontal, style.vertical) = (0x2505 /* ┅ */, 0x2507 /* ┇ */)
            case .double: break
            }
            return style
        }
        return switch weight {
        case .light where rounded:
            BoxStyle(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
        case .light:
            BoxStyle(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
        case .heavy:
            BoxStyle(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")
        case .double:
            BoxStyle(topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
        }
    }

    /// The frame drawn around every screen.
    static let screen = make(weight: .light, rounded: false)
    /// Image placeholders.
    static let placeholder = make(weight: .light, rounded: false)
}
