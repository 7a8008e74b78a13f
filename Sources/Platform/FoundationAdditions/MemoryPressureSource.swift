import Dispatch
import Foundation

// The memory-pressure dispatch source, which iOS's Foundation brings with Dispatch.
// Linux's Dispatch has no such source (it watches Mach's memory events): here one is
// made, takes its handlers, resumes and cancels, and never fires, as on a device that
// never runs short of memory.

/// A source that reports memory pressure.
public protocol DispatchSourceMemoryPressure: DispatchSourceProtocol {
    /// The events that fired; none ever does here.
    var data: DispatchSource.MemoryPressureEvent { get }
    /// The events the source watches.
    var mask: DispatchSource.MemoryPressureEvent { get }
}

extension DispatchSource {
    /// Levels of memory pressure.
    public struct MemoryPressureEvent: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = MemoryPressureEvent(rawValue: 0x1)
        public static let warning = MemoryPressureEvent(rawValue: 0x2)
        public static let critical = MemoryPressureEvent(rawValue: 0x4)
        public static let all: MemoryPressureEvent = [.normal, .warning, .critical]
    }

    /// A source watching `eventMask`; it never fires here (see above).
    public class func makeMemoryPressureSource(eventMask: MemoryPressureEvent, queue: DispatchQueue? = nil) -> any DispatchSourceMemoryPressure {
        MemoryPressureSource(mask: eventMask, queue: queue ?? .global())
    }
}

/// A memory-pressure source that never fires: it keeps its handlers, runs the
/// registration handler when first resumed and the cancel handler when cancelled.
private final class MemoryPressureSource: DispatchSourceMemoryPressure, @unchecked Sendable {
    private let lock = NSLock()
    private let queue: DispatchQueue
    let mask: DispatchSource.MemoryPressureEvent
    private var eventHandler: DispatchWorkItem?
    private var cancelHandler: DispatchWorkItem?
    private var registrationHandler: DispatchWorkItem?
    private var cancelled = false
    private var activated = false

    init(mask: DispatchSource.MemoryPressureEvent, queue: DispatchQueue) {
        self.mask = mask
        self.queue = queue
    }

    var data: DispatchSource.MemoryPressureEvent { [] }
    var handle: UInt { 0 }
    var isCancelled: Bool { lock.withLock { cancelled } }

    func setEventHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?) {
        lock.withLock { eventHandler = handler.map { DispatchWorkItem(qos: qos, flags: flags, block: $0) } }
    }

    func setEventHandler(handler: DispatchWorkItem) {
        lock.withLock { eventHandler = handler }
    }

    func setCancelHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?) {
        lock.withLock { cancelHandler = handler.map { DispatchWorkItem(qos: qos, flags: flags, block: $0) } }
    }

    func setCancelHandler(handler: DispatchWorkItem) {
        lock.withLock { cancelHandler = handler }
    }

    func setRegistrationHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?) {
        lock.withLock { registrationHandler = handler.map { DispatchWorkItem(qos: qos, flags: flags, block: $0) } }
    }

    func setRegistrationHandler(handler: DispatchWorkItem) {
        lock.withLock { registrationHandler = handler }
    }

    func activate() {
        let registration: DispatchWorkItem? = lock.withLock {
            guard !activated, !cancelled else { return nil }
            activated = true
            return registrationHandler
        }
        if let registration { queue.async(execute: registration) }
    }

    func resume() { activate() }
    func suspend() {}

    func cancel() {
        let handler: DispatchWorkItem? = lock.withLock {
            guard !cancelled else { return nil }
            cancelled = true
            eventHandler = nil
            return cancelHandler
        }
        if let handler { queue.async(execute: handler) }
    }
}
