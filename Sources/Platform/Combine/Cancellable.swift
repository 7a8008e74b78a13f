/// Something whose work can be stopped early, such as a subscription or a scheduled timer.
public protocol Cancellable {
    /// Stops the work and releases its resources; calling it again does nothing.
    func cancel()
}
