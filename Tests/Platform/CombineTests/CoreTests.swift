import Combine
import Foundation
import Testing

@Suite struct CoreTests {
    @Test func givenJust_whenSunk_thenValueThenFinished() {
        var events: [String] = []
        _ = Just(7).sink(receiveCompletion: { _ in events.append("finished") }, receiveValue: { events.append("\($0)") })
        #expect(events == ["7", "finished"])
    }

    @Test func givenSequence_whenSunk_thenAllValuesInOrder() {
        var values: [Int] = []
        var finished = false
        _ = [1, 2, 3].publisher.sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        #expect(values == [1, 2, 3])
        #expect(finished)
    }

    @Test func givenLimitedDemand_whenSequencePublishes_thenOnlyDemandedValuesArrive() {
        let subscriber = DemandingSubscriber<Int, Never>(initial: .max(2))
        (1...10).publisher.subscribe(subscriber)
        #expect(subscriber.received.values == [1, 2])
        #expect(subscriber.completion == nil)
        subscriber.subscription?.request(.max(1))
        #expect(subscriber.received.values == [1, 2, 3])
    }

    @Test func givenSubscriberReturningDemand_whenValuesArrive_thenDemandAccumulates() {
        let subscriber = DemandingSubscriber<Int, Never>(initial: .max(1), perValue: .max(1))
        [1, 2, 3].publisher.subscribe(subscriber)
        #expect(subscriber.received.values == [1, 2, 3])
        #expect(subscriber.completion == .finished)
    }

    @Test func givenPassthroughSubject_whenLateSubscriberJoins_thenItSeesOnlyLaterValues() {
        let subject = PassthroughSubject<Int, Never>()
        var early: [Int] = [], late: [Int] = []
        let a = subject.sink { early.append($0) }
        subject.send(1)
        let b = subject.sink { late.append($0) }
        subject.send(2)
        #expect(early == [1, 2])
        #expect(late == [2])
        _ = (a, b)
    }

    @Test func givenCompletedSubject_whenSendingMore_thenNothingIsDelivered() {
        let subject = PassthroughSubject<Int, TestError>()
        var values: [Int] = []
        var completion: Subscribers.Completion<TestError>?
        let c = subject.sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(completion: .failure(TestError()))
        subject.send(2)
        #expect(values == [1])
        #expect(completion == .failure(TestError()))
        var lateCompletion: Subscribers.Completion<TestError>?
        let d = subject.sink(receiveCompletion: { lateCompletion = $0 }, receiveValue: { _ in })
        #expect(lateCompletion == .failure(TestError()))
        _ = (c, d)
    }

    @Test func givenCurrentValueSubject_whenSubscribed_thenCurrentValueFirstAndSetterSends() {
        let subject = CurrentValueSubject<String, Never>("a")
        var values: [String] = []
        let c = subject.sink { values.append($0) }
        subject.value = "b"
        subject.send("c")
        #expect(values == ["a", "b", "c"])
        #expect(subject.value == "c")
        var late: [String] = []
        let d = subject.sink { late.append($0) }
        #expect(late == ["c"])
        _ = (c, d)
    }

    @Test func givenCancelledSink_whenSubjectSends_thenNothingArrives() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let cancellable = subject.sink { values.append($0) }
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        #expect(values == [1])
    }

    @Test func givenAnyCancellable_whenReleased_thenSubscriptionIsCancelled() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var cancelled = false
        var cancellable: AnyCancellable? = subject.handleEvents(receiveCancel: { cancelled = true }).sink { values.append($0) }
        subject.send(1)
        cancellable = nil
        subject.send(2)
        #expect(values == [1])
        #expect(cancelled)
        #expect(cancellable == nil)
    }

    @Test func givenStoredCancellables_whenSetIsEmptied_thenAllCancel() {
        let subject = PassthroughSubject<Int, Never>()
        var bag = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        var count = 0
        subject.sink { _ in count += 1 }.store(in: &bag)
        subject.sink { _ in count += 1 }.store(in: &array)
        subject.send(1)
        bag.removeAll()
        array.removeAll()
        subject.send(2)
        #expect(count == 2)
    }

    @Test func givenFuture_whenFulfilledLater_thenEverySubscriberGetsTheResult() async {
        let future = Future<Int, Never> { promise in
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { promise(.success(42)) }
        }
        let first = Recorder<Int>(), second = Recorder<Int>()
        let a = future.sink { first.append($0) }
        #expect(await eventually { first.values == [42] })
        let b = future.sink { second.append($0) }
        #expect(second.values == [42])
        _ = (a, b)
    }

    @Test func givenFailingFuture_whenSunk_thenFailureIsDelivered() {
        var completion: Subscribers.Completion<TestError>?
        _ = Future<Int, TestError> { $0(.failure(TestError())) }
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
        #expect(completion == .failure(TestError()))
    }

    @Test func givenDeferred_whenSubscribedTwice_thenFactoryRunsPerSubscriber() {
        var made = 0
        let deferred = Deferred { () -> Just<Int> in made += 1; return Just(made) }
        #expect(made == 0)
        var values: [Int] = []
        _ = deferred.sink { values.append($0) }
        _ = deferred.sink { values.append($0) }
        #expect(values == [1, 2])
    }

    @Test func givenEmptyAndFail_whenSunk_thenOnlyCompletionArrives() {
        var finished = false
        _ = Empty<Int, Never>().sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in Issue.record("no value") })
        var failure: Subscribers.Completion<TestError>?
        _ = Fail<Int, TestError>(error: TestError()).sink(receiveCompletion: { failure = $0 }, receiveValue: { _ in })
        #expect(finished)
        #expect(failure == .failure(TestError()))
    }

    @Test func givenAnyPublisher_whenErased_thenBehavesLikeTheOriginal() {
        let erased: AnyPublisher<Int, Never> = [1, 2].publisher.map { $0 * 10 }.eraseToAnyPublisher()
        var values: [Int] = []
        _ = erased.sink { values.append($0) }
        #expect(values == [10, 20])
    }

    @Test func givenPublisherSubscribedToSubject_whenUpstreamEmits_thenSubjectForwards() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let c = subject.sink { values.append($0) }
        let link = [5, 6].publisher.subscribe(subject)
        #expect(values == [5, 6])
        _ = (c, link)
    }
}
