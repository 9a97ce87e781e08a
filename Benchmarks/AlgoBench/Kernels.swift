import Archery
import BenchKit
import BigNumber
import ComplexPower
import DSLR
import FermatPoint
import Sieve

/// A benchmark kernel: a function of a size that returns a checksum every variant must agree on.
struct Kernel: Sendable {
    var name: String
    var summary: String
    /// Prepares inputs outside the timed region and returns the timed body.
    var prepare: @Sendable (Int) -> () -> String
}

/// Every kernel of every module: the classic baselines beside the suite's versions.
enum KernelRegistry {
    static let all: [Kernel] = [
        Kernel(name: "sieve.classic", summary: "π(n), classic Int flag array (ladder step 1)") { n in
            { String(classicSieveCount(upTo: n)) }
        },
        Kernel(name: "sieve.odd", summary: "π(n), odd-only bytes over an unsafe buffer (step 2)") { n in
            { String(oddSieveCount(upTo: n)) }
        },
        Kernel(name: "sieve.segmented", summary: "π(n), odd-only segmented at L1 (step 3)") { n in
            { String(segmentedSieveCount(upTo: UInt64(n))) }
        },
        Kernel(name: "sieve.wheel", summary: "π(n), the suite's mod-30 wheel sieve, 1 thread (step 4)") { n in
            { String(PrimeSieve.count(upTo: UInt64(n), threads: 1)) }
        },
        Kernel(
            name: "sieve.high", summary: "primes in [10^16, 10^16 + n], 1 thread: the bucket sieve's range"
        ) { n in
            { String(PrimeSieve.count(in: highSieveStart...(highSieveStart + UInt64(n)), threads: 1)) }
        },
        Kernel(name: "sieve.wheel-mt", summary: "π(n), the suite's sieve on all cores") { n in
            { String(PrimeSieve.count(upTo: UInt64(n))) }
        },
        Kernel(name: "dslr.string", summary: "n DSLR queries, baseline (a): String paths, Set visited") { n in
            let queries = dslrQueries(n)
            return { String(queries.reduce(0) { $0 + classicStringDSLR(from: $1.0, to: $1.1).utf8.count }) }
        },
        Kernel(name: "dslr.record", summary: "n DSLR queries, baseline (b): digit records, [Bool] visited") { n in
            let queries = dslrQueries(n)
            return { String(queries.reduce(0) { $0 + classicRecordDSLR(from: $1.0, to: $1.1).utf8.count }) }
        },
        Kernel(name: "dslr.bidirectional", summary: "n DSLR queries, the suite's bidirectional BFS") { n in
            let queries = dslrQueries(n)
            let solver = BidirectionalDSLR()
            var program: [DSLROperation] = []
            return {
                var total = 0
                for (start, target) in queries {
                    solver.program(from: start, to: target, into: &program)
                    total += program.count
                }
                return String(total)
            }
        },
        Kernel(name: "archery.dfs", summary: "n classic archery instances (K = 11, n ≤ 10), baseline DFS") { n in
            let instances = archeryInstances(n, rings: 11, maxArrows: nil)
            return { archeryChecksum(instances) { try? ArcheryOptimizer.classicDFS(arrows: $0, opponent: $1) } }
        },
        Kernel(name: "archery.knapsack", summary: "n classic archery instances, the suite's knapsack") { n in
            let instances = archeryInstances(n, rings: 11, maxArrows: nil)
            return { archeryChecksum(instances) { try? ArcheryOptimizer.best(arrows: $0, opponent: $1) } }
        },
        Kernel(name: "archery.knapsack64", summary: "n archery instances with K = 64 and n ≤ 10^9, knapsack") { n in
            let instances = archeryInstances(n, rings: 64, maxArrows: 1_000_000_000)
            return { archeryChecksum(instances) { try? ArcheryOptimizer.best(arrows: $0, opponent: $1) } }
        },
        Kernel(name: "fermat.triangles", summary: "n random triangles' Fermat points (closed form)") { n in
            let points = randomPoints(3 * n, seed: 8)
            return {
                var sum = 0.0
                for i in 0..<n { sum += fermatPoint(points[3 * i], points[3 * i + 1], points[3 * i + 2]).total }
                return roundedChecksum(sum)
            }
        },
        Kernel(name: "fermat.median", summary: "geometric median of n random points to a relative gap of 1e-10") { n in
            let points = randomPoints(n, seed: 8)
            return { roundedChecksum((try? geometricMedian(of: points, tolerance: 1e-10))?.total ?? .nan) }
        },
        Kernel(name: "fermat.median-plain", summary: "the same median by plain Weiszfeld (no Newton steps)") { n in
            let points = randomPoints(n, seed: 8)
            return {
                roundedChecksum((try? geometricMedian(of: points, tolerance: 1e-10, accelerate: false))?.total ?? .nan)
            }
        },
        Kernel(name: "bignum.add10k", summary: "n additions of two 10^4-digit BigInts") { n in
            bignumKernel(n, .add)
        },
        Kernel(name: "bignum.mul10k", summary: "n multiplications of two 10^4-digit BigInts") { n in
            bignumKernel(n, .multiply)
        },
        Kernel(name: "bignum.div10k", summary: "n divisions of a 2·10^4-digit by a 10^4-digit BigInt") { n in
            bignumKernel(n, .divide)
        },
        Kernel(name: "bignum.factorial", summary: "n! as a BigInt") { n in
            { bignumChecksum(BigInt.factorial(n), sum: 0) }
        },
        Kernel(name: "mersenne.ll", summary: "Mersenne exponents ≤ n: trial factoring + Lucas–Lehmer, 1 thread") { n in
            { String(Mersenne.exponents(upTo: n, threads: 1).reduce(0, +)) }
        },
        Kernel(name: "complex.pow", summary: "n principal Double powers z^w, random z and w") { n in
            let points = randomPoints(2 * n, seed: 77)
            let pairs = (0..<n).map {
                (
                    Complex(4 * points[2 * $0].x - 2, 4 * points[2 * $0].y - 2),
                    Complex(4 * points[2 * $0 + 1].x - 2, 2 * points[2 * $0 + 1].y - 1)
                )
            }
            return {
                var sum = 0.0
                for (z, w) in pairs { sum += Complex.pow(z, w).real }
                return roundedChecksum(sum)
            }
        },
        Kernel(name: "complex.digits", summary: "i^i to n significant digits through MPFR/MPC") { n in
            {
                PrecisePower.power(ComplexLiteral("i")!, ComplexLiteral("i")!, branch: 0, digits: n).real.suffix(12)
                    .description
            }
        },
        Kernel(name: "complex.general", summary: "(1+2i)^(0.3+0.7i) to n significant digits through MPFR") { n in
            let (z, w) = (ComplexLiteral("1+2i")!, ComplexLiteral("0.3+0.7i")!)
            return { PrecisePower.power(z, w, branch: 0, digits: n).real.suffix(12).description }
        },
    ]

