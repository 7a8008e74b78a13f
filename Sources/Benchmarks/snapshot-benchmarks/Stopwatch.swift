import Foundation

/// Times a piece of work several times and keeps the median, which a busy second core
/// disturbs less than the mean.
struct Stopwatch {
    /// Median duration of `rounds` runs of `work`, in seconds.
    static func median(rounds: Int, _ work: () throws -> Void) rethrows -> Double {
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            let elapsed = try clock.measure(work)
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}

/// One printed figure: what was measured and how it compares with its target.
struct Figure {
    var name: String
    var value: Double
    var unit: Unit
    var target: Double?

    enum Unit {
        case microseconds
        case milliseconds

        var symbol: String {
            switch self {
            case .microseconds: "µs"
            case .milliseconds: "ms"
            }
        }

        func convert(seconds: Double) -> Double {
            switch self {
            case .microseconds: seconds * 1e6
            case .milliseconds: seconds * 1e3
            }
        }
    }

    init(_ name: String, seconds: Double, unit: Unit, target: Double? = nil) {
        self.name = name
        self.value = unit.convert(seconds: seconds)
        self.unit = unit
        self.target = target
    }

    var line: String {
        let number = String(format: "%10.1f %@", value, unit.symbol)
        guard let target else { return "\(number)  \(name)" }
        let verdict = value <= target ? "ok" : "OVER"
        return "\(number)  \(name)  (target ≤ \(String(format: "%.0f", target)) \(unit.symbol): \(verdict))"
    }
}
