import Combine
import Foundation
import Testing

/// The shape iOS teams write in Swift 6 mode; it must compile unchanged.
@MainActor final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published var committed = ""
    @Published var items = [String]()
    var bag = Set<AnyCancellable>()

    init(debounce: RunLoop.SchedulerTimeType.Stride = .seconds(0.3)) {
        $query.debounce(for: debounce, scheduler: RunLoop.main)
            .sink { [weak self] in self?.committed = $0 }
            .store(in: &bag)
    }
}

final class Counter: ObservableObject {
    @Published var count = 0
    @Published var label = "start"
}

final class Mirrored: ObservableObject {
    @Published var value = 0
    init(source: some Publisher<Int, Never>) { source.assign(to: &$value) }
}

final class Target {
    var text = ""
}

@Suite struct ObservableObjectTests {
    @Test func givenPublishedProperty_whenSubscribed_thenInitialThenNewValues() {
        let counter = Counter()
        var seen: [Int] = []
        let c = counter.$count.sink { seen.append($0) }
        counter.count = 1
        counter.count = 2
        #expect(seen == [0, 1, 2])
        #expect(counter.count == 2)
        _ = c
    }

    @Test func givenPublishedSink_whenValueChanges_thenPropertyStillHoldsOldValue() {
        let counter = Counter()
        var readDuringSink: [Int] = []
        let c = counter.$count.dropFirst().sink { _ in readDuringSink.append(counter.count) }
        counter.count = 5
        #expect(readDuringSink == [0])
        _ = c
    }

    @Test func givenObservableObject_whenPropertySet_thenWillChangeFiresBeforeTheChange() {
        let counter = Counter()
        var oldValues: [Int] = []
        let c = counter.objectWillChange.sink { oldValues.append(counter.count) }
        counter.count = 1
        counter.label = "next"
        #expect(oldValues == [0, 1])
        _ = c
    }

    @Test func givenObservableObject_whenAskedTwice_thenSamePublisherInstance() {
        let counter = Counter()
        #expect(counter.objectWillChange === counter.objectWillChange)
        #expect(Counter().objectWillChange !== counter.objectWillChange)
    }

    @Test func givenDefaultPublisher_whenObjectIsReleased_thenObjectIsNotKeptAlive() {
        weak var weakCounter: Counter?
        do {
            let counter = Counter()
            weakCounter = counter
            _ = counter.objectWillChange
            counter.count = 3
        }
        #expect(weakCounter == nil)
    }

    @Test func givenAssignToPublished_whenUpstreamSends_thenPropertyAndWillChangeUpdate() {
        let source = PassthroughSubject<Int, Never>()
        let mirrored = Mirrored(source: source)
        var willChange = 0
        let c = mirrored.objectWillChange.sink { willChange += 1 }
        source.send(4)
        #expect(mirrored.value == 4)
        #expect(willChange == 1)
        _ = c
    }

    @Test func givenAssignToPublished_whenObjectGoesAway_thenSubscriptionEnds() {
        var cancelled = false
        let source = PassthroughSubject<Int, Never>()
        weak var weakMirror: Mirrored?
        do {
            let mirrored = Mirrored(source: source.handleEvents(receiveCancel: { cancelled = true }))
            weakMirror = mirrored
            source.send(1)
            #expect(mirrored.value == 1)
        }
        #expect(weakMirror == nil)
        #expect(cancelled)
    }

    @Test func givenAssignOn_whenValuesArrive_thenPropertyIsWritten() {
        let target = Target()
        let subject = PassthroughSubject<String, Never>()
        let c = subject.assign(to: \.text, on: target)
        subject.send("hello")
        #expect(target.text == "hello")
        c.cancel()
        subject.send("ignored")
        #expect(target.text == "hello")
    }

    @MainActor @Test func givenMainActorViewModel_whenQueryTyped_thenDebouncedValueCommitsOnMain() async {
        let model = SearchViewModel(debounce: .milliseconds(50))
        model.query = "s"
        model.query = "sw"
        model.query = "swift"
        #expect(model.committed == "")
        #expect(await eventually { model.committed == "swift" })
        model.items = ["a"]
        #expect(model.items == ["a"])
    }
}
