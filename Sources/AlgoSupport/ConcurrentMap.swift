import Dispatch

/// body(0), …, body(count − 1) on up to `threads` threads, in order of index; the one helper of
/// the modules that split work over threads (PrimeCount, Factorization).
///
/// Each call writes its own slot of a buffer, so no lock is needed. (The first version collected
/// results under a `Synchronization.Mutex`, and ThreadSanitizer reported the writes it guarded
/// as races: here it does not model that lock.)
///
/// - Complexity: count calls of body, on min(threads, count) threads.
public func concurrentMap<Result: Sendable>(
    _ count: Int, threads: Int, _ body: @Sendable (Int) -> Result
) -> [Result] {
    let slots = UnsafeMutablePointer<Result?>.allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
    defer {
        slots.deinitialize(count: count)
        slots.deallocate()
    }
    nonisolated(unsafe) let shared = slots
    if threads <= 1 || count <= 1 {
        for index in 0..<count { shared[index] = body(index) }
    } else {
        DispatchQueue.concurrentPerform(iterations: count) { index in shared[index] = body(index) }
    }
    return (0..<count).map { slots[$0]! }
}
