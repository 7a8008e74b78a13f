/// FNV-1a, 64 bits. Swift's `Hasher` is seeded per process, so anything that reaches a
/// file name or an output line must use this instead.
public enum StableHash {
    public static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// Eight lowercase hex digits, enough to tell apart names that share a long prefix.
    public static func shortHex(_ text: String) -> String {
        let value = fnv1a64(text)
        let hex = String(value, radix: 16)
        let padded = String(repeating: "0", count: max(0, 16 - hex.count)) + hex
        return String(padded.suffix(8))
    }
}
