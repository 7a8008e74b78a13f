/// How a value becomes a snapshot: a format, a way to store and compare it, and a file
/// extension, as swift-snapshot-testing declares it. One type for every strategy: this
/// package's views (`.device`, `.component`), text (`.lines`), and sst's own (`.image`,
/// `.dump`) are members of it, and compose with `pullback`.
///
///     extension Snapshotting where Value == User, Format == String {
///         static var card: Snapshotting { SimplySnapshotting.lines.pullback(\.cardDescription) }
///     }
///
/// Every format is stored as text here: `diffing.toData` must give UTF-8, which the
/// harness compares, diffs and shows in `snapshots review`. A strategy learns which
/// snapshot it renders (for a header line) from `SnapshotContext.current`.
public struct Snapshotting<Value, Format> {
    /// The file extension of the reference, without the dot; nil for `txt`.
    public var pathExtension: String?
    /// How the format is stored and compared.
    public var diffing: Diffing<Format>
    /// Makes the format, now or later.
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

    /// A strategy for `NewValue` that first turns it into `Value`. The transform runs as
    /// the snapshot is asked for, so a strategy that delivers at once still does.
    public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Value) -> Snapshotting<NewValue, Format> {
        Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
            self.snapshot(transform(newValue))
        }
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

extension Snapshotting {
    /// The extension a reference is written with: the strategy's, except that what sst
    /// writes as an image (`png`) is a text render here, written as `txt`.
    package var textPathExtension: String {
        switch pathExtension {
        // Text strategies first: nearly every assertion, and each case is a comparison.
        case "txt": "txt"
        case nil, "", "png", "jpg", "jpeg", "heic", "pdf": "txt"
        case let other?: other
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

extension Snapshotting where Value == String, Format == String {
    /// The string itself, one reference line per line.
    public static var lines: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines)
    }
}

extension Snapshotting where Format == String {
    /// A strategy as a closure from the value and its snapshot's context to text, which
    /// may throw: kept for strategies written that way, which the deprecation points to
    /// sst's shape.
    @available(*, deprecated, message: "Snapshotting has swift-snapshot-testing's shape now, Snapshotting<Value, Format>: pull a text strategy back, SimplySnapshotting.lines.pullback { … }, and read the snapshot's name from SnapshotContext.current")
    public init(pathExtension: String = "txt", snapshot: @escaping (Value, SnapshotContext) throws -> String) {
        self.init(pathExtension: pathExtension, diffing: .lines) { value in
            let context = SnapshotContext.current ?? SnapshotContext(testName: "")
            do {
                return try snapshot(value, context)
            } catch {
                context.fail(error)
                return ""
            }
        }
    }
}
