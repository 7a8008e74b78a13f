/// How a response is sampled. Kept; there is no model on Linux to sample from.
public struct GenerationOptions: Equatable, Sendable {
    public var sampling: GenerationOptions.SamplingMode?
    public var temperature: Double?
    public var maximumResponseTokens: Int?

    public init(sampling: GenerationOptions.SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
        self.sampling = sampling
        self.temperature = temperature
        self.maximumResponseTokens = maximumResponseTokens
    }

    /// How the next token is chosen.
    public struct SamplingMode: Equatable, Sendable {
        private enum Kind: Equatable, Sendable {
            case greedy
            case top(Int, seed: UInt64?)
            case threshold(Double, seed: UInt64?)
        }

        private let kind: Kind

        public static var greedy: SamplingMode { SamplingMode(kind: .greedy) }

        public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(kind: .top(k, seed: seed))
        }

        public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(kind: .threshold(probabilityThreshold, seed: seed))
        }
    }
}