    /// The operands of the C GMP peer (Benchmarks/Peers/gmp_ops.c): a = 7…7 and b = 3…31, 10^4
    /// digits each, and a·a; the operation runs n times and the low 64 bits of each result are summed.
    /// Where `sieve.high` starts (Benchmarks/Peers/primesieve_count.c starts there too): √ of the
    /// range is 10^8, so 5.76 million sieving primes, most of them in the bucket sieve.
    static let highSieveStart: UInt64 = 10_000_000_000_000_000

    enum BignumOperation {
        case add, multiply, divide
    }

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
        var random = BenchRandom(seed: seed)
        return (0..<count).map { _ in
            let x = Double(random.next() >> 11) * 0x1p-53
            let y = Double(random.next() >> 11) * 0x1p-53
            return Point2(x, y)
        }
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

    static func named(_ name: String) -> Kernel? { all.first { $0.name == name } }

    /// Archery instances from SplitMix64(2022): classic ones (n ≤ 10, the opponent's arrows summing
    /// to n) or, with `maxArrows`, n ≤ maxArrows and counts ≤ maxArrows / K.
    static func archeryInstances(_ count: Int, rings: Int, maxArrows: Int?) -> [(Int, [Int])] {
        var random = BenchRandom(seed: 2022)
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
        var random = BenchRandom(seed: 9019)
        var queries: [(Int, Int)] = []
        while queries.count < count {
            let start = Int(random.next() % 10_000)
            let target = Int(random.next() % 10_000)
            if start != target { queries.append((start, target)) }
        }
        return queries
    }
}
