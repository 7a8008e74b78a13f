/// Values worked out once per key, for the assertions that ask again: a test's place, the
/// test itself. The last value asked for is compared before any is hashed, since a
/// test's assertions come one after another, and in the debug builds tests run in
/// comparing a key costs a fraction of a dictionary lookup. Guard it with a `Locked`.
///
/// Its two methods are `@_transparent`: inlined into each caller even in a debug build,
/// they run with the caller's concrete types. Called as generic code, unspecialized in
/// that build, each lookup built the metadata of its key and value tuple again, and
/// cost twice as much (`Benchmarks/count.sh`). It lives beside its only callers, since
/// that inlining stops at the module's edge.
struct Memo<Key: Hashable, Value> {
    private var byKey: [Key: Value] = [:]
    private var last: (key: Key, value: Value)?

    init() {}

    @_transparent
    mutating func value(for key: Key) -> Value? {
        if let last, last.key == key { return last.value }
        guard let value = byKey[key] else { return nil }
        last = (key, value)
        return value
    }

    @_transparent
    mutating func insert(_ value: Value, for key: Key) {
        byKey[key] = value
        last = (key, value)
    }
}
