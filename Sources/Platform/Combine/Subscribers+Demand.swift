extension Subscribers {
    /// How many more values a subscriber is willing to take; it only ever grows, never shrinks by request.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        // Counts up to Int.max; one past that means unlimited.
        private let rawValue: UInt
        private static let unlimitedRaw = UInt(Int.max) + 1

        private init(rawValue: UInt) { self.rawValue = min(rawValue, Demand.unlimitedRaw) }

        /// Asks for everything, turning off back-pressure.
        public static let unlimited = Demand(rawValue: unlimitedRaw)
        /// Asks for nothing more.
        public static let none = Demand(rawValue: 0)

        /// Asks for at most `value` more elements.
        @inlinable public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "demand must not be negative")
            return Demand(_count: value)
        }

        @usableFromInline init(_count value: Int) { self.init(rawValue: UInt(value)) }

        /// The finite count, or nil when unlimited, so callers can branch on boundedness.
        public var max: Int? { rawValue == Demand.unlimitedRaw ? nil : Int(rawValue) }

        public var description: String { self == .unlimited ? "unlimited" : "max(\(rawValue))" }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.max, let r = rhs.max else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(r)
            return overflow ? .unlimited : .max(sum)
        }
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            guard let l = lhs.max else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(rhs)
            return overflow ? .unlimited : .max(Swift.max(sum, 0))
        }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let l = lhs.max else { return .unlimited }
            let (product, overflow) = l.multipliedReportingOverflow(by: rhs)
            return overflow ? .unlimited : .max(Swift.max(product, 0))
        }
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }
        /// Subtracting from unlimited stays unlimited; results below zero clamp to `.none`.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.max else { return .unlimited }
            guard let r = rhs.max else { return .none }
            return .max(Swift.max(l - r, 0))
        }
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            guard let l = lhs.max else { return .unlimited }
            let (diff, overflow) = l.subtractingReportingOverflow(rhs)
            return overflow ? .unlimited : .max(Swift.max(diff, 0))
        }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs.max.map { lhs > $0 } ?? false }
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs.max.map { lhs >= $0 } ?? false }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs.max.map { lhs < $0 } ?? true }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs.max.map { lhs <= $0 } ?? true }
        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func <= (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue <= rhs.rawValue }
        public static func >= (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue >= rhs.rawValue }
        public static func > (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue > rhs.rawValue }
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.max != rhs }
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.max == lhs }
        public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.max != lhs }
        public static func == (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue == rhs.rawValue }

        public init(from decoder: Decoder) throws {
            self.init(rawValue: try decoder.singleValueContainer().decode(UInt.self))
        }
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}
