/// Something a load returns, to cancel.
public protocol SDWebImageOperation: AnyObject {
    func cancel()
}
