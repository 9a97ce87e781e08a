import AlgoSupport
import Archery
import BenchKit
import BigNumber
import Brachistochrone
import Factorization
import FermatPoint

/// The inputs and checksums the kernels share with their peers.
extension KernelRegistry {
    /// Where `sieve.high` starts (Benchmarks/Peers/primesieve_count.c starts there too): √ of the
    /// range is 10^8, so 5.76 million sieving primes, most of them in the bucket sieve.
    static let highSieveStart: UInt64 = 10_000_000_000_000_000
    /// The heights of `sieve.heights`: the top 10^9 numbers below 2^40 ≈ 1.1·10^12, 2^47 ≈ 1.4·10^14,
    /// 2^53 ≈ 9.0·10^15, 2^60 ≈ 1.2·10^18 and 2^64, #13's range for the high-range target (at most
    /// 1.1× `primesieve -t1`), one row each, so that `make bench` times it on whatever CPU it runs on.
    static let heightsSizes = [40, 47, 53, 60, 64]
    /// [2^n − 10^9, 2^n − 1] for n in 30...64 (n is clamped to it; primesieve_count.c clamps the same).
    static func heightsRange(_ n: Int) -> ClosedRange<UInt64> {
        let top = UInt64.max >> (64 - min(max(n, 30), 64))
        return (top - 999_999_999)...top
    }
    /// Where `sieve.window` starts (primesieve_count.c too): the whole sieve there places the
    /// 50.8 million primes below 10^9 whatever the window's width.
    static let windowSieveStart: UInt64 = 1_000_000_000_000_000_000

    enum BignumOperation {
        case add, multiply, divide
    }

    /// The operands of the C GMP peer (Benchmarks/Peers/gmp_ops.c): a = 7…7 and b = 3…31, 10^4
    /// digits each, and a·a; the operation runs n times and the low 64 bits of each result are summed.
    ///
    /// One loop per operation, calling the operator directly: a closure per operation would add
    /// its own call and three retain/release pairs, which is the harness's cost, not BigInt's.
    static func bignumKernel(_ n: Int, _ operation: BignumOperation) -> () -> String {
        let a = BigInt(String(repeating: "7", count: 10_000))!
        let b = BigInt(String(repeating: "3", count: 9_999) + "1")!
        let aa = a * a
        return {
            var sum: UInt64 = 0
            var last = BigInt()
            switch operation {
            case .add:
                for _ in 0..<n {
                    last = a + b
                    sum &+= last.magnitudeLowWord
                }
            case .multiply:
                for _ in 0..<n {
                    last = a * b
                    sum &+= last.magnitudeLowWord
                }
            case .divide:
                for _ in 0..<n {
                    last = aa / b
                    sum &+= last.magnitudeLowWord
                }
            }
            return bignumChecksum(last, sum: sum)
        }
    }

    /// The peer's checksum: the summed low words plus the low word and bit length of the last result.
    static func bignumChecksum(_ value: BigInt, sum: UInt64) -> String {
        let low = sum == 0 ? value.magnitudeLowWord : sum
        return String(low &+ UInt64(value.bitWidth))
    }

