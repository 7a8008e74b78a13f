import Combine
import Foundation
import Testing

@Suite struct OperatorTests {
    private func collect<P: Publisher>(_ publisher: P) -> [P.Output] where P.Failure == Never {
        var out: [P.Output] = []
        _ = publisher.sink { out.append($0) }
        return out
    }

    @Test func givenNumbers_whenMappedAndFiltered_thenTransformedSubsetArrives() {
        #expect(collect([1, 2, 3, 4].publisher.map { $0 * 10 }.filter { $0 > 15 }) == [20, 30, 40])
    }

    @Test func givenRepeats_whenRemoveDuplicates_thenOnlyChangesPass() {
        #expect(collect([1, 1, 2, 2, 1, 3, 3].publisher.removeDuplicates()) == [1, 2, 1, 3])
        #expect(collect(["a", "A", "b"].publisher.removeDuplicates { $0.lowercased() == $1.lowercased() }) == ["a", "b"])
    }

    @Test func givenStrings_whenCompactMapped_thenNonNumbersAreDropped() {
        #expect(collect(["1", "x", "3"].publisher.compactMap(Int.init)) == [1, 3])
        #expect(collect([1, nil, 3].publisher.replaceNil(with: 0)) == [1, 0, 3])
    }

    @Test func givenValues_whenDropFirstPrefixAndScan_thenPositionsAndTotalsMatch() {
        #expect(collect([1, 2, 3, 4].publisher.dropFirst()) == [2, 3, 4])
        #expect(collect([1, 2, 3, 4].publisher.dropFirst(2)) == [3, 4])
        #expect(collect((1...100).publisher.prefix(3)) == [1, 2, 3])
        #expect(collect([1, 2, 3].publisher.scan(0, +)) == [1, 3, 6])
        #expect(collect([4, 5, 6].publisher.first()) == [4])
        #expect(collect([4, 5, 6].publisher.last()) == [6])
        #expect(collect([1, 2, 3].publisher.collect()) == [[1, 2, 3]])
        #expect(collect([1, 2, 3].publisher.first(where: { $0 > 1 })) == [2])
    }

