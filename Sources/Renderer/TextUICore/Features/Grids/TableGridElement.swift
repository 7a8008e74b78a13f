/// A `Grid`: rows of cells, each column as wide as its widest cell, each row as tall as
/// its tallest.
struct TableGridElement: Element {
    let columnGap: Int
    let rowGap: Int
    let alignment: Alignment

    /// The cells of each row: a `GridRow`'s children, or the row itself when it is a
    /// plain view spanning the grid.
    private func cells(of node: Node) -> [[Node]] {
        node.children.map { row in
            GridRowElement.isRow(row) ? Array(row.children) : [row]
        }
    }

    private func measure(_ node: Node) -> (columns: [Int], rows: [Int]) {
        let table = cells(of: node)
        let columnCount = table.map(\.count).max() ?? 0
        var columns = Array(repeating: 0, count: columnCount)
        var rows: [Int] = []
        for row in table {
            var height = 0
            for (index, cell) in row.enumerated() {
                let size = cell.sizeThatFits(.ideal)
                if row.count > 1 || columnCount == 1 { columns[index] = max(columns[index], size.width) }
                height = max(height, size.height)
            }
            rows.append(height)
        }
        return (columns, rows)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: Node) -> Size {
        let (columns, rows) = measure(node)
        return Size(
            width: columns.reduce(0, +) + columnGap * max(0, columns.count - 1),
            height: rows.reduce(0, +) + rowGap * max(0, rows.count - 1)
        )
    }

    func placeChildren(of node: Node, proposal: ProposedSize) {
        let (columns, rows) = measure(node)
        let frame = node.frame
        var y = frame.y
        for (rowIndex, row) in node.children.enumerated() {
            let height = rows[rowIndex]
            if GridRowElement.isRow(row) {
                row.frame = Rect(x: frame.x, y: y, width: frame.width, height: height)
                var x = frame.x
                for (index, cell) in row.children.enumerated() {
                    let width = columns[index]
                    let size = cell.sizeThatFits(ProposedSize(width: width, height: height))
                    cell.place(
                        at: (x + CellLayout.offset(size.width, in: width, horizontal: alignment.horizontal), y + CellLayout.offset(size.height, in: height, vertical: alignment.vertical)),
                        proposal: ProposedSize(width: width, height: height)
                    )
                    x += width + columnGap
                }
            } else {
                row.place(at: (frame.x, y), proposal: ProposedSize(width: frame.width, height: height))
            }
            y += height + rowGap
        }
    }

    var kind: String { "Grid" }
}
