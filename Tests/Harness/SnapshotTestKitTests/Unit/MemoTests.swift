import Testing

@testable import SnapshotTestKit

@Suite("Values worked out once per key")
struct MemoTests {
    @Test("A value is found by its key, whichever was asked for last; an unknown key has none")
    func findsByKey() {
        // Given
        var memo = Memo<String, Int>()
        memo.insert(1, for: "a")
        memo.insert(2, for: "b")

        // When / Then: the last one, an earlier one, the last one again, and an unknown one
        #expect(memo.value(for: "b") == 2)
        #expect(memo.value(for: "a") == 1)
        #expect(memo.value(for: "a") == 1)
        #expect(memo.value(for: "b") == 2)
        #expect(memo.value(for: "c") == nil)
    }

    @Test("A key inserted again has its new value, also when it was the last one asked for")
    func replaces() {
        var memo = Memo<String, Int>()
        memo.insert(1, for: "a")
        #expect(memo.value(for: "a") == 1)
        memo.insert(3, for: "a")
        #expect(memo.value(for: "a") == 3)
    }
}
