/// A value shared by threads under a pthread mutex: the one lock of the modules that start
/// threads (PrimeCount's hard-leaf runs, AlgoCLI's progress bar, the tests' progress records).
///
/// Not `Synchronization.Mutex`: on Linux a contended Mutex is handed from thread to thread by
/// the kernel's priority-inheritance futex, which ThreadSanitizer cannot see, so it reports the
/// writes that Mutex guards as races whenever two threads happened to meet at the lock. That made
/// CI's TSan pass fail at random (23 warnings on 0abdb34, from `sumLeafRuns`' fold). ThreadSanitizer
/// intercepts `pthread_mutex_lock`, so the guarded writes are ordered in its model as they are on
/// the machine. `make lint` rejects `Mutex` in Sources, Tests and Benchmarks for this reason.
///
/// Like Mutex, it takes its state and gives back results as `sending` values, so a non-Sendable
/// value cannot stay shared with the thread that handed it in.
///
/// - Tested against: a counter raised by 4 threads under contention (ThreadLockedTests), under
///   ThreadSanitizer in `make test-sanitize`.
public final class ThreadLocked<State: ~Copyable>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var state: State

    /// - Complexity: O(1).
    public init(_ state: consuming sending State) {
        self.state = state
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// body on the state, with no other thread inside the lock.
    ///
    /// - Complexity: body's, plus the lock's acquisition.
    public func withLock<Result>(_ body: (inout sending State) throws -> sending Result) rethrows -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
