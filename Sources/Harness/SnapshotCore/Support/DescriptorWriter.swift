/// Writes a whole message to a file descriptor: one `write(2)` when the descriptor takes
/// it at once (so that parallel tests cannot tear a message apart), more only for what a
/// pipe did not take.
public enum DescriptorWriter {
    public static func write(_ text: String, to descriptor: Int32) {
        // A console that cannot be written to has no one to tell.
        _ = Array(text.utf8).withUnsafeBytes { Posix.writeAll(descriptor, $0) }
    }
}
