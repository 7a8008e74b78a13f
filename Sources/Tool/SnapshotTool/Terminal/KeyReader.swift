import Foundation

/// Reads one key at a time from a terminal, without waiting for Return and without
/// echo, and puts the terminal back as it was.
final class KeyReader {
    private let descriptor: Int32
    private var original = termios()

    /// Nil when `descriptor` is not a terminal.
    init?(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
        guard tcgetattr(descriptor, &original) == 0 else { return nil }
        var raw = original
        // No line buffering, no echo, and Ctrl-C arrives as a key (so the terminal is
        // always restored) rather than as a signal.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { return nil }
    }

    deinit {
        tcsetattr(descriptor, TCSANOW, &original)
    }

    enum Key: Equatable {
        case character(Character)
        /// Ctrl-C, Ctrl-D, or the end of input.
        case interrupt
        /// An escape sequence (an arrow key): read whole so none of its bytes counts as a key.
        case other
    }

    func read() -> Key {
        guard let byte = readByte() else { return .interrupt }
        switch byte {
        case 0x03, 0x04: return .interrupt
        case 0x1B:
            while waitForByte(milliseconds: 30), readByte() != nil {}
            return .other
        case 0x20...0x7E: return .character(Character(UnicodeScalar(byte)))
        case 0x0A, 0x0D: return .character("\n")
        default: return .other
        }
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = Foundation.read(descriptor, &byte, 1)
            if count == 1 { return byte }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    private func waitForByte(milliseconds: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, milliseconds) > 0
    }
}
