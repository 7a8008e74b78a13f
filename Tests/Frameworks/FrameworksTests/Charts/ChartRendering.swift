import Charts
import Foundation
import SwiftUI
import TextUI

/// Renders charts for tests: the picture's rows without the frame, the semantics, and
/// the picture's colors.
@MainActor
enum ChartRendering {
    static func render(_ view: some View, width: Int = 40, dark: Bool = false, colors: Bool = false) -> TextRender {
        var renderer = ScreenRenderer(mode: .component(width: width)) { environment in
            if dark { environment.colorScheme = .dark }
        }
        renderer.paintsColors = colors
        return renderer.render(view)
    }

    /// The picture's rows, without the frame around them.
    static func rows(_ view: some View, width: Int = 40) -> [String] {
        render(view, width: width).screen.dropFirst().dropLast().map { String($0.dropFirst().dropLast()) }
    }

    static func semantics(_ view: some View, width: Int = 40) -> [String] {
        render(view, width: width).semantics
    }

    /// The rows of a column of the picture, top first.
    static func column(_ index: Int, of rows: [String]) -> [Character] {
        rows.map { Array($0)[index] }
    }
}

/// A day's sales, as the charts under test plot them.
struct Sale: Identifiable {
    let day: String
    let count: Double
    var id: String { day }
}

extension Date {
    /// Midnight UTC of a day in May 2026: dates that read the same in every render.
    static func may(_ day: Int, hour: Int = 0) -> Date {
        let components = DateComponents(year: 2026, month: 5, day: day, hour: hour)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: components)!
    }
}
