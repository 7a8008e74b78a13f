import Dispatch
import Foundation

// The memory-pressure dispatch source, which iOS's Foundation brings with Dispatch.
// Linux's Dispatch has no such source (it watches Mach's memory events): here it is a
// real dispatch source that nothing signals, so it takes its handlers, resumes and
// cancels as any source does, and never fires, as on a device that never runs short of
// memory.

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
        let source = DispatchSource.makeUserDataOrSource(queue: queue)
        objc_setAssociatedObject(source, &memoryPressureMaskKey, eventMask.rawValue, .OBJC_ASSOCIATION_RETAIN)
        return source as! DispatchSource
    }
}

/// Where a memory-pressure source keeps the events it watches.
nonisolated(unsafe) private var memoryPressureMaskKey: UInt8 = 0

extension DispatchSource: DispatchSourceMemoryPressure {
    /// The events that fired: none ever does here.
    public var data: DispatchSource.MemoryPressureEvent { [] }

    /// The events the source was made to watch.
    public var mask: DispatchSource.MemoryPressureEvent {
        MemoryPressureEvent(rawValue: objc_getAssociatedObject(self, &memoryPressureMaskKey) as? UInt ?? 0)
    }
}

