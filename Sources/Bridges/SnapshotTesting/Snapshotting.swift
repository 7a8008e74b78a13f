import Foundation

/// How a value becomes a snapshot, as swift-snapshot-testing declares it: a format, a
/// way to store and compare it, and a file extension. Strategies compose with
/// `pullback`, so a team's own (`Snapshotting<MyScreen, UIImage>`) build on these.
///
/// Here every format is stored as text. The image strategies (`.image`) give a
/// `UIImage` that carries the screen's text render, written as `.txt` where sst writes
/// a `.png`.
public struct Snapshotting<Value, Format> {
    public var pathExtension: String?
    public var diffing: Diffing<Format>
    public var snapshot: (Value) -> Async<Format>

    public init(
        pathExtension: String?,
        diffing: Diffing<Format>,
        asyncSnapshot: @escaping (_ value: Value) -> Async<Format>
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = asyncSnapshot
    }

    public init(
        pathExtension: String?,
        diffing: Diffing<Format>,
        snapshot: @escaping (_ value: Value) -> Format
    ) {
        self.init(pathExtension: pathExtension, diffing: diffing) { value in Async(value: snapshot(value)) }
    }

    /// A strategy for `NewValue` that first turns it into `Value`.
    public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Value) -> Snapshotting<NewValue, Format> {
        asyncPullback { value in Async(value: transform(value)) }
    }

    /// The same, for a transform that delivers its value later.
    public func asyncPullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Async<Value>) -> Snapshotting<NewValue, Format> {
        Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
            Async { callback in
                transform(newValue).run { value in
                    self.snapshot(value).run(callback)
                }
            }
        }
    }
}

/// A strategy whose value is its own format.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}
