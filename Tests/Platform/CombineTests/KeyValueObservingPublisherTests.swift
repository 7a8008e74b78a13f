import Combine
import FoundationAdditions
import Foundation
import Testing

/// `publisher(for:)`, Foundation's key-value observing publisher.
@Suite struct KeyValueObservingPublisherTests {
    private final class Player: NSObject {
        var rate: Float = 1.5
    }

    @Test func givenTheDefaultOptions_whenSubscribed_thenTheCurrentValueArrivesAndNothingEnds() {
        let player = Player()
        var values: [Float] = []
        var finished = false

        let subscription = player.publisher(for: \.rate).sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        player.rate = 2

        #expect(values == [1.5])
        #expect(!finished)
        subscription.cancel()
    }

    @Test func givenNoInitialOption_whenSubscribed_thenNothingArrives() {
        let player = Player()
        var values: [Float] = []

        let subscription = player.publisher(for: \.rate, options: [.new]).sink { values.append($0) }

        #expect(values.isEmpty)
        #expect(player.publisher(for: \.rate) == player.publisher(for: \.rate))
        subscription.cancel()
    }
}
