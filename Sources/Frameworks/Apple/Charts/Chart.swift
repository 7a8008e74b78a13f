import Foundation
import SwiftUI
import TextUI

/// A chart of marks, drawn in the cells it is given: bars as blocks scaled to the axis
/// domain, lines and points plotted, axis labels and the legend as text. Its semantics
/// are a `Chart` line, then a line a mark with its values, series and color
/// (`BarMark x="Mon" y=3 color=blue`): a changed value is a one-line diff.
///
///     Chart(sales) { day in
///         BarMark(x: .value("Day", day.name), y: .value("Sales", day.count))
///     }
///
/// Like Swift Charts' chart it takes the space it is offered; offered none, it is
/// 320 × 200 points (40 × 12 cells on a phone's grid), as a chart in a `List` or a
/// `ScrollView` is unless a frame says otherwise.
public nonisolated struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration

    /// The size a chart takes when it is offered none.
    static var idealSize: CGSize { CGSize(width: 320, height: 200) }

    /// A chart of the marks the builder makes, individually or with `ForEach`.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// A chart of one mark (or more) for each element of the data.
    public init<Data, C>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == ForEach<Data, Data.Element.ID, C>, Data: RandomAccessCollection, C: ChartContent, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    public init<Data, ID, C>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == ForEach<Data, ID, C>, Data: RandomAccessCollection, ID: Hashable, C: ChartContent {
        self.content = ForEach(data, id: id, content: content)
    }

    @MainActor public var body: some View {
        var output = _ChartMarks()
        content._collectMarks(into: &output)
        let model = ChartModel(marks: output.marks, configuration: configuration, format: ValueFormat(environment: EnvironmentValues.rendering))
        return CellDrawing(kind: "Chart", idealSize: Self.idealSize, properties: model.properties, lines: model.lines) { canvas in
            ChartDrawing(model: model).draw(on: &canvas)
        }
        // The charts inside an overlay or a legend are not configured by this one.
        .environment(\.chartConfiguration, ChartConfiguration())
    }
}
