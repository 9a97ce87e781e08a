/// The suite's DSLR solver: a bidirectional BFS that reuses its buffers across queries.
///
/// The forward side applies D, S, L, R from the start; the backward side applies their inverses
/// from the target: L⁻¹ = R, R⁻¹ = L, S⁻¹(m) = m+1 mod 10000, and D⁻¹(m) = {m/2, m/2+5000} for
/// even m (no predecessor for odd m). Each step expands the smaller frontier by a whole level.
/// Then, before a level is expanded, both visited sets are complete balls of radius *f* and *b*
/// with no common state, so the shortest path is longer than *f* + *b*; the first state the level
/// finds in the other ball closes a path of exactly *f* + *b* + 1, which is therefore shortest.
/// A query explores about 170 states on average instead of about 5,000.
///
/// Each state has one 32-bit slot: a 15-bit query stamp, the side that reached it, the
/// operation, and the neighbouring state on the path. The stamps make clearing unnecessary
/// between queries (the table is cleared once every 32,767 queries).
///
///     let solver = BidirectionalDSLR()
///     solver.program(from: 1234, to: 3412)   // [.l, .l]
///
/// Not thread-safe: use one instance per thread.
public final class BidirectionalDSLR {
    private static let size = 10_000
    private static let stampShift: UInt32 = 17
    private static let backwardBit: UInt32 = 1 << 16
    private static let linkMask: UInt32 = (1 << 14) - 1

    private let slots: UnsafeMutablePointer<UInt32>
    private let forwardQueue: UnsafeMutablePointer<UInt16>
    private let backwardQueue: UnsafeMutablePointer<UInt16>
    private var stamp: UInt32 = 0

    /// The number of states the last query visited, both sides together (for measurements).
    public private(set) var visitedStates = 0

    /// Allocates the search tables once (about 80 KB).
    public init() {
        slots = .allocate(capacity: Self.size)
        slots.initialize(repeating: 0, count: Self.size)
        forwardQueue = .allocate(capacity: Self.size)
        backwardQueue = .allocate(capacity: Self.size)
    }

    deinit {
        slots.deallocate()
        forwardQueue.deallocate()
        backwardQueue.deallocate()
    }

    /// A shortest program from `start` to `target`.
    ///
    ///     BidirectionalDSLR().program(from: 1, to: 16)   // [.d, .d, .d, .d]
    ///
    /// - Parameters:
    ///   - start: the register's value, 0...9999.
    ///   - target: the wanted value, 0...9999.
    /// - Returns: the operations in order; empty when `start == target`.
    /// - Complexity: O(*V*) worst case, where *V* = 10,000 states; about 170 states on average.
    public func program(from start: Int, to target: Int) -> [DSLROperation] {
        var operations: [DSLROperation] = []
        program(from: start, to: target, into: &operations)
        return operations
    }

    /// Writes a shortest program from `start` to `target` into `operations`, replacing its contents.
    ///
    /// The batch form: reusing one array and one solver makes a query allocation-free.
    ///
    /// - Complexity: as ``program(from:to:)``.
    public func program(from start: Int, to target: Int, into operations: inout [DSLROperation]) {
        precondition(
            (0..<Self.size).contains(start) && (0..<Self.size).contains(target), "values must be in 0...9999")
        operations.removeAll(keepingCapacity: true)
        visitedStates = 0
        if start == target { return }
        nextStamp()
        let meeting = search(start: start, target: target)
        // Forward half: follow links back to the start, then reverse.
        operations.append(meeting.forwardOperation)
        var node = Int(meeting.forwardLink)
        while node != start {
            let slot = slots[node]
            operations.append(Self.operation(in: slot))
            node = Int(slot & Self.linkMask)
        }
        operations.reverse()
        // Backward half: follow links forward to the target.
        var value = Int(meeting.forwardValue)
        while value != target {
            let slot = slots[value]
            operations.append(Self.operation(in: slot))
            value = Int(slot & Self.linkMask)
        }
    }

    /// Where the two searches met: the state on the backward side, entered from `forwardLink` by
    /// `forwardOperation`.
    private struct Meeting {
        var forwardLink: UInt16
        var forwardOperation: DSLROperation
        var forwardValue: UInt16
    }

    @inline(__always)
    private static func operation(in slot: UInt32) -> DSLROperation {
        DSLROperation(rawValue: UInt8(truncatingIfNeeded: (slot >> 14) & 3))!
    }

    private func nextStamp() {
        if stamp == (1 << 15) - 1 {
            slots.update(repeating: 0, count: Self.size)
            stamp = 0
        }
        stamp &+= 1
    }

    private func search(start: Int, target: Int) -> Meeting {
        let slots = self.slots
        let forwardQueue = self.forwardQueue
        let backwardQueue = self.backwardQueue
        let mark = stamp << Self.stampShift
        let backwardMark = mark | Self.backwardBit
        let sideMask = ~((1 << Self.stampShift) - 1) | Self.backwardBit

        slots[start] = mark
        slots[target] = backwardMark
        forwardQueue[0] = UInt16(start)
        backwardQueue[0] = UInt16(target)
        var forwardHead = 0
        var forwardTail = 1
        var backwardHead = 0
        var backwardTail = 1
        defer { visitedStates = forwardTail + backwardTail }

        while true {
            if forwardTail - forwardHead <= backwardTail - backwardHead {
                let levelEnd = forwardTail
                while forwardHead < levelEnd {
                    let value = Int(forwardQueue[forwardHead])
                    forwardHead &+= 1
                    for operation in DSLROperation.allCases {
                        let next = operation.apply(to: value)
                        let side = slots[next] & sideMask
                        if side == mark { continue }
                        if side == backwardMark {
                            return Meeting(
                                forwardLink: UInt16(value), forwardOperation: operation,
                                forwardValue: UInt16(next))
                        }
                        slots[next] = mark | UInt32(operation.rawValue) << 14 | UInt32(value)
                        forwardQueue[forwardTail] = UInt16(next)
                        forwardTail &+= 1
                    }
                }
            } else {
                let levelEnd = backwardTail
                while backwardHead < levelEnd {
                    let value = Int(backwardQueue[backwardHead])
                    backwardHead &+= 1
                    // The predecessors of `value`, each with the operation that leads to it.
                    let count = value & 1 == 0 ? 5 : 3
                    for index in 0..<count {
                        let previous: Int
                        let operation: DSLROperation
                        switch index {
                        case 0: (previous, operation) = (DSLROperation.r.apply(to: value), .l)
                        case 1: (previous, operation) = (DSLROperation.l.apply(to: value), .r)
                        case 2: (previous, operation) = (value == 9_999 ? 0 : value &+ 1, .s)
                        case 3: (previous, operation) = (value >> 1, .d)
                        default: (previous, operation) = ((value >> 1) &+ 5_000, .d)
                        }
                        let side = slots[previous] & sideMask
                        if side == backwardMark { continue }
                        if side == mark {
                            // `previous` is on the forward side: the path enters `value` from it.
                            return Meeting(
                                forwardLink: UInt16(previous), forwardOperation: operation,
                                forwardValue: UInt16(value))
                        }
                        slots[previous] = backwardMark | UInt32(operation.rawValue) << 14 | UInt32(value)
                        backwardQueue[backwardTail] = UInt16(previous)
                        backwardTail &+= 1
                    }
                }
            }
        }
    }
}
