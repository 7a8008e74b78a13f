import Combine
import Testing

@Suite struct DemandTests {
    @Test func givenFiniteDemands_whenAdded_thenCountsSum() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.max(2) + 1 == .max(3))
    }

    @Test func givenUnlimited_whenCombined_thenStaysUnlimited() {
        #expect(Subscribers.Demand.unlimited + .max(1) == .unlimited)
        #expect(Subscribers.Demand.unlimited - .max(1) == .unlimited)
        #expect(Subscribers.Demand.max(Int.max) + .max(1) == .unlimited)
    }

    @Test func givenSubtractionBelowZero_whenComputed_thenClampsToNone() {
        #expect(Subscribers.Demand.max(1) - .max(3) == .none)
        #expect(Subscribers.Demand.max(1) - .unlimited == .none)
        #expect(Subscribers.Demand.max(3) * 2 == .max(6))
    }

    @Test func givenDemands_whenCompared_thenUnlimitedIsLargest() {
        #expect(Subscribers.Demand.unlimited > 1_000_000)
        #expect(Subscribers.Demand.max(2) < .unlimited)
        #expect(Subscribers.Demand.none == 0)
        #expect(Subscribers.Demand.max(3).max == 3)
        #expect(Subscribers.Demand.unlimited.max == nil)
    }
}
