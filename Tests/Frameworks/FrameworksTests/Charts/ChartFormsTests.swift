import Charts
import Foundation
import SwiftUI
import Testing
import TextUI

/// Swift Charts' declarations as apps call them: each form compiles here as on iOS,
/// and draws. (Compiling is most of each test; each also checks what it drew.)
@MainActor
@Suite("Chart API forms")
struct ChartFormsTests {
    enum Status: String, Plottable {
        case active = "Active"
        case paused = "Paused"
    }

    /// A type of the app's own, plotted as the number it stands for.
    struct Celsius: Plottable {
        let degrees: Double
        var primitivePlottable: Double { degrees }
        init(_ degrees: Double) { self.degrees = degrees }
        init?(primitivePlottable: Double) { degrees = primitivePlottable }
    }

    struct Sample: Identifiable {
        let date: Date
        let name: String
        let low: Double
        let high: Double
        var id: String { name + "\(date.timeIntervalSinceReferenceDate)" }
    }

    /// Chart content of the app's own, with a body.
    struct Threshold: ChartContent {
        let value: Double
        var body: some ChartContent {
            RuleMark(y: .value("Threshold", value))
                .foregroundStyle(.red)
                .annotation(position: .top, alignment: .leading) { Text("limit") }
        }
    }

    func semantics(_ view: some View, width: Int = 40) -> [String] {
        ChartRendering.semantics(view, width: width)
    }

