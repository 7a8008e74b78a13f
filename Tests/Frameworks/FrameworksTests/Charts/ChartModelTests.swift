@testable import Charts
import Foundation
import SwiftUI
import Testing
import TextUI

/// What a chart reads of its marks before it is drawn: series, stacks, extents.
@MainActor
@Suite("Chart model")
struct ChartModelTests {
    func model(configuration: ChartConfiguration = ChartConfiguration(), @ChartContentBuilder _ content: () -> some ChartContent) -> ChartModel {
        var output = _ChartMarks()
        content()._collectMarks(into: &output)
        return ChartModel(marks: output.marks, configuration: configuration, format: ValueFormat(environment: EnvironmentValues()))
    }

    @Test("Bars with the same category stack, in the order they are declared")
    func barsStack() {
        // Given two bars on Monday and one on Tuesday
        let chart = model {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3))
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 5))
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 2))
        }
        // Then Monday's second bar starts where its first ends, and Tuesday's from zero
        #expect(chart.spans[0]?.low == 0 && chart.spans[0]?.high == 3)
        #expect(chart.spans[1]?.low == 3 && chart.spans[1]?.high == 8)
        #expect(chart.spans[2]?.low == 0 && chart.spans[2]?.high == 2)
        #expect(chart.yExtent.upper == 8 && chart.yExtent.includesZero)
    }

    @Test("Negative bars stack down from zero, apart from the positive ones")
    func negativeBarsStackDown() {
        // Given a gain of 4 and two losses on Monday
        // When the chart reads its marks
        let chart = model {
            BarMark(x: .value("Day", "Mon"), y: .value("Net", 4))
            BarMark(x: .value("Day", "Mon"), y: .value("Net", -2))
            BarMark(x: .value("Day", "Mon"), y: .value("Net", -1))
        }
        // Then the losses stack down from zero, one under the other
        #expect(chart.spans[1]?.low == -2 && chart.spans[1]?.high == 0)
        #expect(chart.spans[2]?.low == -3 && chart.spans[2]?.high == -2)
        #expect(chart.yExtent.lower == -3)
    }

    @Test("Normalized stacks are fractions of their total; grouped and unstacked bars start at zero")
    func stackingMethods() {
        // Given bars stacked as fractions, bars grouped by shop, and an unstacked bar
        // When the chart reads its marks
        let normalized = model {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 1), stacking: .normalized)
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3), stacking: .normalized)
        }
        // Then a normalized bar is its share of the total, and grouped or unstacked bars start at zero
        #expect(normalized.spans[1]?.low == 0.25 && normalized.spans[1]?.high == 1)

        let grouped = model {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 1)).position(by: .value("Shop", "A"))
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3)).position(by: .value("Shop", "B"))
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 2), stacking: .unstacked)
        }
        #expect(grouped.spans[1]?.low == 0 && grouped.spans[1]?.high == 3)
        #expect(grouped.spans[2]?.low == 0 && grouped.spans[2]?.high == 2)
    }

    @Test("A bar goes along the axis of its number: categories on y make horizontal bars")
    func barOrientation() {
        // Given a bar with a category on y, one with it on x, and one between two values
        // When the chart reads its marks
        let chart = model {
            BarMark(x: .value("Count", 4), y: .value("Fruit", "Apples"))
            BarMark(x: .value("Fruit", "Pears"), y: .value("Count", 4))
            BarMark(x: .value("Day", 1), yStart: .value("Low", 2), yEnd: .value("High", 5))
        }
        // Then each goes along the axis of its number
        #expect(chart.spans[0]?.orientation == .horizontal)
        #expect(chart.spans[1]?.orientation == .vertical)
        #expect(chart.spans[2]?.orientation == .vertical && chart.spans[2]?.low == 2 && chart.spans[2]?.high == 5)
        #expect(chart.xExtent.kind == .numeric && chart.xExtent.includesZero)
    }

    @Test("Series are the values of foregroundStyle(by:), in order, with the palette's colors")
    func seriesAndPalette() {
        // Given marks colored by shop, the second shop first met second
        let chart = model {
            LineMark(x: .value("Day", 1), y: .value("Sales", 3)).foregroundStyle(by: .value("Shop", "North"))
            LineMark(x: .value("Day", 1), y: .value("Sales", 4)).foregroundStyle(by: .value("Shop", "South"))
            LineMark(x: .value("Day", 2), y: .value("Sales", 5)).foregroundStyle(by: .value("Shop", "North"))
        }
        // Then there are two series, blue then green, as Swift Charts colors them
        #expect(chart.series.map(\.name) == ["North", "South"])
        #expect(chart.series.map { $0.style._styleName } == ["blue", "green"])
        #expect(chart.style(of: chart.marks[2])._styleName == "blue")
    }

    @Test("A foreground style scale sets the series' order and styles")
    func foregroundScale() {
        // Given a scale that lists the south first, in red then purple
        // When the chart reads marks of the north and the south
        var configuration = ChartConfiguration()
        configuration.foregroundScale.domain = [.category("South"), .category("North")]
        configuration.foregroundScale.styles = [Color.red, Color.purple]
        let chart = model(configuration: configuration) {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3)).foregroundStyle(by: .value("Shop", "North"))
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3)).foregroundStyle(by: .value("Shop", "South"))
        }
        // Then the series follow the scale, and the north is purple, in the second pattern
        #expect(chart.series.map(\.name) == ["South", "North"])
        #expect(chart.style(of: chart.marks[0])._styleName == "purple")
        #expect(chart.fillGlyph(of: chart.marks[0], index: 0) == "▓")
    }

    @Test("Categories are in the order they are first met")
    func categoryOrder() {
        // Given points on Wednesday, Monday, Wednesday again and Tuesday
        // When the chart reads its marks
        let chart = model {
            ForEach(["Wed", "Mon", "Wed", "Tue"], id: \.self) { day in
                PointMark(x: .value("Day", day), y: .value("Count", 1))
            }
        }
        // Then the days are in the order first met, and points put no zero on y
        #expect(chart.xExtent.categories == ["Wed", "Mon", "Tue"])
        #expect(!chart.yExtent.includesZero)
    }

    @Test("A sector's share is its value over the sum of all")
    func sectorShares() {
        // Given sectors of 1 and 3
        // When the chart reads its marks
        let chart = model {
            SectorMark(angle: .value("Count", 1))
            SectorMark(angle: .value("Count", 3))
        }
        // Then it is a pie, a quarter and three quarters
        #expect(chart.isPie)
        #expect(chart.shares == [0: 0.25, 1: 0.75])
    }

    @Test("A date binned to a unit reaches the end of its unit")
    func dateUnits() {
        // Given a bar for the whole of 4 May
        // When the chart reads its marks
        let chart = model {
            BarMark(x: .value("Day", Date.may(4), unit: .day), y: .value("Steps", 3))
        }
        // Then the x axis is of dates, reaching the start of 5 May
        #expect(chart.xExtent.kind == .date)
        #expect(chart.xExtent.upper == Date.may(5).timeIntervalSinceReferenceDate)
    }
}