    /// Points uniform in [0, 1)², x then y, from SplitMix64(seed): (next >> 11) · 2^−53, as the
    /// Python peer computes them.
    static func randomPoints(_ count: Int, seed: UInt64) -> [Point2] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let x = Double(random.next() >> 11) * 0x1p-53
            let y = Double(random.next() >> 11) * 0x1p-53
            return Point2(x, y)
        }
    }

    /// B = (X, −Y) with X = 10(a + 1)·2^-53 and Y = 10b·2^-53, a and b from SplitMix64(1696), as
    /// Benchmarks/Peers/brachistochrone_cycloid.c makes them.
    static func cycloidEnds(_ count: Int) -> [(Double, Double)] {
        var random = SplitMix64(seed: 1696)
        return (0..<count).map { _ in
            let x = 10 * Double((random.next() >> 11) + 1) * 0x1p-53
            let y = 10 * Double(random.next() >> 11) * 0x1p-53
            return (x, y)
        }
    }

    /// The sum of the descent times (g = 9.80665), rounded to an integer, as the C peer prints it.
    static func cycloidChecksum(_ ends: [(Double, Double)], solver: CycloidSolver) -> String {
        var sum = 0.0
        for (x, y) in ends { sum += (try? Cycloid(x: x, depth: y, solver: solver))?.descentTime() ?? .nan }
        return String(Int64(sum.rounded()))
    }

    /// Seven significant digits: results that agree to the tolerance agree here.
    static func roundedChecksum(_ value: Double) -> String {
        guard value.isFinite, value != 0 else { return "\(value)" }
        var exponent = 0
        var mantissa = abs(value)
        while mantissa >= 10 { mantissa /= 10; exponent += 1 }
        while mantissa < 1 { mantissa *= 10; exponent -= 1 }
        return "\(Int((mantissa * 1e6).rounded()))e\(exponent - 6)"
    }

    /// Archery instances from SplitMix64(2022): classic ones (n ≤ 10, the opponent's arrows summing
    /// to n) or, with `maxArrows`, n ≤ maxArrows and counts ≤ maxArrows / K.
    static func archeryInstances(_ count: Int, rings: Int, maxArrows: Int?) -> [(Int, [Int])] {
        var random = SplitMix64(seed: 2022)
        return (0..<count).map { _ in
            if let maxArrows {
                let n = Int(random.next() % UInt64(maxArrows)) + 1
                return (n, (0..<rings).map { _ in Int(random.next() % UInt64(maxArrows / rings + 1)) })
            }
            let n = Int(random.next() % 10) + 1
            var opponent = [Int](repeating: 0, count: rings)
            for _ in 0..<n { opponent[Int(random.next() % UInt64(rings))] += 1 }
            return (n, opponent)
        }
    }

    /// A checksum of every plan: margins and arrows, position-weighted, wrapping.
    static func archeryChecksum(_ instances: [(Int, [Int])], _ solve: (Int, [Int]) -> ArcheryPlan?) -> String {
        var sum: UInt64 = 0
        for (n, opponent) in instances {
            guard let plan = solve(n, opponent) else {
                sum &+= 1
                continue
            }
            sum = sum &* 31 &+ UInt64(plan.margin)
            for (ring, arrows) in plan.arrows.enumerated() { sum &+= UInt64(ring + 1) &* UInt64(arrows) }
        }
        return String(sum)
    }

    /// The DSLR benchmark queries: SplitMix64 from seed 9019, pairs with A ≠ B. The C peer
    /// (Benchmarks/Peers/dslr_bfs.c) generates the same sequence.
    static func dslrQueries(_ count: Int) -> [(Int, Int)] {
        var random = SplitMix64(seed: 9019)
        var queries: [(Int, Int)] = []
        while queries.count < count {
            let start = Int(random.next() % 10_000)
            let target = Int(random.next() % 10_000)
            if start != target { queries.append((start, target)) }
        }
        return queries
    }
}

extension KernelRegistry {
    /// n products of two primes of bits/2 bits each, as `Benchmarks/Peers/factor_tools.py` makes
    /// them: SplitMix64 from seed 2014, each prime the next prime after a random value (the top
    /// bits/2 bits of as many 64-bit draws as it takes, first draw highest) with its top bit set.
    static func semiprimes(_ n: Int, bits: Int) -> [BigInt] {
        var random = SplitMix64(seed: 2014)
        let half = bits / 2
        let words = (half + 63) / 64
        func prime() -> BigInt {
            while true {
                var value = BigInt(0)
                for _ in 0..<words { value = (value << 64) | BigInt(random.next()) }
                let start = (value >> (64 * words - half)) | (BigInt(1) << (half - 1))
                let p = start.nextPrime()
                if p.bitWidth == half { return p }
            }
        }
        return (0..<n).map { _ in prime() * prime() }
    }

    /// The sum of every prime factor (with multiplicity), mod 2^64: the peers print the same.
    static func factorChecksum(_ numbers: [BigInt], _ factorizer: Factorizer) -> String {
        var sum: UInt64 = 0
        for n in numbers {
            for factor in (try? factorizer.factor(n)) ?? [] {
                sum &+= factor.prime.magnitudeLowWord &* UInt64(factor.exponent)
            }
        }
        return String(sum)
    }
}
