/// Turns a value into the text a reference file holds.
///
/// Strategies compose: `pullback` makes a strategy for a new type from an existing one,
/// so a module adds its own (`.device` for views) without the harness knowing it.
///
///     extension Snapshotting where Value == User {
///         static let card = Snapshotting<String>.lines.pullback { $0.cardDescription }
///     }
public struct Snapshotting<Value>: Sendable {
    /// File extension of the reference, without the dot.
    public var pathExtension: String
    /// Produces the text. Throws when the value cannot be rendered; the assertion
    /// reports the error.
    public var snapshot: @Sendable (Value, SnapshotContext) throws -> String
    /// The colors of the render's picture (a `ColorPicture`'s text), for a strategy that
    /// draws one. Asked only where a picture is shown: a previewed render (`snapshots
    /// render`) and a pending one (the HTML report), so a passing assertion never pays.
    public var colors: (@Sendable (Value, SnapshotContext) throws -> String?)?

    public init(
        pathExtension: String = "txt",
        snapshot: @escaping @Sendable (Value, SnapshotContext) throws -> String,
        colors: (@Sendable (Value, SnapshotContext) throws -> String?)? = nil
    ) {
        self.pathExtension = pathExtension
        self.snapshot = snapshot
        self.colors = colors
    }

    /// A strategy for `NewValue` that first transforms it into `Value`.
    public func pullback<NewValue>(
        _ transform: @escaping @Sendable (NewValue) throws -> Value
    ) -> Snapshotting<NewValue> {
        let snapshot = self.snapshot
        var pulledColors: (@Sendable (NewValue, SnapshotContext) throws -> String?)?
        if let colors = self.colors {
            pulledColors = { value, context in try colors(transform(value), context) }
        }
        return Snapshotting<NewValue>(
            pathExtension: pathExtension,
            snapshot: { value, context in try snapshot(transform(value), context) },
            colors: pulledColors
        )
    }
}

/// What a strategy may know about the snapshot it renders: enough for a header line,
/// nothing that changes between runs.
public struct SnapshotContext: Sendable, Equatable {
    /// The test's name without parameters, e.g. `loadedState`.
    public var testName: String
    /// The `named:` argument or the case's arguments, nil for a numbered snapshot.
    public var name: String?

    public init(testName: String, name: String? = nil) {
        self.testName = testName
        self.name = name
    }

    /// `loadedState` or `loadedState · es`.
    public var title: String {
        guard let name else { return testName }
        return "\(testName) · \(name)"
    }
}
