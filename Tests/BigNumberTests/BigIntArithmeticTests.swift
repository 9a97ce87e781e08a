import AlgoSupport
import BigNumber
import CGMPLimbCache
import Foundation
import Testing
import _TestSupport

/// Arithmetic against Swift's own Int128, an independent exact oracle for 64-bit operands.
@Suite struct BigIntArithmeticTests {
    static func samples(_ seed: UInt64, count: Int = 3000) -> [(Int, Int)] {
        var generator = SplitMix64(seed: seed)
        let edges = [Int.min, Int.min + 1, -1, 0, 1, Int.max - 1, Int.max]
        var pairs = edges.flatMap { a in edges.map { (a, $0) } }
        for _ in 0..<count {
            let a = Int(truncatingIfNeeded: generator.next()) >> Int.random(in: 0...62, using: &generator)
            let b = Int(truncatingIfNeeded: generator.next()) >> Int.random(in: 0...62, using: &generator)
            pairs.append((a, b))
        }
        return pairs
    }

    static func big(_ value: Int128) -> BigInt { BigInt(String(value))! }

    @Test("+, −, ×, /, %, quotientAndRemainder agree with Int128 (seed 1), Int.min and Int.max included")
    func basic() {
        for (a, b) in Self.samples(1) {
            let (x, y) = (BigInt(a), BigInt(b))
            let (wa, wb) = (Int128(a), Int128(b))
            #expect(x + y == Self.big(wa + wb), "seed 1: \(a) + \(b)")
            #expect(x - y == Self.big(wa - wb), "seed 1: \(a) - \(b)")
            #expect(x * y == Self.big(wa * wb), "seed 1: \(a) * \(b)")
            guard b != 0 else { continue }
            #expect(x / y == Self.big(wa / wb), "seed 1: \(a) / \(b)")
            #expect(x % y == Self.big(wa % wb), "seed 1: \(a) % \(b)")
            let qr = x.quotientAndRemainder(dividingBy: y)
            #expect(qr.quotient == Self.big(wa / wb) && qr.remainder == Self.big(wa % wb))
        }
    }

    @Test("compound assignments, negation and magnitude")
    func compound() {
        for (a, b) in Self.samples(2, count: 500).map({ ($0 >> 2, $1 >> 2) }) {  // keeps (a + b)·b inside Int128
            var x = BigInt(a)
            x += BigInt(b)
            x *= BigInt(b)
            x -= BigInt(a)
            #expect(x == Self.big((Int128(a) + Int128(b)) * Int128(b) - Int128(a)), "seed 2: \(a), \(b)")
            #expect(-BigInt(a) == Self.big(-Int128(a)))
            #expect(BigInt(a).magnitude == Self.big(Int128(a).magnitude.asInt128))
            var y = BigInt(a)
            y.negate()
            #expect(y == -BigInt(a))
        }
    }

    @Test("shifts and bitwise operations in two's complement, against Int128")
    func bits() {
        var generator = SplitMix64(seed: 3)
        for (a, b) in Self.samples(3, count: 1000) {
            let (x, y) = (BigInt(a), BigInt(b))
            let (wa, wb) = (Int128(a), Int128(b))
            #expect(x & y == Self.big(wa & wb), "seed 3: \(a) & \(b)")
            #expect(x | y == Self.big(wa | wb))
            #expect(x ^ y == Self.big(wa ^ wb))
            #expect(~x == Self.big(~wa))
            let shift = Int.random(in: 0...60, using: &generator)
            #expect(x << shift == Self.big(wa << shift), "seed 3: \(a) << \(shift)")
            #expect(x >> shift == Self.big(wa >> shift), "seed 3: \(a) >> \(shift)")
            #expect(x >> -shift == x << shift)
        }
        #expect(BigInt(-1) >> 5 == -1)
    }