    @Test("Every mark's initializers")
    func markInitializers() {
        // Given a chart of every mark's every initializer
        // When it is drawn
        let label = "Count"
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value(label, 3), width: .ratio(0.5), height: .automatic, stacking: .standard)
            BarMark(x: .value("Day", "Tue"), yStart: .value("Low", 1), yEnd: .value("High", 4), width: .fixed(16))
            BarMark(xStart: .value("Start", 1), xEnd: .value("End", 2), y: .value("Row", "A"), height: 10)
            BarMark(x: .value("Day", "Wed"), yStart: 0, yEnd: 20, width: .inset(2), stacking: .unstacked)
            BarMark(xStart: nil, xEnd: 40, y: .value("Row", "B"), height: .automatic, stacking: .normalized)
            LineMark(x: .value("x", 1), y: .value("y", 2))
            LineMark(x: .value("x", 1), y: .value("y", 2), series: .value("Series", "a"))
            PointMark(x: .value("x", 1), y: .value("y", 2))
            PointMark(x: 10, y: .value("y", 2))
            PointMark(x: .value("x", 1), y: nil)
            AreaMark(x: .value("x", 1), y: .value("y", 2), stacking: .center)
            AreaMark(x: .value("x", 1), y: .value("y", 2), series: .value("Series", "a"), stacking: .standard)
            AreaMark(x: .value("x", 1), yStart: .value("Low", 1), yEnd: .value("High", 2))
            AreaMark(x: .value("x", 1), yStart: .value("Low", 1), yEnd: .value("High", 2), series: .value("Series", "a"))
            AreaMark(xStart: .value("Low", 1), xEnd: .value("High", 2), y: .value("y", 1))
            AreaMark(xStart: .value("Low", 1), xEnd: .value("High", 2), y: .value("y", 1), series: .value("Series", "a"))
            RuleMark(x: .value("x", 1))
            RuleMark(x: .value("x", 1), yStart: 0, yEnd: 10)
            RuleMark(y: .value("y", 1))
            RuleMark(xStart: 0, xEnd: 10, y: .value("y", 1))
            RuleMark(x: .value("x", 1), yStart: .value("Low", 1), yEnd: .value("High", 2))
            RuleMark(xStart: .value("Low", 1), xEnd: .value("High", 2), y: .value("y", 1))
            RuleMark(xStart: .value("Low", 1), xEnd: .value("High", 2))
            RuleMark(yStart: .value("Low", 1), yEnd: .value("High", 2))
            RectangleMark(x: .value("x", "A"), y: .value("y", "B"), width: .ratio(1), height: .ratio(1))
            RectangleMark(xStart: .value("x0", 1), xEnd: .value("x1", 2), yStart: .value("y0", 1), yEnd: .value("y1", 2))
            RectangleMark(xStart: .value("x0", 1), xEnd: .value("x1", 2))
            RectangleMark(yStart: .value("y0", 1), yEnd: .value("y1", 2))
            RectangleMark(x: .value("x", 1), width: 4)
            RectangleMark(x: .value("x", 1), yStart: .value("y0", 1), yEnd: .value("y1", 2))
            RectangleMark(y: .value("y", 1), height: 4)
            RectangleMark(xStart: .value("x0", 1), xEnd: .value("x1", 2), y: .value("y", 1))
            RectangleMark(xStart: 0, xEnd: 10, yStart: 0, yEnd: 10)
        }
        let lines = semantics(chart)
        // Then there is a line a mark, each naming the values it was given
        #expect(lines.count == 34)
        #expect(lines[1] == "  BarMark x=\"Mon\" y=3 color=blue")
        #expect(lines[2] == "  BarMark x=\"Tue\" yStart=1 yEnd=4 color=blue")
        #expect(lines[3] == "  BarMark xStart=1 xEnd=2 y=\"A\" color=blue")
    }

    @Test("Sectors, in a pie and a donut")
    func sectors() {
        // Given a pie of two sectors, the second with every option
        // When it is drawn
        let chart = Chart {
            SectorMark(angle: .value("Share", 2))
            SectorMark(angle: .value("Share", 1), innerRadius: .ratio(0.6), outerRadius: .inset(4), angularInset: 1.5)
                .cornerRadius(4)
        }
        // Then the second sector's share is a third
        #expect(semantics(chart)[2] == "  SectorMark angle=1 share=33% color=blue")
    }

    @Test("Labels and values of every plottable kind")
    func plottableValues() {
        // Given labels as texts, keys, substrings and resources, and values of an enum, a type of the app's own, floats, integers, decimals, dates and ranges
        // When the chart is drawn
        let name: Substring = "Name"
        let resource: LocalizedStringResource = "Visits"
        let chart = Chart {
            BarMark(x: .value(Text("Status"), Status.active), y: .value(name, Celsius(21)))
            BarMark(x: .value("Status", Status.paused), y: .value(resource, Float(2.5)))
            PointMark(x: .value("Day", Date.may(4), unit: .day, calendar: Calendar(identifier: .gregorian)), y: .value("Int8", Int8(3)))
            PointMark(x: .value(Text("Day"), Date.may(5), unit: .day), y: .value("CGFloat", CGFloat(4)))
            BarMark(x: .value("Bin", 0..<10), y: .value("Count", UInt(5)))
            BarMark(x: .value(Text("Bin"), 10..<20), y: .value(resource, Decimal(7)))
        }
        .chartLegend(.hidden)
        let lines = semantics(chart)
        // Then each value is written as the primitive it stands for
        #expect(lines[1] == "  BarMark x=\"Active\" y=21 color=blue")
        #expect(lines[2] == "  BarMark x=\"Paused\" y=2.5 color=blue")
        #expect(lines[3] == "  PointMark x=2026-05-04 y=3 color=blue")
        #expect(lines[5] == "  BarMark x=0..<10 y=5 color=blue")
        #expect(Status(primitivePlottable: "Paused") == .paused)
        #expect(Celsius(primitivePlottable: 3)?.degrees == 3)
    }

    @Test("Builders: ForEach, conditions, switches, declarations, content of the app's own")
    func builders() {
        // Given ForEach of each form, an if/else, an if, an if let with a switch, declarations, and content of the app's own
        // When the chart is drawn
        let samples = [Sample(date: .may(4), name: "a", low: 1, high: 3), Sample(date: .may(5), name: "b", low: 2, high: 5)]
        let showsRule = true
        let mode: Status? = .active
        let chart = Chart {
            ForEach(samples) { sample in
                let middle = (sample.low + sample.high) / 2
                if sample.name == "a" {
                    BarMark(x: .value("Day", sample.date, unit: .day), yStart: .value("Low", sample.low), yEnd: .value("High", sample.high))
                } else {
                    PointMark(x: .value("Day", sample.date, unit: .day), y: .value("Middle", middle))
                }
            }
            ForEach(0..<2) { index in
                PointMark(x: .value("Day", Date.may(6 + index)), y: .value("Middle", 2))
            }
            ForEach(samples, id: \.name) { sample in
                LineMark(x: .value("Day", sample.date), y: .value("High", sample.high))
            }
            if showsRule { Threshold(value: 4) }
            if let high = samples.last?.high {
                Plot {
                    LineMark(x: .value("Day", Date.may(6)), y: .value("High", high), series: .value("Period", "Late"))
                    AreaMark(x: .value("Day", Date.may(6)), yStart: .value("Low", 0), yEnd: .value("High", high), series: .value("Period", "Late"))
                }
            }
            if let mode {
                switch mode {
                case .active: RuleMark(y: .value("Active", 1))
                case .paused: RuleMark(y: .value("Paused", 1))
                }
            }
            AnyChartContent(PointMark(x: .value("Day", Date.may(4)), y: .value("y", 1)))
            AnyChartContent(erasing: PointMark(x: .value("Day", Date.may(5)), y: .value("y", 1)))
        }
        let lines = semantics(chart)
        // Then the marks of every branch taken are there
        #expect(lines.contains("  RuleMark y=4 color=red"))
        #expect(lines.contains("  Text \"limit\""))
        #expect(lines.contains("  RuleMark y=1 color=blue"))
        #expect(lines.filter { $0.hasPrefix("  PointMark") }.count == 5)
        #expect(lines.contains("  AreaMark x=2026-05-06T00:00:00Z yStart=0 yEnd=5 series=\"Late\" color=blue"))
        #expect(Chart(samples, id: \.name) { PointMark(x: .value("x", $0.low), y: .value("y", $0.high)) } is Chart<ForEach<[Sample], String, PointMark>>)
    }

    @Test("Mark modifiers")
    func markModifiers() {
        // Given marks with every modifier
        // When the chart is drawn
        let chart = Chart {
            LineMark(x: .value("x", 1), y: .value("y", 1))
                .foregroundStyle(.secondary)
                .symbol(.diamond)
                .symbolSize(30)
                .symbolSize(CGSize(width: 4, height: 4))
                .interpolationMethod(.catmullRom(alpha: 0.5))
                .lineStyle(StrokeStyle(lineWidth: 2, dash: [2]))
                .opacity(0.5)
                .accessibilityLabel("Reading")
                .accessibilityValue(Text("one"))
                .accessibilityIdentifier("reading.1")
                .zIndex(1)
                .offset(x: 1, y: 2)
                .offset(CGSize(width: 1, height: 1))
                .blur(radius: 1)
                .shadow(radius: 2)
                .alignsMarkStylesWithPlotArea()
            PointMark(x: .value("x", 2), y: .value("y", 2))
                .symbol { Circle().frame(width: 4, height: 4) }
                .symbol(by: .value("Kind", "b"))
                .symbolSize(by: .value("Size", 3))
                .lineStyle(by: .value("Kind", "b"))
                .accessibilityLabel(Text("Point"))
                .accessibilityValue("two")
                .accessibilityHidden(true)
            BarMark(x: .value("x", 3), y: .value("y", 3))
                .foregroundStyle(LinearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom))
                .cornerRadius(4, style: .circular)
                .position(by: .value("Group", "a"), axis: .horizontal, span: .ratio(0.8))
                .annotation(position: .overlay, alignment: .bottom, spacing: 2) { Text("three") }
                .annotation(position: .bottom, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) { Text("under") }
                .annotation { context in Text("\(Int(context.targetSize.width))") }
                .annotation(position: .topTrailing, overflowResolution: .automatic) { _ in EmptyView() }
        }
        let lines = semantics(chart)
        // Then each mark's line names what its modifiers set
        #expect(lines[1] == "  LineMark x=1 y=1 symbol=diamond color=secondary opacity=50% interpolation=catmullRom lineStyle=dashed label=\"Reading\" value=\"one\" identifier=\"reading.1\"")
        #expect(lines[2] == "  PointMark x=2 y=2 symbol=\"b\" color=blue label=\"Point\" value=\"two\" accessibility=hidden")
        #expect(lines[3] == "  BarMark x=3 y=3 position=\"a\" color=linearGradient(green→blue)")
        #expect(lines.contains("  Text \"three\"") && lines.contains("  Text \"under\""))
    }

    @Test("Axes: visibility, marks of every form, labels and titles")
    func axes() {
        // Given axes with every form of marks, values, labels and titles
        // When the chart is drawn
        let chart = Chart {
            BarMark(x: .value("Day", Date.may(4), unit: .day), y: .value("Steps", 4000))
            BarMark(x: .value("Day", Date.may(5), unit: .day), y: .value("Steps", 6500))
        }
        .chartXAxis(.visible)
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { value in
                AxisGridLine(centered: true, stroke: StrokeStyle(lineWidth: 0.5))
                AxisTick(centered: true, length: .label, stroke: StrokeStyle(lineWidth: 1))
                AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true, anchor: .top, multiLabelAlignment: .leading, collisionResolution: .greedy, offsetsMarks: false, orientation: .horizontal, horizontalSpacing: 2, verticalSpacing: 2)
                    .foregroundStyle(.primary)
                    .font(.caption)
            }
            AxisMarks(preset: .aligned, position: .top, values: [Date.may(4)], stroke: StrokeStyle(lineWidth: 1))
        }
        .chartYAxis {
            AxisMarks(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0)), preset: .extended, position: .trailing, values: .automatic(minimumStride: 1000.0, desiredCount: 3, roundLowerBound: true, roundUpperBound: true))
            AxisMarks(values: .stride(by: 2500.0)) {
                AxisGridLine()
                AxisValueLabel("steps")
            }
        }
        .chartXAxisLabel("Day", position: .bottom, alignment: .center, spacing: 4)
        .chartYAxisLabel(position: .top) { Text("Steps") }
        let rows = ChartRendering.rows(chart)
        // Then the titles, the day labels and the steps label are drawn
        #expect(rows.last == String(repeating: " ", count: 18) + "Day" + String(repeating: " ", count: 19))
        #expect(rows.contains { $0.contains("Mon") } && rows.contains { $0.contains("Tue") })
        #expect(rows.contains { $0.contains("steps") })
        #expect(ChartRendering.semantics(chart).last == "  Text \"Steps\"")

        let hidden = Chart { BarMark(x: .value("x", "a"), y: .value("y", 1)) }
            .chartXAxis(.hidden)
            .chartYAxis(.automatic)
            .chartYAxis {
                AxisMarks(format: FloatingPointFormatStyle<Double>.Percent(), values: [0.5, 1])
                AxisMarks { AxisValueLabel() }
                AnyAxisContent(AxisMarks(values: [0.25]))
                AnyAxisContent(erasing: AxisMarks(values: [0.75]))
            }
        #expect(ChartRendering.semantics(hidden).first == "Chart 40×12 x=\"x\" y=\"y\" xAxis=hidden")
    }

    @Test("Scales: domains, ranges, types, styles and symbols")
    func scales() {
        // Given every scale modifier, the style scale's last one picking pink for "a"
        // When the chart is drawn
        let chart = Chart {
            PointMark(x: .value("x", 5), y: .value("y", 50)).foregroundStyle(by: .value("Kind", "a")).symbol(by: .value("Kind", "a"))
        }
        .chartXScale(domain: 0...10)
        .chartXScale(domain: 0...10, range: .plotDimension(padding: 8))
        .chartXScale(range: .plotDimension(startPadding: 4, endPadding: 4), type: .linear)
        .chartXScale(type: .linear)
        .chartYScale(domain: .automatic(includesZero: false, reversed: false))
        .chartYScale(domain: 1...100, type: .log)
        .chartYScale(domain: 1..<100, range: .plotDimension, type: .log)
        .chartYScale(range: .plotDimension(padding: 0))
        .chartYScale(type: .squareRoot)
        .chartForegroundStyleScale(domain: ["a", "b"], range: [Color.red, Color.blue], type: .category)
        .chartForegroundStyleScale(domain: ["a", "b"])
        .chartForegroundStyleScale(range: [Color.orange, Color.mint])
        .chartForegroundStyleScale(["a": Color.purple])
        .chartForegroundStyleScale(mapping: { (kind: String) in kind == "a" ? Color.pink : Color.gray })
        .chartForegroundStyleScale(domain: ["a"], mapping: { (kind: String) in Color.indigo })
        .chartSymbolScale(domain: ["a"])
        .chartSymbolScale(["a": BasicChartSymbolShape.triangle])
        // Then the point is pink; and categories given as a domain are all on the axis
        #expect(semantics(chart)[1] == "  PointMark x=5 y=50 series=\"a\" symbol=\"a\" color=pink")

        let categories = Chart {
            BarMark(x: .value("Day", "Tue"), y: .value("Count", 1))
        }
        .chartXScale(domain: ["Mon", "Tue", "Wed"])
        #expect(ChartRendering.rows(categories).last!.split(separator: " ") == ["Mon", "Tue", "Wed"])
    }

    @Test("Legend, overlay, background, plot style, selection and scrolling")
    func chartModifiers() {
        // Given a legend at the trailing side, an overlay and a background asking the proxy, and selection and scrolling
        // When the chart is drawn
        @State var selectedDay: String? = nil
        @State var selectedRange: ClosedRange<Double>? = nil
        @State var selectedAngle: Int? = nil
        @State var scrollPosition = 0.0
        let chart = Chart {
            ForEach(0..<20) { index in
                BarMark(x: .value("Index", Double(index)), y: .value("Value", index % 5)).foregroundStyle(by: .value("Parity", index % 2 == 0 ? "even" : "odd"))
            }
        }
        .chartLegend(.visible)
        .chartLegend(position: .trailing, alignment: .center, spacing: 4)
        .chartOverlay(alignment: .topLeading) { proxy in
            Text(proxy.plotAreaSize.width > 0 ? "plot" : "none")
                .onTapGesture {}
                .accessibilityValue("\(proxy.value(at: CGPoint(x: 8, y: 8), as: (Double, Int).self).map { "\($0.0)" } ?? "-")")
        }
        .chartBackground { proxy in
            Color.clear.accessibilityIdentifier("background \(proxy.position(for: (x: 6.0, y: 2)) != nil) \(proxy.position(for: (x: 1.0, y: 2)) == nil)")
        }
        .chartPlotStyle { plot in plot.background(.gray.opacity(0.1)).border(.gray) }
        .chartXSelection(value: $selectedDay)
        .chartXSelection(range: $selectedRange)
        .chartYSelection(value: $selectedAngle)
        .chartAngleSelection(value: $selectedAngle)
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 10)
        .chartScrollPosition(initialX: 5.0)
        .chartScrollPosition(x: $scrollPosition)
        let render = ChartRendering.render(chart)
        // Then it says it scrolls, the overlay and background are drawn with the proxy's answers
        #expect(render.semantics.first == "Chart 40×12 x=\"Index\" y=\"Value\" scrolls=x")
        #expect(render.semantics.contains { $0.hasPrefix("  Text \"plot\"") })
        // (x = 6 is in the visible part, x = 1 before it)
        #expect(render.semantics.contains { $0.contains("#background true true") })
        // The picture starts where the scroll position says and shows 10 of the 20 values
        #expect(render.screen.contains { $0.contains("■ even") || $0.contains("█ even") })
        #expect(selectedDay == nil && selectedAngle == nil)
    }

    @Test("Screens built as a monitoring app builds them: cards of stacked areas over dates")
    func monitoringScreen() {
        // Given a group box around a chart of stacked areas, customized by a view modifier of the app's, with a scrubbing overlay
        // When it is drawn 44 columns wide
        var samples: [Sample] = []
        for hour in 0..<12 {
            samples.append(Sample(date: .may(4, hour: hour), name: "web", low: 0, high: 20))
            samples.append(Sample(date: .may(4, hour: hour), name: "db", low: 20, high: 20 + Double(hour)))
        }
        let chart = MonitoringCard(samples: samples, domain: ["web", "db"], showsGrid: true)
        let render = ChartRendering.render(chart.environment(\.locale, Locale(identifier: "en_US")), width: 44)
        // Then the areas, the card's title and no warning
        #expect(render.semantics.contains { $0.contains("AreaMark x=2026-05-04T00:00:00Z yStart=0 yEnd=20 series=\"web\"") })
        #expect(render.screen.contains { $0.contains("CPU") })
        #expect(render.warnings.isEmpty)
    }
}

