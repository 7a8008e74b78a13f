import Combine
import Foundation
import Testing

@Suite struct SchedulerTests {
    @Test func givenImmediateScheduler_whenReceivingOn_thenDeliveryIsSynchronous() {
        var values: [Int] = []
        _ = [1, 2].publisher.receive(on: ImmediateScheduler.shared).sink { values.append($0) }
        #expect(values == [1, 2])
    }

    // Under `swift test` on Linux the main queue is not necessarily drained by the process's first
    // thread, so the check is "ran on the main queue", via a queue-specific marker.
    @Test func givenMainQueue_whenReceivingOn_thenValuesArriveOnMainQueue() async {
        let key = DispatchSpecificKey<String>()
        DispatchQueue.main.setSpecific(key: key, value: "main")
        let onMain = Recorder<Bool>()
        let c = [1, 2, 3].publisher.subscribe(on: DispatchQueue.global()).receive(on: DispatchQueue.main)
            .sink { _ in onMain.append(DispatchQueue.getSpecific(key: key) == "main") }
        #expect(await eventually { onMain.values.count == 3 })
        #expect(onMain.values.allSatisfy { $0 })
        _ = c
    }

    @Test func givenBurstOfValues_whenDebounced_thenOnlyTheLastArrivesAfterAQuietPeriod() async {
        let subject = PassthroughSubject<Int, Never>()
        let queue = DispatchQueue(label: "debounce")
        let out = Recorder<Int>()
        let c = subject.debounce(for: .milliseconds(100), scheduler: queue).sink { out.append($0) }
        for i in 1...5 { subject.send(i) }
        #expect(await eventually { out.values == [5] })
        subject.send(6)
        #expect(await eventually { out.values == [5, 6] })
        _ = c
    }

    @Test func givenDelay_whenValueSent_thenItArrivesLaterOnTheQueue() async {
        let out = Recorder<Int>()
        let queue = DispatchQueue(label: "delay")
        let start = Date()
        let c = Just(1).delay(for: .milliseconds(50), scheduler: queue).sink { out.append($0) }
        #expect(out.values.isEmpty)
        #expect(await eventually { out.values == [1] })
        #expect(Date().timeIntervalSince(start) >= 0.04)
        _ = c
    }

    @Test func givenThrottle_whenBurstArrives_thenFirstPassesAndRestIsHeld() async {
        let subject = PassthroughSubject<Int, Never>()
        let out = Recorder<Int>()
        let c = subject.throttle(for: .seconds(0.2), scheduler: DispatchQueue(label: "throttle"), latest: true)
            .sink { out.append($0) }
        subject.send(1); subject.send(2); subject.send(3)
        #expect(await eventually { out.values == [1, 3] })
        _ = c
    }

    @Test func givenTimerPublisher_whenAutoconnected_thenItTicksAndStopsOnCancel() async {
        let ticks = Recorder<Date>()
        let c = Timer.publish(every: 0.05, on: .main, in: .common).autoconnect().sink { ticks.append($0) }
        #expect(await eventually { ticks.values.count >= 2 })
        c.cancel()
        try? await Task.sleep(nanoseconds: 50_000_000)
        let settled = ticks.values.count
        try? await Task.sleep(nanoseconds: 150_000_000)
        #expect(ticks.values.count == settled)
    }

    @Test func givenTimerOnBackgroundRunLoop_whenConnected_thenItTicks() async {
        let ready = Recorder<RunLoop>()
        let stop = Recorder<Bool>()
        let thread = Thread {
            let loop = RunLoop.current
            ready.append(loop)
            loop.add(Timer(timeInterval: 60, repeats: true) { _ in }, forMode: .default)
            while stop.values.isEmpty { _ = loop.run(mode: .default, before: Date().addingTimeInterval(0.05)) }
        }
        thread.start()
        #expect(await eventually { !ready.values.isEmpty })
        let ticks = Recorder<Date>()
        let c = Timer.publish(every: 0.05, on: ready.values[0], in: .default).autoconnect().sink { ticks.append($0) }
        #expect(await eventually { ticks.values.count >= 1 })
        c.cancel()
        stop.append(true)
    }

    @Test func givenDispatchStride_whenBuilt_thenUnitsConvert() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        #expect(Stride.seconds(1).magnitude == 1_000_000_000)
        #expect(Stride.milliseconds(300).magnitude == 300_000_000)
        #expect((0.5 as Stride).magnitude == 500_000_000)
        let now = DispatchQueue.main.now
        #expect(now.distance(to: now.advanced(by: .seconds(2))) == .seconds(2))
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(250).timeInterval == 0.25)
    }

    @Test func givenNotificationPublisher_whenPosted_thenSubscriberReceivesAndStopsAfterCancel() {
        let center = NotificationCenter()
        let name = Notification.Name("CombineTests.ping")
        var received: [String] = []
        let c = center.publisher(for: name).compactMap { $0.userInfo?["v"] as? String }.sink { received.append($0) }
        center.post(name: name, object: nil, userInfo: ["v": "one"])
        c.cancel()
        center.post(name: name, object: nil, userInfo: ["v": "two"])
        #expect(received == ["one"])
    }

    @Test func givenPublisher_whenIteratedWithValues_thenAsyncLoopSeesAllValues() async throws {
        var seen: [Int] = []
        for await value in [1, 2, 3].publisher.values { seen.append(value) }
        #expect(seen == [1, 2, 3])

        let subject = PassthroughSubject<Int, TestError>()
        let task = Task { () -> [Int] in
            var got: [Int] = []
            for try await v in subject.values { got.append(v) }
            return got
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { subject.send(completion: .failure(TestError())) }
        await #expect(throws: TestError.self) { try await task.value }
    }

    @Test func givenOperationQueue_whenReceivingOn_thenValuesArrive() async {
        let out = Recorder<Int>()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let c = [1, 2].publisher.receive(on: queue).sink { out.append($0) }
        #expect(await eventually { out.values == [1, 2] })
        _ = c
    }
}