    @Test("string round-trips in radix 2, 10, 16, 36 and 62; Int128's strings as the oracle")
    func strings() {
        var generator = SplitMix64(seed: 4)
        for _ in 0..<500 {
            let value =
                Int128(Int(truncatingIfNeeded: generator.next())) * Int128(Int(truncatingIfNeeded: generator.next()))
            let x = Self.big(value)
            for radix in [2, 10, 16, 36] {
                let text = String(x, radix: radix)
                #expect(text == String(value, radix: radix), "seed 4: \(value) in radix \(radix)")
                #expect(BigInt(text, radix: radix) == x)
                #expect(BigInt(text.uppercased(), radix: radix) == x)
            }
            #expect(BigInt(String(x, radix: 62), radix: 62) == x)
        }
        #expect(BigInt("1 000") == nil && BigInt("") == nil && BigInt("-") == nil && BigInt("12a") == nil)
        #expect(BigInt("z", radix: 36) == 35 && BigInt("z", radix: 62) == 61 && BigInt("Z", radix: 62) == 35)
        #expect(BigInt("+42") == 42 && BigInt("-0") == 0)
    }

    @Test("conversions: exact or nil")
    func conversions() {
        #expect(BigInt(Int.max).exactInt == Int.max && BigInt(Int.min).exactInt == Int.min)
        #expect((BigInt(Int.max) + 1).exactInt == nil)
        #expect(BigInt(UInt64.max).exactUInt64 == UInt64.max && BigInt(-1).exactUInt64 == nil)
        #expect((BigInt(UInt64.max) + 1).exactUInt64 == nil)
        #expect(BigInt(exactly: 1e300)?.exactDouble == 1e300)
        #expect(BigInt(exactly: 0.5) == nil && BigInt(exactly: .infinity) == nil && BigInt(exactly: .nan) == nil)
        #expect((BigInt(1) << 53 + BigInt(1)).exactDouble == nil)
        #expect((BigInt(1) << 53).exactDouble == 9_007_199_254_740_992)
        #expect(BigInt(exactly: UInt128.max) == BigInt("340282366920938463463374607431768211455"))
    }

    @Test("Codable as a decimal string; Hashable agrees with ==")
    func codable() throws {
        let value = BigInt(10).power(40) + 7
        let data = try JSONEncoder().encode([value])
        #expect(String(decoding: data, as: UTF8.self) == "[\"10000000000000000000000000000000000000007\"]")
        #expect(try JSONDecoder().decode([BigInt].self, from: data) == [value])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([BigInt].self, from: Data("[\"1x\"]".utf8)) }
        #expect(Set([value, BigInt(10).power(40) + 7, BigInt(3)]).count == 2)
    }

    @Test("copy-on-write: a mutated copy never changes the original")
    func copyOnWrite() {
        let original = BigInt(10).power(30)
        var copy = original
        copy += 1
        #expect(original == BigInt(10).power(30))
        #expect(copy == original + 1)
        var same = original
        same *= same
        #expect(same == BigInt(10).power(60) && original == BigInt(10).power(30))
    }

    @Test("Int128 and UInt128 to BigInt and back agree with the decimal text (seed 58), the ends included")
    func wordConversions() {
        var generator = SplitMix64(seed: 58)
        var signed: [Int128] = [.min, .min + 1, -1 << 64, -1, 0, 1, 1 << 64, (1 << 64) - 1, .max - 1, .max]
        for _ in 0..<2000 {
            let word = Int128(bitPattern: UInt128(generator.next()) << 64 | UInt128(generator.next()))
            signed.append(word >> Int.random(in: 0...126, using: &generator))
        }
        for value in signed {
            let big = BigInt(value)
            #expect(big == BigInt(String(value))!, "seed 58: BigInt(\(value))")
            #expect(big.exactInt128 == value, "seed 58: exactInt128 of \(value)")
            let unsigned = UInt128(bitPattern: value)
            #expect(BigInt(unsigned) == BigInt(String(unsigned))!, "seed 58: BigInt(\(unsigned))")
            #expect(BigInt(unsigned).exactUInt128 == unsigned, "seed 58: exactUInt128 of \(unsigned)")
        }
        let twoTo127 = BigInt(1) << 127
        #expect(twoTo127.exactInt128 == nil && (-twoTo127).exactInt128 == Int128.min)
        #expect((-twoTo127 - 1).exactInt128 == nil && (twoTo127 - 1).exactInt128 == Int128.max)
        #expect((BigInt(1) << 128).exactUInt128 == nil && BigInt(-1).exactUInt128 == nil)
    }

