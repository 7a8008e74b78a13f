import Charts
import Foundation
import SwiftUI
import Testing
import TextUI

/// What a chart draws: bars that follow their values, axes from the data, a legend,
/// colors named in the semantics, and a picture that changes only where data does.
@MainActor
@Suite("Chart drawing")
struct ChartDrawingTests {
    let week = [Sale(day: "Mon", count: 2), Sale(day: "Tue", count: 4), Sale(day: "Wed", count: 6)]

    func bars(_ sales: [Sale]) -> some View {
        Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.count))
        }
        .chartYScale(domain: 0...6)
    }

    /// The height of a bar, in rows: a whole block is 1, an eighth block its eighths.
    func height(at column: Int, of rows: [String]) -> Double {
        let eighths: [Character: Double] = ["▁": 1, "▂": 2, "▃": 3, "▄": 4, "▅": 5, "▆": 6, "▇": 7, "█": 8, "▓": 8, "▒": 8]
        return ChartRendering.column(column, of: rows).reduce(0) { $0 + (eighths[$1] ?? 0) / 8 }
    }

    /// The column of a label's middle character in the last row.
    func center(of label: String, in rows: [String]) -> Int {
        let row = rows.last { $0.contains(label) }!
        let start = row.distance(from: row.startIndex, to: row.range(of: label)!.lowerBound)
        return start + label.count / 2
    }

    // MARK: - Bars follow their values

    @Test("Three bars are drawn with heights that follow their values")
    func barHeightsFollowValues() {
        // Given three days of sales, 2, 4 and 6, on an axis from 0 to 6
        // When the chart is drawn 40 columns wide, 12 rows tall (10 above the axis)
        let rows = ChartRendering.rows(bars(week))
        #expect(rows.count == 12)
        // Then each bar is as many rows tall as its share of the axis: 10 rows for 6
        for sale in week {
            let measured = height(at: center(of: sale.day, in: rows), of: rows)
            #expect(abs(measured - sale.count / 6 * 10) <= 1.0 / 16, "\(sale.day): \(measured) rows")
        }
    }

    @Test("Changing one value changes that bar's columns and its semantics line, nothing else")
    func oneValueOneDiff() {
        // Given the week, and the same week with Tuesday at 5
        let before = ChartRendering.render(bars(week))
        let changed = [week[0], Sale(day: "Tue", count: 5), week[2]]
        let after = ChartRendering.render(bars(changed))
        // Then exactly one semantics line differs: Tuesday's
        let differing = zip(before.semantics, after.semantics).filter { $0 != $1 }
        #expect(differing.count == 1)
        #expect(differing.first?.0 == "  BarMark x=\"Tue\" y=4 color=blue")
        #expect(differing.first?.1 == "  BarMark x=\"Tue\" y=5 color=blue")
        // And the picture differs only in Tuesday's columns, where the bar grew
        let beforeRows = before.screen.map { Array($0) }, afterRows = after.screen.map { Array($0) }
        let columns = Set(zip(beforeRows, afterRows).flatMap { old, new in old.indices.filter { old[$0] != new[$0] } })
        let tuesday = center(of: "Tue", in: ChartRendering.rows(bars(week))) + 1
        #expect(!columns.isEmpty)
        #expect(columns.allSatisfy { abs($0 - tuesday) <= 4 }, "\(columns.sorted())")
        #expect(height(at: tuesday - 1, of: ChartRendering.rows(bars(changed))) > height(at: tuesday - 1, of: ChartRendering.rows(bars(week))))
    }

    @Test("An automatic y axis starts at zero and ends on a whole step above the tallest bar")
    func automaticDomainIncludesZero() {
        // Given bars of 30 and 37, with no domain given
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 30))
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 37))
        }
        let rows = ChartRendering.rows(chart)
        // Then the labels run from 0 on the axis line up to 40 on the top row
        #expect(rows[0].hasSuffix(" 40"))
        #expect(rows[10].hasPrefix("─") && rows[10].hasSuffix("─ 0 "))
        // And 37 of 40 is a bar 9¼ rows tall
        #expect(abs(height(at: center(of: "Tue", in: rows), of: rows) - 37.0 / 40 * 10) <= 1.0 / 16)
    }

    @Test("Negative bars hang below the zero line")
    func negativeBars() {
        // Given a gain of 4 in January and a loss of 4 in February, on an axis from -4 to 4
        // When the chart is drawn
        let chart = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Net", 4))
            BarMark(x: .value("Month", "Feb"), y: .value("Net", -4))
        }
        .chartYScale(domain: -4...4)
        let rows = ChartRendering.rows(chart)
        let jan = ChartRendering.column(center(of: "Jan", in: rows), of: rows)
        let feb = ChartRendering.column(center(of: "Feb", in: rows), of: rows)
        // Then January fills the upper half of the plot and February the lower
        #expect(jan.prefix(5).allSatisfy { $0 == "█" } && !jan[6...9].contains("█"))
        #expect(!feb.prefix(5).contains("█") && feb[5...9].allSatisfy { $0 == "█" })
    }

    // MARK: - Stacks and series

    @Test("Bars with the same category stack, each series in its own pattern and color")
    func stackedBars() {
        // Given 2 from the north and 4 from the south on Monday, on an axis to 6
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 2)).foregroundStyle(by: .value("Shop", "North"))
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 4)).foregroundStyle(by: .value("Shop", "South"))
        }
        .chartYScale(domain: 0...6)
        .chartLegend(.hidden)
        let render = ChartRendering.render(chart, colors: true)
        let rows = render.screen.dropFirst().dropLast().map { String($0.dropFirst().dropLast()) }
        let column = center(of: "Mon", in: rows)
        // Then the column is 3⅓ rows of █ under 6⅔ rows of ▓: the north's under the south's
        #expect(String(ChartRendering.column(column, of: rows).prefix(10)) == "▓▓▓▓▓▓▃███")
        // And the shared cell shows the north's blue over the south's green
        let shared = render.colors!.runs.first { $0.line == 3 + 6 && $0.column <= column + 1 && column + 1 < $0.column + $0.length }
        #expect(shared?.foreground == "#007AFF" && shared?.background == "#34C759")
        #expect(render.semantics.contains("  BarMark x=\"Mon\" y=4 series=\"South\" color=green"))
    }

    @Test("Grouped bars stand side by side, each from zero")
    func groupedBars() {
        // Given 3 from the north and 6 from the south on Monday, positioned by shop
        // When the chart is drawn
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3)).position(by: .value("Shop", "North")).foregroundStyle(by: .value("Shop", "North"))
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 6)).position(by: .value("Shop", "South")).foregroundStyle(by: .value("Shop", "South"))
        }
        .chartYScale(domain: 0...6)
        let rows = ChartRendering.rows(chart)
        // Then the north's bar comes first, the south's after it, twice as tall
        let bottom = Array(rows[rows.count - 4])
        let north = bottom.firstIndex(of: "█")!, south = bottom.firstIndex(of: "▓")!
        #expect(north < south && !bottom[south...].contains("█"))
        #expect(abs(height(at: south, of: rows) - 2 * height(at: north, of: rows)) <= 1.0 / 8)
    }

    @Test("The legend lists each series with its glyph; colors are named on each mark's line")
    func legendAndColors() {
        // Given two hosts' lines colored by host and a red rule
        // When the chart is drawn
        let chart = Chart {
            LineMark(x: .value("Hour", 0), y: .value("Load", 1)).foregroundStyle(by: .value("Host", "alpha"))
            LineMark(x: .value("Hour", 0), y: .value("Load", 2)).foregroundStyle(by: .value("Host", "beta"))
            RuleMark(y: .value("Limit", 3)).foregroundStyle(.red)
        }
        let render = ChartRendering.render(chart)
        // Then the legend names each host, and each mark's line its series and color
        #expect(render.screen.contains { $0.contains("■ alpha  ■ beta") })
        #expect(render.semantics == [
            "Chart 40×12 x=\"Hour\" y=\"Load\"",
            "  LineMark x=0 y=1 series=\"alpha\" color=blue",
            "  LineMark x=0 y=2 series=\"beta\" color=green",
            "  RuleMark y=3 color=red",
        ])
    }

    @Test("A foreground style scale picks the series' styles, and the legend follows it")
    func foregroundStyleScale() {
        // Given two shops, with a scale that lists the south first, in orange
        // When the chart is drawn
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 2)).foregroundStyle(by: .value("Shop", "North"))
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3)).foregroundStyle(by: .value("Shop", "South"))
        }
        .chartForegroundStyleScale(["South": Color.orange, "North": Color.purple])
        let render = ChartRendering.render(chart)
        // Then the legend and the colors follow the scale, not the order of the marks
        #expect(render.screen.contains { $0.contains("█ South  ▓ North") })
        #expect(render.semantics.contains("  BarMark x=\"Mon\" y=2 series=\"North\" color=purple"))
    }

    // MARK: - Axes

    @Test("A categorical axis labels each category at its band, in the order given")
    func categoricalAxis() {
        // Given three names that are not in alphabetical order
        // When the chart is drawn
        let chart = Chart {
            ForEach(["Zeta", "Alpha", "Mu"], id: \.self) { name in
                BarMark(x: .value("Name", name), y: .value("Count", 1))
            }
        }
        let labels = ChartRendering.rows(chart).last!
        let zeta = labels.range(of: "Zeta")!.lowerBound, alpha = labels.range(of: "Alpha")!.lowerBound, mu = labels.range(of: "Mu")!.lowerBound
        // Then the labels are in the order the data gave them
        #expect(zeta < alpha && alpha < mu)
    }

    @Test("A numeric x axis marks nice values with ticks on the axis line")
    func numericAxis() {
        // Given points at x = 0, 3, 7 and 9
        // When the chart is drawn 40 columns wide
        let chart = Chart {
            ForEach([0.0, 3, 7, 9], id: \.self) { x in
                PointMark(x: .value("x", x), y: .value("y", x))
            }
        }
        let rows = ChartRendering.rows(chart)
        // Then 0 to 9 is marked every 2.5, each label under its tick (or the point there)
        let labels = rows[rows.count - 1]
        #expect(labels.split(separator: " ") == ["0", "2.5", "5", "7.5", "10"])
        let axis = Array(rows[rows.count - 2])
        for label in ["2.5", "5", "7.5", "10"] {
            let column = labels.distance(from: labels.startIndex, to: labels.range(of: " \(label)")!.lowerBound) + 1 + (label.count - 1) / 2
            #expect(axis[column] == "┬", "\(label)")
        }
        #expect(axis[0] == "●")
    }

    @Test("A date axis labels whole days in the render's locale and time zone")
    func dateAxis() {
        // Given a week of daily steps, binned to days, from Monday 4 May
        let chart = Chart {
            ForEach(4..<11) { day in
                BarMark(x: .value("Day", Date.may(day), unit: .day), y: .value("Steps", day))
            }
        }
        // When drawn in English and in Spanish
        let english = ChartRendering.rows(chart).last!
        let spanish = ChartRendering.rows(chart.environment(\.locale, Locale(identifier: "es"))).last!
        // Then the labels are the days, written for each reader
        #expect(english.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") == "May 4 May 6 May 8 May 10")
        #expect(spanish.contains("4 may"))
        // And the semantics write the days the same for both, to the day
        #expect(ChartRendering.semantics(chart)[1] == "  BarMark x=2026-05-04 y=4 color=blue")
    }

    @Test("Axis marks with values, a format and labels of the app's own")
    func customAxisMarks() {
        // Given a day of CPU readings, an x mark at 6 AM only, and y labels of the app's own as percents
        // When the chart is drawn
        let chart = Chart {
            LineMark(x: .value("Hour", Date.may(4, hour: 0)), y: .value("CPU", 0.5))
            LineMark(x: .value("Hour", Date.may(4, hour: 12)), y: .value("CPU", 0.75))
        }
        .chartXAxis {
            AxisMarks(values: [Date.may(4, hour: 6)]) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.hour())
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: [0, 0.5, 1]) { value in
                AxisValueLabel {
                    if let fraction = value.as(Double.self) { Text("\(Int(fraction * 100))%") }
                }
            }
        }
        .chartYScale(domain: 0...1)
        let rows = ChartRendering.rows(chart)
        // Then the y labels are the app's, on the leading side, and the one x label is 6 AM
        #expect(rows[0].hasPrefix("100%"))
        #expect(rows.contains { $0.hasPrefix(" 50%") })
        // (ICU puts a narrow no-break space before AM.)
        #expect(rows.last!.trimmingCharacters(in: .whitespaces) == "6\u{202F}AM")
        #expect(rows.dropLast(2).contains { $0.contains("┊") })
    }

    @Test("Hidden axes and legend take no room, and the semantics say they are hidden")
    func hiddenAxesAndLegend() {
        // Given a chart whose axes and legend are hidden
        // When it is drawn
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 2)).foregroundStyle(by: .value("Shop", "North"))
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartLegend(.hidden)
        let render = ChartRendering.render(chart)
        let rows = render.screen.dropFirst().dropLast().map { String($0.dropFirst().dropLast()) }
        // Then the semantics say what is hidden, and no label, legend or axis line is drawn
        #expect(render.semantics.first == "Chart 40×12 x=\"Day\" y=\"Sales\" xAxis=hidden yAxis=hidden legend=hidden")
        #expect(!rows.contains { $0.contains("Mon") || $0.contains("North") || $0.contains("─") || $0.contains("2") })
        // The bar reaches the bottom row, the whole plot being its height
        #expect(rows.last!.contains("█") && rows.first!.contains("█"))
    }

    @Test("Legends go where chartLegend(position:) says")
    func legendPosition() {
        // Given a legend asked for at the top
        // When the chart is drawn
        let top = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 2)).foregroundStyle(by: .value("Shop", "North"))
        }
        .chartLegend(position: .top)
        // Then the legend is the first row
        #expect(ChartRendering.rows(top).first == "█ North" + String(repeating: " ", count: 33))
    }

    // MARK: - Lines, points, rules, areas

    @Test("A line climbs with its values, one level a column")
    func risingLine() {
        // Given a line through 0, 2, 4, 6 and 8, with no y axis
        // When it is drawn
        let chart = Chart {
            ForEach(0..<5) { x in
                LineMark(x: .value("x", x), y: .value("y", x * 2))
            }
        }
        .chartYAxis(.hidden)
        let rows = ChartRendering.rows(chart)
        // Then each column's line cell is at or above the one before it
        let levels = (0..<40).compactMap { column in rows.dropLast(2).firstIndex { "─╭╯│".contains(Array($0)[column]) } }
        #expect(levels.count == 40)
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(levels.first! > levels.last!)
    }

    @Test("Points are drawn with their symbols, and a rule across at its value")
    func pointsAndRules() {
        // Given a square point at 2, a round one at 4, and a dashed rule at 3
        // When the chart is drawn
        let chart = Chart {
            PointMark(x: .value("x", 1), y: .value("y", 2)).symbol(.square)
            PointMark(x: .value("x", 2), y: .value("y", 4))
            RuleMark(y: .value("Goal", 3)).lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
        }
        let rows = ChartRendering.rows(chart)
        // Then each symbol is drawn once, and the rule between the two points
        #expect(rows.joined().filter { $0 == "■" }.count == 1)
        #expect(rows.joined().filter { $0 == "●" }.count == 1)
        let rule = rows.first { $0.contains("╌╌╌╌") }
        #expect(rule != nil)
        // The rule is below the point at 4 and above the one at 2
        #expect(rows.firstIndex { $0.contains("●") }! < rows.firstIndex { $0 == rule }!)
        #expect(rows.firstIndex { $0.contains("■") }! > rows.firstIndex { $0 == rule }!)
    }

    @Test("An area under a see-through style is drawn in ░, under its line")
    func areaUnderLine() {
        // Given an area at 3 in a see-through blue, under a line at 3, on an axis to 6
        // When the chart is drawn
        let chart = Chart {
            ForEach(0..<4) { x in
                AreaMark(x: .value("x", x), y: .value("y", 3)).foregroundStyle(Color.blue.opacity(0.2))
                LineMark(x: .value("x", x), y: .value("y", 3))
            }
        }
        .chartYScale(domain: 0...6)
        let rows = ChartRendering.rows(chart)
        // Then 3 of 6 is the fifth of 10 rows: the line there, the area in the 4 under it
        #expect(rows[5].hasPrefix(String(repeating: "─", count: 37)))
        #expect(rows[6...9].allSatisfy { $0.hasPrefix(String(repeating: "░", count: 37)) })
        #expect(!rows[0...4].contains { $0.contains("░") })
    }

    @Test("Horizontal bars run along x from a category on y")
    func horizontalBars() {
        // Given 10 apples and 5 pears, with the fruit on y
        // When the chart is drawn
        let chart = Chart {
            BarMark(x: .value("Count", 10), y: .value("Fruit", "Apples"))
            BarMark(x: .value("Count", 5), y: .value("Fruit", "Pears"))
        }
        .chartXScale(domain: 0...10)
        let rows = ChartRendering.rows(chart)
        let apples = rows.first { $0.contains("Apples") }!, pears = rows.first { $0.contains("Pears") }!
        let applesLength = apples.filter { $0 == "█" }.count, pearsLength = pears.filter { $0 == "█" }.count
        // Then the pears' bar is half the apples'
        #expect(applesLength > 0 && abs(Double(pearsLength) - Double(applesLength) / 2) <= 1)
    }

    // MARK: - Pies

    @Test("Sectors make a pie whose slices are their shares, each named with it in the legend")
    func pie() {
        // Given 3 apples and 1 pear as sectors
        // When the chart is drawn
        let chart = Chart {
            SectorMark(angle: .value("Count", 3)).foregroundStyle(by: .value("Fruit", "Apples"))
            SectorMark(angle: .value("Count", 1)).foregroundStyle(by: .value("Fruit", "Pears"))
        }
        let render = ChartRendering.render(chart)
        // Then the shares are named, and the slices' cells are about 3 to 1
        #expect(render.semantics.contains("  SectorMark angle=3 share=75% series=\"Apples\" color=blue"))
        #expect(render.screen.contains { $0.contains("█ Apples 75%  ▓ Pears 25%") })
        let picture = render.screen.dropLast(2).joined()
        let apples = Double(picture.filter { $0 == "█" }.count), pears = Double(picture.filter { $0 == "▓" }.count)
        #expect(abs(apples / (apples + pears) - 0.75) < 0.05)
    }

    @Test("A donut leaves its middle empty")
    func donut() {
        // Given one sector with an inner radius of 60 %
        // When the chart is drawn
        let chart = Chart {
            SectorMark(angle: .value("Count", 1), innerRadius: .ratio(0.6))
        }
        let rows = ChartRendering.rows(chart)
        let middle = Array(rows[rows.count / 2])
        // Then the middle is empty and the ring is drawn
        #expect(middle[middle.count / 2] == " ")
        #expect(middle.contains("█"))
    }

    // MARK: - Size, schemes, annotations, overlays

    @Test("A chart fills the frame it is given, and is 12 rows tall when given no height")
    func fillsItsFrame() {
        // Given the week's bars
        // When the chart is drawn 30 columns wide, with no frame and in a frame 96 points tall
        let chart = bars(week)
        // Then it is 12 rows tall with no frame, and 6 in the frame
        #expect(ChartRendering.semantics(chart, width: 30).first == "Chart 30×12 x=\"Day\" y=\"Sales\"")
        #expect(ChartRendering.semantics(chart.frame(height: 96), width: 30).first == "Chart 30×6 x=\"Day\" y=\"Sales\"")
        #expect(ChartRendering.rows(chart.frame(height: 96), width: 30).count == 6)
    }

    @Test("Light and dark both paint the bars in the scheme's blue")
    func schemes() {
        // Given the week's bars
        // When they are drawn in light and in dark
        let light = ChartRendering.render(bars(week), colors: true)
        let dark = ChartRendering.render(bars(week), dark: true, colors: true)
        // Then the text is the same, and the blue is each scheme's
        #expect(light.text.replacingOccurrences(of: " · dark", with: "") == dark.text.replacingOccurrences(of: " · dark", with: ""))
        #expect(light.colors!.runs.contains { $0.foreground == "#007AFF" })
        #expect(dark.colors!.runs.contains { $0.foreground == "#0A84FF" })
        #expect(!dark.colors!.runs.contains { $0.foreground == "#007AFF" })
    }

    @Test("An annotation sits above its bar, and its view is in the semantics")
    func annotations() {
        // Given a bar of 3 on an axis to 6, annotated on top
        // When the chart is drawn
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3))
                .annotation(position: .top) { Text("three") }
        }
        .chartYScale(domain: 0...6)
        let render = ChartRendering.render(chart)
        let rows = render.screen.dropFirst().dropLast().map { String($0.dropFirst().dropLast()) }
        let label = rows.firstIndex { $0.contains("three") }!
        let top = rows.firstIndex { $0.contains("█") }!
        // Then the annotation is on the row above the bar, and its text in the semantics
        #expect(label == top - 1)
        #expect(render.semantics.last == "  Text \"three\"")
    }

    @Test("An overlay's proxy answers from the drawn plot")
    func overlayProxy() {
        // Given an overlay that asks the proxy where Tuesday and 6 are, and the plot's frame
        let chart = bars(week).chartOverlay { proxy in
            GeometryReader { geometry in
                let tuesday = proxy.position(forX: "Tue").map { Int($0 / 8) } ?? -1
                let six = proxy.position(forY: 6.0).map { Int($0 / 16) } ?? -1
                let plot = proxy.plotFrame.map { geometry[$0] } ?? .zero
                let day = proxy.value(atX: CGFloat(tuesday) * 8, as: String.self) ?? "none"
                Text("\(tuesday) \(six) \(Int(plot.width))×\(Int(plot.height)) \(day)")
            }
        }
        // Then it is told Tuesday's column and the top row, on a plot 38 columns wide
        // (the labels take 2) and 11 rows tall (with the axis line)
        let semantics = ChartRendering.semantics(chart)
        #expect(semantics.contains("  Text \"19 0 304×176 Tue\""), "\(semantics)")
    }

    @Test("Rendering is deterministic")
    func deterministic() {
        // Given the week's bars
        // When they are drawn twice
        let first = ChartRendering.render(bars(week), colors: true)
        let second = ChartRendering.render(bars(week), colors: true)
        // Then the renders are byte for byte the same, colors included
        #expect(first == second)
    }
}

