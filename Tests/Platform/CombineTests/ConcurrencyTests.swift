import Combine
import Foundation
import Testing

/// Swift 6 patterns that must compile: main-actor iteration over `values` and promises fulfilled from tasks.
@Suite struct ConcurrencyTests {
    @MainActor @Test func givenMainActorContext_whenIteratingPublishedValues_thenLoopSeesUpdates() async {
        let model = SearchViewModel()
        var seen: [[String]] = []
        let task = Task { @MainActor in
            model.items = ["a"]
            model.items = ["a", "b"]
        }
        for await items in model.$items.values {
            seen.append(items)
            if items.count == 2 { break }
        }
        await task.value
        #expect(seen.last == ["a", "b"])
    }

    @Test func givenFuture_whenPromiseFulfilledFromTask_thenValueArrives() async {
        let future = Future<Int, Never> { promise in
            Task { promise(.success(7)) }
        }
        var got: Int?
        for await value in future.values { got = value }
        #expect(got == 7)
    }
}
