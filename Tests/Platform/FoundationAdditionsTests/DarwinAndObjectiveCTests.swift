import Dispatch
import Foundation
import FoundationAdditions
import Testing

/// What iOS's Foundation brings from the Objective-C runtime and Darwin.
@Suite struct DarwinAndObjectiveCTests {
    private final class Owner {}
    private final class Tracked {
        let onDeinit: () -> Void
        init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    nonisolated(unsafe) private static var badgeKey: UInt8 = 0
    nonisolated(unsafe) private static var otherKey: UInt8 = 0

    @Test func givenAnAssociatedValue_whenReadBack_thenItIsThereUnderItsKeyOnly() {
        let owner = Owner(), other = Owner()

        objc_setAssociatedObject(owner, &Self.badgeKey, "3", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)

        #expect(objc_getAssociatedObject(owner, &Self.badgeKey) as? String == "3")
        #expect(objc_getAssociatedObject(owner, &Self.otherKey) == nil)
        #expect(objc_getAssociatedObject(other, &Self.badgeKey) == nil)
        objc_setAssociatedObject(owner, &Self.badgeKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(owner, &Self.badgeKey) == nil)
    }

    @Test func givenAnOwnerThatIsGone_whenAnotherAssociationIsMade_thenItsValuesAreReleased() {
        nonisolated(unsafe) var released = false
        var owner: Owner? = Owner()
        objc_setAssociatedObject(owner!, &Self.badgeKey, Tracked { released = true }, .OBJC_ASSOCIATION_RETAIN)

        owner = nil
        let next = Owner()
        objc_setAssociatedObject(next, &Self.otherKey, 1, .OBJC_ASSOCIATION_RETAIN)

        #expect(released)
        #expect(objc_getAssociatedObject(next, &Self.badgeKey) == nil)
    }

    @Test func givenAnAssignedValue_whenItIsGone_thenItReadsAsNil() {
        let owner = Owner()
        var value: Owner? = Owner()
        objc_setAssociatedObject(owner, &Self.badgeKey, value!, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(owner, &Self.badgeKey) != nil)

        value = nil

        #expect(objc_getAssociatedObject(owner, &Self.badgeKey) == nil)
    }

    @Test func givenAMemoryPressureSource_whenResumedAndCancelled_thenItNeverFiresAndRunsItsCancelHandler() async {
        let source = DispatchSource.makeMemoryPressureSource(eventMask: [.warning, .critical], queue: .main)
        let cancelled = DispatchSemaphore(value: 0)
        source.setEventHandler { Issue.record("a memory warning fired") }
        source.setCancelHandler { cancelled.signal() }

        source.resume()
        source.cancel()

        #expect(source.mask == [.warning, .critical])
        #expect(source.data == [])
        #expect(source.isCancelled)
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                #expect(cancelled.wait(timeout: .now() + 5) == .success)
                continuation.resume()
            }
        }
    }

    @Test func givenFoundationAlone_whenAnUnfairLockIsUsed_thenItLocks() {
        let lock = os_unfair_lock_t.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        defer { lock.deallocate() }

        os_unfair_lock_lock(lock)
        let second = os_unfair_lock_trylock(lock)
        os_unfair_lock_unlock(lock)

        #expect(!second)
        #expect(lock.pointee._os_unfair_lock_opaque == 0)
    }

    @Test func givenAnAutoreleasePool_whenItRuns_thenItReturnsWhatItsBodyReturns() throws {
        #expect(autoreleasepool { 42 } == 42)
        #expect(throws: CocoaError.self) { try autoreleasepool { throw CocoaError(.fileNoSuchFile) } }
    }

    @Test func givenCompression_whenAsked_thenItThrowsAsUnavailable() {
        let data = NSData(data: Data("hello".utf8))

        #expect(throws: CocoaError.self) { try data.compressed(using: .lzfse) }
        #expect(throws: CocoaError.self) { try data.decompressed(using: .zlib) }
    }

    @Test func givenATask_whenIncrementalDeliveryIsSet_thenItReadsBack() {
        let task = URLSession.shared.dataTask(with: URL(string: "https://example.com")!)
        #expect(task.prefersIncrementalDelivery)

        task.prefersIncrementalDelivery = false

        #expect(!task.prefersIncrementalDelivery)
    }
}
