import Combine
import Foundation
import Testing

/// Typical pre-concurrency view model code, compiled in Swift 5 mode.
final class LegacyViewModel: ObservableObject {
    @Published var items: [String] = []
    @Published var filter = ""
    @Published private(set) var visible: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $items.combineLatest($filter)
            .map { items, filter in filter.isEmpty ? items : items.filter { $0.contains(filter) } }
            .receive(on: ImmediateScheduler.shared)
            .assign(to: \.visible, on: self)
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: Notification.Name("Legacy.reset"))
            .sink { [weak self] _ in self?.items = [] }
            .store(in: &cancellables)
    }
}

@MainActor final class MainActorModel: ObservableObject {
    @Published var count = 0
    var bag = Set<AnyCancellable>()
    init() {
        $count.debounce(for: .seconds(0.3), scheduler: RunLoop.main).sink { [weak self] in self?.count = $0 }.store(in: &bag)
        Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in }.store(in: &bag)
    }
}

@Suite struct Swift5ModeTests {
    @Test func givenSwift5ViewModel_whenFilterChanges_thenVisibleItemsFollow() {
        let model = LegacyViewModel()
        model.items = ["apple", "banana"]
        model.filter = "an"
        #expect(model.visible == ["banana"])
        NotificationCenter.default.post(name: Notification.Name("Legacy.reset"), object: nil)
        #expect(model.visible.isEmpty)
    }

    @MainActor @Test func givenMainActorModelInSwift5_whenCreated_thenPublishesWillChange() {
        let model = MainActorModel()
        var fired = 0
        let c = model.objectWillChange.sink { fired += 1 }
        model.count = 1
        #expect(fired == 1)
        _ = c
    }
}
