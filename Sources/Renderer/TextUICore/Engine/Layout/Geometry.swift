import RenderContext
/// A size in cells.
struct Size: Hashable {
    var width: Int
    var height: Int

    static let zero = Size(width: 0, height: 0)

    func along(_ axis: Axis) -> Int { axis == .horizontal ? width : height }
}

/// What a parent offers a child, per axis: a number of cells, or nil for "your ideal
/// size". `CellLayout.unbounded` stands for infinity.
struct ProposedSize: Hashable {
    var width: Int?
    var height: Int?

    static let ideal = ProposedSize(width: nil, height: nil)

    func along(_ axis: Axis) -> Int? { axis == .horizontal ? width : height }

    func replacing(_ axis: Axis, with value: Int?) -> ProposedSize {
        var copy = self
        if axis == .horizontal { copy.width = value } else { copy.height = value }
        return copy
    }
}

/// A rectangle of cells on the screen.
struct Rect: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    var maxX: Int { x + width }
    var maxY: Int { y + height }

    func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }
}

enum CellLayout {
    /// Infinity, in cells: large enough for any screen, small enough never to overflow.
    static let unbounded = Device.unboundedCells

    /// Offset of a child of `length` in `space` for an alignment: start, middle (floored)
    /// or end.
    static func offset(_ length: Int, in space: Int, horizontal alignment: HorizontalAlignment) -> Int {
        switch alignment {
        case .leading: 0
        case .center: (space - length) / 2
        case .trailing: space - length
        }
    }

    static func offset(_ length: Int, in space: Int, vertical alignment: VerticalAlignment) -> Int {
        switch alignment {
        case .top, .firstTextBaseline: 0
        case .center: (space - length) / 2
        case .bottom, .lastTextBaseline: space - length
        }
    }
}
