/// xorshift: the same "random" inputs on every run and machine, for tests that check a
/// shortcut or an algorithm against a slow, obvious reference on thousands of cases.
public struct SeededGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        precondition(seed != 0, "xorshift needs a seed other than 0")
        state = seed
    }

    /// A number in `0..<bound`.
    public mutating func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(bound))
    }
}
