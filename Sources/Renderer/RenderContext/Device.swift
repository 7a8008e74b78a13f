/// A screen to render on: its size in points and the size of one text cell.
///
/// Every length in a render is converted from points to whole cells once, by one rule:
/// **the nearest whole number of cells, halves rounding down**. With the default
/// 8 × 16 pt cell, widths use 8 pt per column and heights 16 pt per row:
///
/// | points | 2 | 4 | 8 | 12 | 16 | 20 | 24 | 32 | 48 | 56 | 150 |
/// |---|---|---|---|---|---|---|---|---|---|---|---|
/// | columns | 0 | 0 | 1 | 1 | 2 | 2 | 3 | 4 | 6 | 7 | 19 |
/// | rows | 0 | 0 | 0 | 1 | 1 | 1 | 1 | 2 | 3 | 3 | 9 |
///
/// The screen itself keeps whole cells only: 428 × 926 pt is 53 × 57 cells.
public struct Device: Sendable, Hashable {
    public var name: String
    public var widthPoints: Double
    public var heightPoints: Double
    public var pointsPerColumn: Double
    public var pointsPerRow: Double

    public init(
        name: String,
        widthPoints: Double,
        heightPoints: Double,
        pointsPerColumn: Double = 8,
        pointsPerRow: Double = 16
    ) {
        self.name = name
        self.widthPoints = widthPoints
        self.heightPoints = heightPoints
        self.pointsPerColumn = pointsPerColumn
        self.pointsPerRow = pointsPerRow
    }

    /// Columns of the screen (whole cells that fit).
    public var columns: Int { Int((widthPoints / pointsPerColumn).rounded(.down)) }
    /// Rows of the screen (whole cells that fit).
    public var rows: Int { Int((heightPoints / pointsPerRow).rounded(.down)) }

    /// Columns for a horizontal length, by the table above.
    public func columns(forPoints points: Double) -> Int {
        Self.cells(points, per: pointsPerColumn)
    }

    /// Rows for a vertical length, by the table above.
    public func rows(forPoints points: Double) -> Int {
        Self.cells(points, per: pointsPerRow)
    }

    /// `iPhone 13 Pro Max 53×57 (8×16 pt)`, as the render's header prints it.
    public var summary: String {
        "\(name) \(columns)×\(rows) (\(cellSummary))"
    }

    /// `8×16 pt`: the points in one cell, which every length is converted by.
    public var cellSummary: String {
        "\(Self.format(pointsPerColumn))×\(Self.format(pointsPerRow)) pt"
    }

    /// Infinity, in cells: large enough for any screen, small enough never to overflow.
    package static let unboundedCells = 1 << 30

    package static func cells(_ points: Double, per cell: Double) -> Int {
        guard points > 0 else { return 0 }
        guard points.isFinite else { return unboundedCells }
        return Int((points / cell - 0.5).rounded(.up))
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension Device {
    /// The default device of `.device` snapshots: 428 × 926 pt, 53 × 57 cells.
    public static let iPhone13ProMax = Device(name: "iPhone 13 Pro Max", widthPoints: 428, heightPoints: 926)
    /// A small phone: 375 × 667 pt, 46 × 41 cells.
    public static let iPhoneSE = Device(name: "iPhone SE", widthPoints: 375, heightPoints: 667)
    /// A large phone: 440 × 956 pt, 55 × 59 cells.
    public static let iPhone16ProMax = Device(name: "iPhone 16 Pro Max", widthPoints: 440, heightPoints: 956)
    /// A tablet: 834 × 1194 pt, 104 × 74 cells.
    public static let iPadPro11 = Device(name: "iPad Pro 11", widthPoints: 834, heightPoints: 1194)

    public static var smallPhone: Device { .iPhoneSE }
    public static var largePhone: Device { .iPhone16ProMax }

    /// Every built-in device, for command-line lookup by name.
    public static let all: [Device] = [.iPhone13ProMax, .iPhoneSE, .iPhone16ProMax, .iPadPro11]

    /// Finds a device by name, ignoring case, spaces and punctuation: `iphone-se`,
    /// `iPhone SE`, `small-phone`.
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        let aliases: [String: Device] = ["smallphone": .iPhoneSE, "largephone": .iPhone16ProMax, "default": .iPhone13ProMax, "tablet": .iPadPro11]
        if let device = aliases[key] { return device }
        return all.first { normalized($0.name) == key }
    }

    private static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
