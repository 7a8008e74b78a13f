#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking

// What iOS's `URLSessionTask` declares and Linux's lacks. Kept per task as an
// associated value; Linux's URL loading delivers data as it arrives whatever it says.
extension URLSessionTask {
    /// Whether the task hands its delegate data as it arrives (iOS 14.5); true unless set.
    public var prefersIncrementalDelivery: Bool {
        get { objc_getAssociatedObject(self, &prefersIncrementalDeliveryKey) as? Bool ?? true }
        set { objc_setAssociatedObject(self, &prefersIncrementalDeliveryKey, newValue, .OBJC_ASSOCIATION_RETAIN) }
    }
}

nonisolated(unsafe) private var prefersIncrementalDeliveryKey: UInt8 = 0
#endif
