/// Runs `body` and returns its result. iOS's Foundation brings this from the
/// Objective-C runtime, where it drains the objects autoreleased inside; Swift on Linux
/// releases objects as they go, so there is nothing to drain.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