/// A card as monitoring apps write them: a group box with a title, a chart of stacked
/// areas by container, axis marks at dates of the app's choosing, leading labels of its
/// own, and a scrubbing overlay.
private struct MonitoringCard: View {
    let samples: [ChartFormsTests.Sample]
    let domain: [String]
    let showsGrid: Bool
    @State private var scrubbed: Date?

    var dates: [Date] { [Date.may(4, hour: 2), Date.may(4, hour: 6), Date.may(4, hour: 10)] }

    var body: some View {
        GroupBox(label: Text("CPU").font(.headline)) {
            ZStack {
                chart
                    .padding(.top, 5)
                    .drawingGroup()
            }
            .modifier(CardCustomization(xAxisFormat: .dateTime.hour(), dates: dates))
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    scrubber(proxy: proxy, plotFrame: proxy.plotFrame.map { geometry[$0] } ?? .zero)
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text("CPU"))
        }
    }

    var chart: some View {
        Chart(samples) { sample in
            AreaMark(
                x: .value("Date", sample.date),
                yStart: .value("Start", sample.low),
                yEnd: .value("End", sample.high),
            )
            .foregroundStyle(by: .value("Container", sample.name))
            .interpolationMethod(.monotone)
        }
        .chartForegroundStyleScale(domain: domain, range: domain.map { _ in LinearGradient(colors: [Color.blue.opacity(0.6)], startPoint: .top, endPoint: .bottom) })
        .chartYAxis {
            AxisMarks(position: .leading, values: .automatic(desiredCount: 4)) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let load = value.as(Double.self) {
                        Text(String(format: "%.0f", load)).font(.caption2).padding(.trailing, 6)
                    }
                }
            }
        }
    }

    func scrubber(proxy: ChartProxy, plotFrame: CGRect) -> some View {
        ZStack(alignment: .topLeading) {
            if let scrubbed {
                let x = (proxy.position(forX: scrubbed) ?? 0) + plotFrame.origin.x
                Path { path in
                    path.move(to: CGPoint(x: x, y: plotFrame.minY))
                    path.addLine(to: CGPoint(x: x, y: plotFrame.maxY))
                }
                .stroke(Color.gray.opacity(0.5), style: StrokeStyle(lineWidth: 1, dash: [5]))
            }
            Rectangle()
                .fill(Color.clear)
                .contentShape(Rectangle())
                .gesture(DragGesture().onChanged { value in
                    scrubbed = proxy.value(atX: value.location.x - plotFrame.minX, as: Date.self)
                })
        }
    }
}

/// Chart modifiers shared by a screen's cards, reading a setting from the environment.
private struct CardCustomization: ViewModifier {
    @Environment(\.chartShowsGrid) private var showsGrid
    let xAxisFormat: Date.FormatStyle
    let dates: [Date]

    func body(content: Content) -> some View {
        content
            .chartXAxis {
                AxisMarks(values: dates) { _ in
                    if showsGrid {
                        AxisGridLine(stroke: StrokeStyle(lineWidth: 1, dash: [2, 3]))
                        AxisTick()
                    }
                    AxisValueLabel(format: xAxisFormat, collisionResolution: .disabled)
                        .font(.caption2)
                }
            }
            .chartLegend(.hidden)
            .frame(height: 160)
    }
}

private struct ChartShowsGridKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    fileprivate var chartShowsGrid: Bool {
        get { self[ChartShowsGridKey.self] }
        set { self[ChartShowsGridKey.self] = newValue }
    }
}