    @Test("recycled limb arrays: a new value starts at zero, whatever the freed one held")
    func recycledLimbs() {
        for digits in [1, 30, 10_000] {
            do {
                let big = -(BigInt(7).power(digits) + 1)
                #expect(big.signum == -1)
            }  // `big` is freed here and its limbs cached for the next new value
            let zero = BigInt()
            #expect(zero.isZero && zero.description == "0" && zero.signum == 0)
            do { _ = BigInt(9).power(digits) }
            #expect(BigInt(0) + BigInt(0) == 0)
            do { _ = BigInt(9).power(digits) }
            #expect((BigInt(2) * BigInt(3)).description == "6")
        }
    }

    @Test("values made on one thread and freed on another keep their digits")
    func valuesAcrossThreads() {
        let base = BigInt(10).power(4000)
        let values = (0..<64).map { base + BigInt($0) }
        // One slot per index, as the modules hand results back (Guides/Hardening.md, "Locks that
        // ThreadSanitizer can follow"): a contended Synchronization.Mutex is handed over by a PI
        // futex that ThreadSanitizer cannot see, and the CI machine's TSan pass reported the
        // writes it guarded as races (2026-12-03).
        let slots = UnsafeMutablePointer<Int?>.allocate(capacity: 64)
        slots.initialize(repeating: nil, count: 64)
        defer { slots.deallocate() }
        nonisolated(unsafe) let results = slots
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            var x = values[(index * 7) % 64] * BigInt(3)  // freed on whichever thread runs last
            x = x / BigInt(3) - base
            results[index] = x.exactInt
        }
        #expect((0..<64).map { slots[$0] } == (0..<64).map { ($0 * 7) % 64 })
    }

    @Test("no leak: each exiting thread hands its cached limb array back to GMP")
    func noLeakAcrossThreadExits() {
        // Counted, not read off the resident set: other suites run in parallel in this process.
        let one = BigInt(1)
        let threads = 50
        let before = cgmp_limb_cache_released_at_exit()
        for _ in 0..<threads {
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                // The shift's 2^15-limb temporary is freed first and cached; the difference is freed
                // with the slot full. So each thread exits holding exactly one cached array.
                let value = (one << (1 << 21)) - one
                #expect(value.bitWidth == 1 << 21)
                done.signal()
            }
            thread.start()
            done.wait()
        }
        var released = 0
        for _ in 0..<500 where released < threads {  // the last threads may still be exiting
            released = Int(cgmp_limb_cache_released_at_exit() - before)
            if released < threads { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(released >= threads, "\(released) of \(threads) exited threads released their array")
    }

    /// Set in the child process that ``noLeak()`` starts.
    static let isLeakChild = ProcessInfo.processInfo.environment["ALGOSUITE_LEAK_CHILD"] == "1"

    @Test(
        "no leak: 10^6 temporaries keep resident memory flat, in a process of their own",
        .enabled(if: !sanitizerActive, "a sanitizer's quarantine grows resident memory without any leak"),
        .enabled(if: !isLeakChild, "this is the child process"))
    func noLeak() throws {
        // Resident memory belongs to the whole process: measured here, it counts every suite that
        // runs beside this one (a clean-clone CI run saw 102 MB). So the loop runs alone, in a child
        // process of this test binary that runs nothing else.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--testing-library", "swift-testing", "--filter", "leakLoopAlone"]
        process.environment = ProcessInfo.processInfo.environment.merging(["ALGOSUITE_LEAK_CHILD": "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the child failed:\n\(text.suffix(2000))")
        #expect(text.contains("Test run with 1 test"), "the child ran no test:\n\(text.suffix(2000))")
    }

    @Test(
        "the no-leak loop, alone in the child process that noLeak() starts",
        .enabled(if: isLeakChild, "runs only in the child process of the no-leak test"))
    func leakLoopAlone() {
        let before = Self.residentBytes()
        var x = BigInt(10).power(50)
        for i in 0..<1_000_000 {
            let t = x * x + BigInt(i)
            x = t / x
        }
        let after = Self.residentBytes()
        #expect(x > 0)
        // Leaking even one 40-byte allocation per iteration would add 40 MB.
        #expect(after - before < 8 << 20, "resident grew by \(after - before) bytes")
    }

    /// Current resident set size, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        return (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

extension UInt128 {
    fileprivate var asInt128: Int128 { Int128(self) }
}
