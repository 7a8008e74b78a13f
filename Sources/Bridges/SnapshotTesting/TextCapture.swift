import Foundation
import UIKit
internal import SnapshotCore

/// Runs a strategy and reads its format as the text a reference holds.
enum TextCapture {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func text<Value, Format>(of value: Value, as snapshotting: Snapshotting<Value, Format>, timeout: TimeInterval) throws -> String {
        let format = try wait(for: snapshotting.snapshot(value), timeout: timeout)
        let data = snapshotting.diffing.toData(format)
        guard let text = String(data: data, encoding: .utf8) else {
            throw Failure(description: """
            the snapshot of \(Value.self) as \(Format.self) is not text (\(data.count) bytes that are not UTF-8). \
            On Linux, SnapshotTesting stores every snapshot as text: use a text strategy (.lines, .dump, .json, \
            .description) or an image strategy (.image), which writes the screen's text render.
            """)
        }
        return text
    }

    /// The colors of an image strategy's picture, painted by a second render; nil for a
    /// strategy that draws no picture.
    static func colors<Value, Format>(of value: Value, as snapshotting: Snapshotting<Value, Format>, timeout: TimeInterval) throws -> String? {
        let format = try wait(for: snapshotting.snapshot(value), timeout: timeout)
        return (format as? TextRenderImage)?.paintColors?()
    }

    /// Every built-in strategy calls back at once. One that calls back later, from any
    /// thread, is waited for, running the current run loop meanwhile.
    static func wait<Format>(for async: Async<Format>, timeout: TimeInterval) throws -> Format {
        let box = Locked<Format?>(nil)
        async.run { value in box.withLock { $0 = value } }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while box.withLock({ $0 == nil }), Date() < deadline {
            // A thread with no run loop sources returns at once: wait a little instead
            // of spinning.
            if !RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01)) {
                usleep(1_000)
            }
        }
        guard let delivered = box.withLock({ $0 }) else {
            throw Failure(description: "the strategy did not deliver its snapshot within the timeout (\(timeout) s). Pass a longer `timeout:`.")
        }
        return delivered
    }
}
