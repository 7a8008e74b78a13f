import SnapshotTestKit

extension Snapshotting where Value: CaseIterable, Format == String {
    /// A function over every case of its input, one CSV row a case: `"input","output"`,
    /// each output as `witness` writes it.
    ///
    ///     assertSnapshot(of: \Direction.rotatedLeft, as: .func(into: .description))
    public static func `func`<A>(into witness: Snapshotting<A, Format>) -> Snapshotting<(Value) -> A, Format> {
        var snapshotting = Snapshotting<String, String>.lines.asyncPullback { (function: (Value) -> A) in
            Value.allCases.map { input in
                witness.snapshot(function(input)).map { (input, $0) }
            }
            .sequence()
            .map { rows in
                rows.map { "\"\($0)\",\"\($1)\"" }.joined(separator: "\n")
            }
        }
        snapshotting.pathExtension = "csv"
        return snapshotting
    }
}

extension Array {
    /// The values of several `Async`s, in order, once all have called back.
    func sequence<A>() -> Async<[A]> where Element == Async<A> {
        guard let first else { return Async(value: []) }
        return Async { callback in
            first.run { value in
                Array(dropFirst()).sequence().run { rest in
                    callback([value] + rest)
                }
            }
        }
    }
}