    @Test func givenPrefixOnSubject_whenLimitReached_thenFinishesAndCancelsUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = [], finished = false, cancelled = false
        let c = subject.handleEvents(receiveCancel: { cancelled = true }).prefix(2)
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        subject.send(1); subject.send(2); subject.send(3)
        #expect(values == [1, 2])
        #expect(finished)
        #expect(cancelled)
        _ = c
    }

    @Test func givenThrowingTransform_whenItThrows_thenStreamFailsAndStops() {
        var values: [Int] = []
        var completion: Subscribers.Completion<Error>?
        _ = [1, 2, 3].publisher.tryMap { v -> Int in
            if v == 2 { throw TestError() }
            return v
        }.sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        #expect(values == [1])
        if case .failure(let error)? = completion { #expect(error is TestError) } else { Issue.record("expected failure") }
    }

    private struct Item: Codable, Equatable { var name: String }

    @Test func givenJSONData_whenDecoded_thenItemsArriveAndBadDataFails() throws {
        // Given
        let data = try JSONEncoder().encode([Item(name: "Milk")])
        var items: [[Item]] = []
        var completion: Subscribers.Completion<Error>?

        // When
        _ = Just(data).decode(type: [Item].self, decoder: JSONDecoder())
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { items.append($0) })
        var failure: Subscribers.Completion<Error>?
        _ = Just(Data("nope".utf8)).decode(type: [Item].self, decoder: JSONDecoder())
            .sink(receiveCompletion: { failure = $0 }, receiveValue: { _ in })

        // Then
        #expect(items == [[Item(name: "Milk")]])
        if case .finished? = completion {} else { Issue.record("expected to finish") }
        if case .failure(let error)? = failure { #expect(error is DecodingError) } else { Issue.record("expected failure") }
    }

    @Test func givenItems_whenEncodedThenDecoded_thenTheyRoundTrip() {
        let items = collect(Just(Item(name: "Eggs")).encode(encoder: JSONEncoder()).decode(type: Item.self, decoder: JSONDecoder()).replaceError(with: Item(name: "")))
        #expect(items == [Item(name: "Eggs")])
    }

    @Test func givenFailure_whenCaughtOrReplaced_thenFallbackValuesArrive() {
        let failing = Fail<Int, TestError>(error: TestError()).prepend(1)
        #expect(collect(failing.catch { _ in Just(9) }) == [1, 9])
        #expect(collect(failing.replaceError(with: 0)) == [1, 0])
        var mapped: Subscribers.Completion<URLError>?
        _ = failing.mapError { _ in URLError(.timedOut) }.sink(receiveCompletion: { mapped = $0 }, receiveValue: { _ in })
        #expect(mapped == .failure(URLError(.timedOut)))
    }

    @Test func givenTwoSubjects_whenMerged_thenValuesInterleaveAndFinishAfterBoth() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        var values: [Int] = [], finished = false
        let c = a.merge(with: b).sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        a.send(1); b.send(2); a.send(3)
        a.send(completion: .finished)
        #expect(!finished)
        b.send(4)
        b.send(completion: .finished)
        #expect(values == [1, 2, 3, 4])
        #expect(finished)
        _ = c
    }

    @Test func givenTwoSubjects_whenCombinedLatest_thenEmitsOnceBothHaveValues() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        var values: [String] = []
        let c = a.combineLatest(b) { "\($0)\($1)" }.sink { values.append($0) }
        a.send(1)
        #expect(values.isEmpty)
        b.send("x"); a.send(2); b.send("y")
        #expect(values == ["1x", "2x", "2y"])
        _ = c
    }

    @Test func givenThreePublishers_whenCombinedLatest_thenTupleHasAllLatest() {
        let a = CurrentValueSubject<Int, Never>(1), b = CurrentValueSubject<Int, Never>(2), d = CurrentValueSubject<Int, Never>(3)
        var sums: [Int] = []
        let c = a.combineLatest(b, d).map { $0 + $1 + $2 }.sink { sums.append($0) }
        d.value = 10
        #expect(sums == [6, 13])
        _ = c
    }

    @Test func givenTwoSequences_whenZipped_thenPairsByPosition() {
        let pairs = collect([1, 2, 3].publisher.zip(["a", "b"].publisher)).map { "\($0)\($1)" }
        #expect(pairs == ["1a", "2b"])
    }

    @Test func givenOuterValues_whenFlatMapped_thenInnerValuesAreMerged() {
        #expect(collect([1, 2].publisher.flatMap { [$0, $0 * 10].publisher }) == [1, 10, 2, 20])
        let failing = PassthroughSubject<Int, TestError>()
        var out: [Int] = []
        let c = failing.flatMap { Just($0 + 1) }.sink(receiveCompletion: { _ in }, receiveValue: { out.append($0) })
        failing.send(1)
        #expect(out == [2])
        _ = c
    }

    @Test func givenMaxPublishersOne_whenInnerIsPending_thenNextOuterValueWaits() {
        let inners = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
        var out: [String] = []
        let c = [0, 1].publisher.flatMap(maxPublishers: .max(1)) { inners[$0] }.sink { out.append($0) }
        inners[1].send("ignored: not subscribed yet")
        inners[0].send("a")
        inners[0].send(completion: .finished)
        inners[1].send("b")
        #expect(out == ["a", "b"])
        _ = c
    }

    @Test func givenNewInnerPublisher_whenSwitchToLatest_thenOldInnerIsIgnored() {
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>(), second = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let c = outer.switchToLatest().sink { values.append($0) }
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(2)
        second.send(3)
        #expect(values == [1, 3])
        _ = c
    }

    @Test func givenPrependAndAppend_whenSunk_thenOrderIsPrefixMainSuffix() {
        #expect(collect([2, 3].publisher.prepend(0, 1).append(4)) == [0, 1, 2, 3, 4])
        #expect(collect(Just(5).append(Just(6))) == [5, 6])
    }

    @Test func givenLimitedDemand_whenConcatenating_thenDemandCarriesAcrossParts() {
        let subscriber = DemandingSubscriber<Int, Never>(initial: .max(3))
        [1, 2].publisher.append([3, 4].publisher).subscribe(subscriber)
        #expect(subscriber.received.values == [1, 2, 3])
        subscriber.subscription?.request(.max(5))
        #expect(subscriber.received.values == [1, 2, 3, 4])
        #expect(subscriber.completion == .finished)
    }

    @Test func givenLimitedDemand_whenMerging_thenNoMoreThanDemandedArrives() {
        let subscriber = DemandingSubscriber<Int, Never>(initial: .max(3))
        [1, 2].publisher.merge(with: [3, 4].publisher).subscribe(subscriber)
        #expect(subscriber.received.values.count == 3)
        subscriber.subscription?.request(.unlimited)
        #expect(subscriber.received.values.sorted() == [1, 2, 3, 4])
    }

    @Test func givenSharedPublisher_whenTwoSubscribers_thenUpstreamRunsOnce() {
        let subject = PassthroughSubject<Int, Never>()
        var subscriptions = 0
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
        var a: [Int] = [], b: [Int] = []
        let c1 = shared.sink { a.append($0) }
        let c2 = shared.sink { b.append($0) }
        subject.send(1)
        #expect(subscriptions == 1)
        #expect(a == [1] && b == [1])
        _ = (c1, c2)
    }

    @Test func givenHandleEvents_whenStreamRuns_thenHooksSeeEveryEvent() {
        var log: [String] = []
        _ = [1].publisher.handleEvents(
            receiveSubscription: { _ in log.append("sub") },
            receiveOutput: { log.append("out\($0)") },
            receiveCompletion: { _ in log.append("done") },
            receiveRequest: { log.append("req \($0)") }
        ).sink { _ in }
        #expect(log == ["sub", "req unlimited", "out1", "done"])
    }

    @Test func givenNeverFailingPublisher_whenFailureTypeIsSet_thenItJoinsFailingPipelines() {
        let failing = PassthroughSubject<Int, TestError>()
        var values: [Int] = []
        let c = Just(1).setFailureType(to: TestError.self).merge(with: failing)
            .sink(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        failing.send(2)
        #expect(values == [1, 2])
        _ = c
    }
}
