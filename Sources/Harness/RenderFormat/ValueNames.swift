import Foundation

/// How a value made in code is written in a render: points as the shortest decimal,
/// components as hex, opacities as percents. UIKit's colors and TextUI's SwiftUI values
/// share it, so `Color(red:green:blue:)` and `UIColor(red:green:blue:alpha:)` read alike.
package enum ValueNames {
    /// `16`, `0.5`, `2.25`: no trailing `.0`, no exponent for screen-sized values.
    package static func points(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// `10%`, `5%`, `12.5%`.
    package static func percent(_ fraction: Double) -> String {
        points((fraction * 1000).rounded() / 10) + "%"
    }

    /// `#333844` for components from 0 to 1; components outside are clamped, as the
    /// device would.
    package static func hex(red: Double, green: Double, blue: Double) -> String {
        let digits = Array("0123456789ABCDEF")
        var name = "#"
        for component in [red, green, blue] {
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            name.append(digits[byte / 16])
            name.append(digits[byte % 16])
        }
        return name
    }

    /// A color name with its opacity, when it has one: `black 5%`.
    package static func color(_ name: String, opacity: Double) -> String {
        opacity >= 1 ? name : "\(name) \(percent(opacity))"
    }
}
