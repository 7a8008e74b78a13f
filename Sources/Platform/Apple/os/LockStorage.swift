import Foundation

/// The heap storage of an `OSAllocatedUnfairLock`: an error-checking POSIX mutex, the
/// state it guards, and the thread that holds it.
final class LockStorage<State> {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Guards `owner`, which `precondition(_:)` reads from any thread.
    private let ownerMutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var owner: pthread_t?
    var state: State

    init(_ state: State) {
        self.state = state
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        pthread_mutex_init(ownerMutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        pthread_mutex_destroy(ownerMutex)
        mutex.deallocate()
        ownerMutex.deallocate()
    }

    func lock() {
        let result = pthread_mutex_lock(mutex)
        Swift.precondition(result != EDEADLK, "Trying to recursively lock an OSAllocatedUnfairLock")
        Swift.precondition(result == 0, "pthread_mutex_lock failed: \(result)")
        setOwner(pthread_self())
    }

    func tryLock() -> Bool {
        guard pthread_mutex_trylock(mutex) == 0 else { return false }
        setOwner(pthread_self())
        return true
    }

    func unlock() {
        Swift.precondition(isOwnedByCurrentThread, "Unlock of an OSAllocatedUnfairLock not owned by the current thread")
        setOwner(nil)
        pthread_mutex_unlock(mutex)
    }

    var isOwnedByCurrentThread: Bool {
        pthread_mutex_lock(ownerMutex)
        defer { pthread_mutex_unlock(ownerMutex) }
        return owner.map { pthread_equal($0, pthread_self()) != 0 } ?? false
    }

    private func setOwner(_ thread: pthread_t?) {
        pthread_mutex_lock(ownerMutex)
        owner = thread
        pthread_mutex_unlock(ownerMutex)
    }
}
