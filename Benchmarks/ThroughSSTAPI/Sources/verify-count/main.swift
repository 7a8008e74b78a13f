import Foundation
import Testing

// Swift Testing's own entry point runs `CountedVerifies`, so that each assertion sees a
// running test as under `swift test`. The main thread waits on a semaphore rather than
// park in `dispatch_main`, as an async main would: valgrind stops there.
nonisolated(unsafe) var status: CInt = 0
let finished = DispatchSemaphore(value: 0)
Task.detached {
    status = await Testing.__swiftPMEntryPoint()
    finished.signal()
}
finished.wait()
exit(status)
