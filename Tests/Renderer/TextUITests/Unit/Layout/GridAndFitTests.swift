import Testing
import TextUI

@MainActor
@Suite("Grids and ViewThatFits")
struct GridAndFitTests {
    @Test("ViewThatFits draws and names the first view that fits, else the last")
    func viewThatFits() {
        let view = ViewThatFits(in: .horizontal) {
            Text("Rick Sanchez of Earth C-137")
            Text("Rick Sanchez")
            Text("Rick")
        }

        #expect(Rendering.rows(view, width: 30) == ["Rick Sanchez of Earth C-137   "])
        #expect(Rendering.rows(view, width: 14) == ["Rick Sanchez  "])
        #expect(Rendering.rows(view, width: 3) == ["Ric", "k  "])
        #expect(Rendering.semantics(view, width: 14) == ["Text \"Rick Sanchez\""])
    }

    @Test("A lazy grid of flexible columns shares the width and fills rows in order")
    func flexibleColumns() {
        let view = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
            Text("a"); Text("b"); Text("c")
        }

        // Two columns of 9 around a one-column gap; cells centered in their column.
        #expect(Rendering.rows(view, width: 19) == ["    a         b    ", "    c              "])
    }

    @Test("Adaptive columns fit as many as their minimum allows")
    func adaptiveColumns() {
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))], spacing: 0) {
            ForEach(1...6, id: \.self) { Text("\($0)") }
        }

        // 40 pt is 5 columns: three fit in 17 cells with 1-cell gaps.
        #expect(Rendering.rows(view, width: 17).count == 2)
        #expect(Rendering.rows(view, width: 17).first?.filter(\.isNumber) == "123")
    }

    @Test("A grid's columns are as wide as their widest cell")
    func tableGrid() {
        let view = Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 0) {
            GridRow { Text("Name"); Text("Rick") }
            GridRow { Text("Species"); Text("Human") }
        }

        #expect(Rendering.rows(view) == ["Name    Rick ", "Species Human"])
    }

    @Test("A gauge shows its label and value over a bar of the fraction")
    func gauge() {
        let view = Gauge(value: 0.5) { Text("Fuel") } currentValueLabel: { Text("50%") }

        #expect(Rendering.rows(view, width: 10) == ["Fuel   50%", "━━━━━─────"])
        #expect(Rendering.semantics(view, width: 10).first == "Gauge value=\"50%\"")
    }
}
