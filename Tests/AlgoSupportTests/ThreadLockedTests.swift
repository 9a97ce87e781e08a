import Dispatch
import Testing
import _TestSupport

@testable import AlgoSupport

/// The lock of the modules that start threads, against plain counting: unguarded, increments
/// from several threads are lost; guarded, none is, and under ThreadSanitizer (`make
/// test-sanitize`) no guarded write may be reported as a race.
@Suite struct ThreadLockedTests {
    @Test("4 threads that meet at the lock lose no update, of an Int or of an array")
    func contendedCounter() {
        let counter = ThreadLocked(0)
        let appended = ThreadLocked<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for step in 0..<20_000 {
                counter.withLock { $0 += 1 }
                if step % 1000 == 0 { appended.withLock { $0.append(thread) } }
            }
        }
        #expect(counter.withLock { $0 } == 80_000)
        #expect(appended.withLock { $0 }.sorted() == (0..<4).flatMap { Array(repeating: $0, count: 20) })
    }

    @Test("the body's result and errors pass through")
    func resultAndThrow() {
        struct Refused: Error {}
        let value = ThreadLocked("a")
        let count = value.withLock { state -> Int in
            state += "b"
            return state.count
        }
        #expect(count == 2)
        #expect(throws: Refused.self) { try value.withLock { _ in throw Refused() } }
        #expect(value.withLock { $0 } == "ab")
    }
}
