extension Snapshotting where Value == String {
    /// The string itself, one reference line per line.
    public static var lines: Snapshotting<String> {
        Snapshotting { value, _ in value }
    }
}
