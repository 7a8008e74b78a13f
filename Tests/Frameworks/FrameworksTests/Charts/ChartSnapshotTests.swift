import Charts
import Foundation
import SwiftUI
import Testing
import ViewSnapshotTesting

/// Charts as a reviewer reads them: bars, lines and a pie, in light and dark.
@MainActor
@Suite("Chart snapshots")
struct ChartSnapshotTests {
    struct Reading: Identifiable {
        let city: String
        let day: Int
        let temperature: Double
        var id: String { "\(city)-\(day)" }
    }

    static let readings: [Reading] = [
        ("Oslo", [4.0, 6, 9, 8, 11, 13, 12]),
        ("Lisbon", [17.0, 18, 18, 21, 22, 20, 24]),
    ].flatMap { city, temperatures in
        temperatures.enumerated().map { Reading(city: city, day: 4 + $0.offset, temperature: $0.element) }
    }

    var barChart: some View {
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Orders", 12))
            BarMark(x: .value("Day", "Tue"), y: .value("Orders", 19))
            BarMark(x: .value("Day", "Wed"), y: .value("Orders", 7.5))
            BarMark(x: .value("Day", "Thu"), y: .value("Orders", 15))
            BarMark(x: .value("Day", "Fri"), y: .value("Orders", 23))
            RuleMark(y: .value("Target", 18))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
        }
    }

    var lineChart: some View {
        Chart(Self.readings) { reading in
            LineMark(x: .value("Day", Date.may(reading.day), unit: .day), y: .value("Temperature", reading.temperature))
                .foregroundStyle(by: .value("City", reading.city))
                .symbol(by: .value("City", reading.city))
        }
        .chartYAxisLabel("°C")
    }

    var pieChart: some View {
        Chart {
            SectorMark(angle: .value("Visits", 45), innerRadius: .ratio(0.5), angularInset: 1)
                .foregroundStyle(by: .value("Source", "Search"))
            SectorMark(angle: .value("Visits", 30), innerRadius: .ratio(0.5), angularInset: 1)
                .foregroundStyle(by: .value("Source", "Direct"))
            SectorMark(angle: .value("Visits", 15), innerRadius: .ratio(0.5), angularInset: 1)
                .foregroundStyle(by: .value("Source", "Social"))
            SectorMark(angle: .value("Visits", 10), innerRadius: .ratio(0.5), angularInset: 1)
                .foregroundStyle(by: .value("Source", "Email"))
        }
    }

    @Test func barChart_light() {
        assertSnapshot(of: barChart, as: .component(width: 40))
    }

    @Test func barChart_dark() {
        assertSnapshot(of: barChart, as: .component(width: 40, colorScheme: .dark))
    }

    @Test func lineChart_light() {
        assertSnapshot(of: lineChart, as: .component(width: 48))
    }

    @Test func lineChart_dark() {
        assertSnapshot(of: lineChart, as: .component(width: 48, colorScheme: .dark))
    }

    @Test func pieChart_light() {
        assertSnapshot(of: pieChart.frame(height: 224), as: .component(width: 44))
    }

    @Test func pieChart_dark() {
        assertSnapshot(of: pieChart.frame(height: 224), as: .component(width: 44, colorScheme: .dark))
    }

    @Test("Stacked and grouped bars, with value annotations")
    func stackedAndGroupedBars() {
        let stacked = Chart {
            ForEach(["Q1", "Q2", "Q3"], id: \.self) { quarter in
                BarMark(x: .value("Quarter", quarter), y: .value("Revenue", quarter == "Q2" ? 6 : 4))
                    .foregroundStyle(by: .value("Region", "EU"))
                BarMark(x: .value("Quarter", quarter), y: .value("Revenue", quarter == "Q3" ? 5 : 3))
                    .foregroundStyle(by: .value("Region", "US"))
                    .annotation(position: .top) { Text(quarter == "Q3" ? "+25%" : "") }
            }
        }
        let grouped = Chart {
            ForEach(["Q1", "Q2", "Q3"], id: \.self) { quarter in
                BarMark(x: .value("Quarter", quarter), y: .value("Revenue", quarter == "Q2" ? 6 : 4))
                    .foregroundStyle(by: .value("Region", "EU"))
                    .position(by: .value("Region", "EU"))
                BarMark(x: .value("Quarter", quarter), y: .value("Revenue", quarter == "Q3" ? 5 : 3))
                    .foregroundStyle(by: .value("Region", "US"))
                    .position(by: .value("Region", "US"))
            }
        }
        .chartLegend(.hidden)
        assertSnapshot(of: VStack(spacing: 1) { stacked; grouped }, as: .component(width: 36))
    }

    @Test("A monitoring card: a line over its area by the hour, leading labels of the app's own")
    func monitoringCard() {
        let hours = (0..<24).map { hour in (Date.may(4, hour: hour), 30 + 25 * sin(Double(hour) / 4)) }
        let chart = Chart {
            ForEach(hours, id: \.0) { hour, load in
                AreaMark(x: .value("Time", hour), y: .value("Load", load))
                    .foregroundStyle(LinearGradient(colors: [Color.teal.opacity(0.3), .clear], startPoint: .top, endPoint: .bottom))
                LineMark(x: .value("Time", hour), y: .value("Load", load))
                    .foregroundStyle(.teal)
                    .interpolationMethod(.monotone)
            }
            RuleMark(y: .value("Limit", 80))
                .foregroundStyle(.gray.opacity(0.5))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [5, 3]))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 1, dash: [2, 3]))
                AxisTick()
                AxisValueLabel(format: .dateTime.hour(), collisionResolution: .disabled)
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: .automatic(desiredCount: 4)) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let load = value.as(Double.self) { Text("\(Int(load))%") }
                }
            }
        }
        .chartYScale(domain: 0...100)
        .frame(height: 160)
        assertSnapshot(of: chart, as: .component(width: 44))
    }

    @Test("Horizontal bars, with trailing annotations")
    func horizontalBars() {
        let languages = [("Swift", 48.0), ("Kotlin", 31), ("Dart", 12.5)]
        let chart = Chart {
            ForEach(languages, id: \.0) { name, share in
                BarMark(x: .value("Share", share), y: .value("Language", name))
                    .annotation(position: .trailing) { Text("\(share, specifier: "%.1f")%") }
            }
        }
        .chartXScale(domain: 0...60)
        .frame(height: 112)
        assertSnapshot(of: chart, as: .component(width: 40))
    }
}
