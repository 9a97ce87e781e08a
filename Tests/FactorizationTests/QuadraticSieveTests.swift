import AlgoSupport
import BigNumber
import CSIQSKernels
import Foundation
import Primality
import Sieve
import Testing
import _TestSupport

@testable import Factorization

/// The quadratic sieve's parts against independent oracles (brute force over small primes, GMP
/// arithmetic), and whole factorizations of products built from GMP's primes.
@Suite struct QuadraticSieveTests {
    @Test("square roots, inverses and Legendre symbols mod p agree with brute force for p < 600")
    func smallPrimeArithmetic() {
        for p in PrimeSieve.primes(in: 3...600) {
            let squares = Set((1..<p).map { $0 * $0 % p })
            for a in 1..<p {
                #expect((SmallPrimeArithmetic.legendre(a, p) == 1) == squares.contains(a), "(\(a)/\(p))")
                #expect(a * SmallPrimeArithmetic.inverse(a, p) % p == 1, "\(a)⁻¹ mod \(p)")
                if squares.contains(a) {
                    let r = SmallPrimeArithmetic.squareRoot(a, p)
                    #expect(r * r % p == a, "√\(a) mod \(p) = \(r)")
                }
            }
        }
    }

    @Test("Tonelli–Shanks on primes ≡ 1 mod 2^k up to 2^32 (seed 41)")
    func squareRootsLargePrimes() {
        var generator = SplitMix64(seed: 41)
        // Primes with long 2-power parts of p − 1 exercise every branch of Tonelli–Shanks.
        let primes: [UInt64] = [65_537, 786_433, 13_631_489, 469_762_049, 3_221_225_473, 4_294_967_291]
        for p in primes {
            #expect(BailliePSW.isPrime(p))
            for _ in 0..<200 {
                let x = generator.next() % p
                let r = SmallPrimeArithmetic.squareRoot(x * x % p, p)
                #expect(r * r % p == x * x % p, "√(\(x)²) mod \(p) = \(r)")
            }
        }
    }

    @Test("the factor base: exactly the primes with (kN/p) ≠ −1 up to its largest, with their roots (seed 42)")
    func factorBase() {
        var generator = SplitMix64(seed: 42)
        let n = FactorizerTests.randomPrime(bits: 60, &generator) * FactorizerTests.randomPrime(bits: 60, &generator)
        let base = FactorBase(n: n, size: 300)
        #expect(base.count == 300)
        #expect(base.primes[0] == 2)
        let kN = n * BigInt(base.multiplier)
        // Brute force: p is in the base exactly when some r has r² ≡ kN (mod p).
        let expected = PrimeSieve.primes(in: 3...UInt64(base.largest)).filter { p in
            let residue = kN.remainder(dividingBy: p)
            return (0..<p).contains { $0 * $0 % p == residue }
        }
        #expect(base.primes.dropFirst().map(UInt64.init) == expected)
        for (p, root) in zip(base.primes, base.roots).dropFirst() {
            #expect(UInt64(root) * UInt64(root) % UInt64(p) == kN.remainder(dividingBy: UInt64(p)))
        }
        #expect(
            [
                1, 3, 5, 7, 11, 13, 15, 17, 19, 21, 23, 29, 31, 33, 35, 37, 39, 41, 43, 47, 51, 53, 55, 57, 59, 61, 65,
                67, 69, 71, 73,
            ].contains(base.multiplier))
    }

    @Test("Knuth–Schroeppel: the multiplier maximises Silverman's score, with squares found by brute force (seed 51)")
    func knuthSchroeppel() {
        var generator = SplitMix64(seed: 51)
        let candidates: [UInt64] = [
            1, 3, 5, 7, 11, 13, 15, 17, 19, 21, 23, 29, 31, 33, 35, 37, 39, 41, 43, 47, 51, 53, 55, 57, 59, 61, 65,
            67, 69, 71, 73,
        ]
        let primes = PrimeSieve.primes(in: 3...1000)
        let squares = primes.map { p in Set((1..<p).map { $0 * $0 % p }) }
        for bits in [40, 64, 90, 128, 160] {
            let n =
                FactorizerTests.randomPrime(bits: bits / 2, &generator)
                * FactorizerTests.randomPrime(bits: bits - bits / 2, &generator)
            // Silverman 1987, section 5, term by term from its definition.
            let scores = candidates.map { k -> Double in
                let kN = n * BigInt(k)
                var score = -0.5 * log(Double(k))
                switch kN.remainder(dividingBy: 8) {
                case 1: score += 2 * log(2.0)
                case 5: score += log(2.0)
                case 3, 7: score += 0.5 * log(2.0)
                default: break
                }
                for (p, squaresModP) in zip(primes, squares) {
                    if k % p == 0 {
                        score += log(Double(p)) / Double(p)
                    } else if squaresModP.contains(kN.remainder(dividingBy: p)) {
                        score += 2 * log(Double(p)) / Double(p - 1)
                    }
                }
                return score
            }
            let chosen = FactorBase.knuthSchroeppel(n)
            let chosenScore = scores[candidates.firstIndex(of: chosen) ?? 0]
            #expect(candidates.contains(chosen), "k = \(chosen) for N = \(n)")
            #expect(scores.allSatisfy { $0 <= chosenScore + 1e-12 }, "k = \(chosen) for N = \(n): \(scores)")
        }
    }

    @Test("Barrett reduction agrees with division for random words and moduli, and at the edges (seed 52)")
    func barrettReduction() {
        var generator = SplitMix64(seed: 52)
        var moduli: [UInt64] = [2, 3, 5, 7, 65_521, 65_537, 4_294_967_291, 4_294_967_295, 1 << 62, (1 << 63) - 1]
        for _ in 0..<200 { moduli.append(2 + generator.next() % (1 << 32)) }
        for p in moduli {
            let m = SmallPrimeArithmetic.reciprocal(p)
            var xs: [UInt64] = [0, 1, p - 1, p, p + 1, UInt64.max, UInt64.max - 1, UInt64.max / p * p]
            for _ in 0..<200 { xs.append(generator.next()) }
            for x in xs {
                #expect(SmallPrimeArithmetic.reduce(x, p, reciprocal: m) == x % p, "\(x) mod \(p)")
            }
        }
    }

    @Test("the 32-bit lane divisibility test is exact below the sieve's vector bound, for every x (seed 53)")
    func laneDivisibility() {
        var generator = SplitMix64(seed: 53)
        for positions in [32_768, 65_536, 131_072] {
            let primes = PrimeSieve.primes(in: 3...70_000).map { UInt32($0) }
            let end = SIQSSieve.vectorEnd(primes: primes, positions: positions)
            #expect(end > 0 && end < primes.count)
            // The bound is tight enough to keep the primes below 2^14 at one block (M = 2^14).
            if positions == 32_768 { #expect(primes[end - 1] > 1 << 14) }
            for index in [0, 1, end / 2, end - 2, end - 1] + (0..<20).map({ _ in Int(generator.next() % UInt64(end)) })
            {
                let p = primes[index]
                let c = UInt32.max / p &+ 1
                // Every x the trial division can ask about: position + p − root below 2M + p.
                let wrong = (0..<(UInt32(positions) + p)).first { x in (x &* c < c) != (x % p == 0) }
                #expect(wrong == nil, "p = \(p): wrong at x = \(String(describing: wrong))")
            }
        }
    }

    /// A product of two random primes of `primeBits` bits, its sieve parameters, factor base and
    /// polynomial chooser.
    static func sieveSetUp(
        primeBits: Int, seed: UInt64
    ) -> (BigInt, SIQSParameters, FactorBase, SIQSPolynomialChooser) {
        var generator = SplitMix64(seed: seed)
        let n =
            FactorizerTests.randomPrime(bits: primeBits, &generator)
            * FactorizerTests.randomPrime(bits: primeBits, &generator)
        let parameters = SIQSParameters(bits: n.bitWidth)
        let base = FactorBase(n: n, size: parameters.factorBaseSize)
        let chooser = SIQSPolynomialChooser(factorBase: base, halfInterval: parameters.halfInterval, seed: seed)
        return (n, parameters, base, chooser)
    }

    @Test("b and c in words along the Gray code equal GMP's b ± 2B and (b² − kN)/a, 100 to 220 bits (seed 57)")
    func widePolynomial() throws {
        for primeBits in [50, 80, 100, 110] {
            let (_, _, base, initial) = Self.sieveSetUp(primeBits: primeBits, seed: 57)
            var chooser = initial
            for _ in 0..<2 {
                let next = chooser.next()
                let family = try #require(next)
                var wide = try #require(SIQSWidePolynomial(family: family, factorBase: base))
                var b = family.firstB
                var mismatches = 0
                for polynomial in 0..<family.count {
                    if polynomial > 0 {
                        let (term, sign) = SIQSPolynomialFamily.grayStep(polynomial)
                        b = sign > 0 ? b + 2 * family.bTerms[term] : b - 2 * family.bTerms[term]
                        let stepped = wide.step(term: term, sign: sign)
                        #expect(stepped, "\(primeBits)-bit primes: a step overflowed")
                    }
                    let c = (b * b - base.kN) / family.a
                    #expect((b * b - base.kN) % family.a == 0)
                    if BigInt(wide.b) != b || BigInt(wide.c) != c || BigInt(wide.a) != family.a { mismatches += 1 }
                }
                #expect(mismatches == 0, "\(primeBits)-bit primes: \(mismatches) of \(family.count) polynomials differ")
            }
        }
    }

    @Test("every b of a family: b² ≡ kN (mod a), a near its target, the Gray code visits each sign pattern once")
    func polynomialFamily() throws {
        let (_, _, base, initial) = Self.sieveSetUp(primeBits: 80, seed: 43)
        var chooser = initial
        var seen: Set<BigInt> = []
        for _ in 0..<5 {
            let next = chooser.next()
            let family = try #require(next)
            #expect(seen.insert(family.a).inserted, "a repeated")
            let bits = Double(family.a.bitWidth)
            #expect(abs(bits - chooser.targetBits) < 3, "a has \(bits) bits, the target \(chooser.targetBits)")
            var b = family.firstB
            var patterns: Set<[Bool]> = []
            var signs = [Bool](repeating: true, count: family.primeIndices.count)
            for i in 0..<family.count {
                if i > 0 {
                    let (term, sign) = SIQSPolynomialFamily.grayStep(i)
                    b = b + BigInt(2 * sign) * family.bTerms[term]
                    #expect(signs[term] == (sign < 0), "step \(i) flips term \(term) the wrong way")
                    signs[term].toggle()
                }
                patterns.insert(signs)
                #expect((b * b - base.kN) % family.a == 0, "b² ≢ kN (mod a) at polynomial \(i)")
            }
            #expect(patterns.count == family.count)
        }
    }

    @Test("the roots, Gray-code steps and moved roots agree with GMP at 120 and 200 bits (seed 55)")
    func rootsAndSteps() throws {
        for primeBits in [60, 100] {
            let (_, parameters, base, initial) = Self.sieveSetUp(primeBits: primeBits, seed: 55)
            var chooser = initial
            let sieve = SIQSSieve(factorBase: base, parameters: parameters, window: initial.window)
            let m = parameters.halfInterval
            for _ in 0..<3 {
                let next = chooser.next()
                let family = try #require(next)
                #expect(family.primeIndices.allSatisfy { initial.window.contains($0) })
                let count = base.count
                let s = family.primeIndices.count
                var root1 = [UInt32](repeating: 7, count: count)
                var root2 = [UInt32](repeating: 7, count: count)
                var steps = [UInt32](repeating: 7, count: count * s)
                root1.withUnsafeMutableBufferPointer { r1 in
                    root2.withUnsafeMutableBufferPointer { r2 in
                        steps.withUnsafeMutableBufferPointer {
                            sieve.setUpRoots(
                                of: family, root1: r1.baseAddress!, root2: r2.baseAddress!, steps: $0.baseAddress!)
                        }
                    }
                }
                let a = family.a
                let b = family.firstB
                // Every prime i ≥ 1 not in a: p | (a·(r − M) + b)² − kN at both roots, and the
                // step of term l is 2·B_l·a⁻¹ mod p (2·B_l ≡ step · a), all by GMP.
                var checked = 0
                for i in 1..<count where !family.primeIndices.contains(i) {
                    let p = UInt64(base.primes[i])
                    for r in [root1[i], root2[i]] {
                        #expect(UInt64(r) < p)
                        let y = a * BigInt(Int(r) - m) + b
                        #expect((y * y - base.kN).remainder(dividingBy: p) == 0, "p = \(p), root \(r)")
                    }
                    for l in 0..<s {
                        let lhs = (2 * family.bTerms[l]).remainder(dividingBy: p)
                        let rhs = (BigInt(UInt64(steps[l * count + i])) * a).remainder(dividingBy: p)
                        #expect(lhs == rhs, "p = \(p), term \(l)")
                    }
                    checked += 1
                }
                #expect(checked == count - 1 - s)
                for index in family.primeIndices {
                    #expect(root1[index] == 0 && root2[index] == 0)
                    #expect((0..<s).allSatisfy { steps[$0 * count + index] == 0 })
                }
                // The Gray-code walk: after each move (eight primes at a time, then the tail), the
                // roots are the next polynomial's by GMP, on every prime; a's stay 0.
                var nextB = b
                for polynomial in 1..<min(family.count, 12) {
                    let (term, sign) = SIQSPolynomialFamily.grayStep(polynomial)
                    nextB = sign > 0 ? nextB + 2 * family.bTerms[term] : nextB - 2 * family.bTerms[term]
                    base.primes.withUnsafeBufferPointer { primes in
                        root1.withUnsafeMutableBufferPointer { r1 in
                            root2.withUnsafeMutableBufferPointer { r2 in
                                steps.withUnsafeMutableBufferPointer {
                                    SIQSSieve.moveRoots(
                                        primes: primes.baseAddress!, root1: r1.baseAddress!, root2: r2.baseAddress!,
                                        steps: $0.baseAddress! + term * count, range: 1..<count, down: sign > 0)
                                }
                            }
                        }
                    }
                    var wrong: [UInt64] = []
                    for i in 1..<count where !family.primeIndices.contains(i) {
                        let p = UInt64(base.primes[i])
                        for r in [root1[i], root2[i]] {
                            let y = a * BigInt(Int(r) - m) + nextB
                            if UInt64(r) >= p || (y * y - base.kN).remainder(dividingBy: p) != 0 { wrong.append(p) }
                        }
                    }
                    #expect(wrong.count == 0, "polynomial \(polynomial): wrong roots for p in \(wrong.prefix(5))")
                    #expect(family.primeIndices.allSatisfy { root1[$0] == 0 && root2[$0] == 0 })
                }
            }
        }
    }

    @Test("the inverse table: q·q⁻¹ ≡ 1 (mod p) for every q of the window and prime p, 0 where p = q (seed 56)")
    func inverseTable() {
        let (_, _, base, chooser) = Self.sieveSetUp(primeBits: 70, seed: 56)
        let table = SIQSInverseTable(factorBase: base, window: chooser.window)
        #expect(chooser.window.count == SIQSPolynomialChooser.windowSize(factorBaseCount: base.count))
        for index in chooser.window {
            let q = UInt64(base.primes[index])
            let start = table.rowStart(of: index)
            for i in 1..<base.count {
                let p = UInt64(base.primes[i])
                let inverse = UInt64(table.values[start + i])
                if p == q {
                    #expect(inverse == 0)
                } else {
                    #expect(inverse < p && q % p * inverse % p == 1, "\(q)⁻¹ mod \(p) = \(inverse)")
                }
            }
        }
    }

    @Test("every relation: Y² ≡ (−1)^e₀ · Π p^e · L (mod N) (seed 44)")
    func relations() throws {
        let (n, parameters, base, initial) = Self.sieveSetUp(primeBits: 64, seed: 44)
        var chooser = initial
        let next = chooser.next()
        let found = SIQSSieve(factorBase: base, parameters: parameters, window: initial.window).relations(
            of: try #require(next))
        #expect(found.count > 20, "one family gave \(found.count) relations")
        for relation in found {
            var product = BigInt(Int(relation.largePrime)) * BigInt(Int(relation.secondLargePrime))
            for column in relation.columns {
                product = product * (column == 0 ? BigInt(-1) : BigInt(UInt64(base.primes[Int(column) - 1])))
            }
            let root = relation.root.value
            let residue = ((root * root - product) % n + n) % n
            #expect(residue == 0, "Y = \(root), columns \(relation.columns), L = \(relation.largePrime)")
        }
    }

    @Test(
        "the one-block sieve finds exactly the relations the blockwise sieve finds, its large primes' pass in AVX2 or not, at 100, 180 and 220 bits (seed 48)"
    )
    func oneBlockAgreesWithBlockwise() throws {
        for primeBits in [50, 90, 110] {
            let (_, parameters, base, initial) = Self.sieveSetUp(primeBits: primeBits, seed: 48)
            #expect(parameters.blocks == 1)
            var chooser = initial
            let next = chooser.next()
            let family = try #require(next)
            var blockwise = SIQSSieve(factorBase: base, parameters: parameters, window: initial.window)
            blockwise.blockwise = true
            let reference = blockwise.relations(of: family)
            #expect(reference.count > 5, "\(primeBits)-bit primes: \(reference.count) relations")
            for vector in [false, true] where !vector || SIQSSieve.kernelsAvailable {
                var sieve = SIQSSieve(factorBase: base, parameters: parameters, window: initial.window)
                sieve.vectorKernels = vector
                let oneBlock = sieve.relations(of: family)
                #expect(oneBlock.map(\.root.value) == reference.map(\.root.value), "AVX2 \(vector)")
                #expect(oneBlock.map(\.columns) == reference.map(\.columns), "AVX2 \(vector)")
                #expect(oneBlock.map(\.largePrime) == reference.map(\.largePrime), "AVX2 \(vector)")
            }
        }
    }

    @Test("fixed-hit runs: a root r of p hits a block ⌈(block − r)/p⌉ times, k or k + 1 for the run's k")
    func fixedHitRuns() {
        let primes = PrimeSieve.primes(in: 3...40_000).map { UInt32($0) }
        for size in [16_384, 32_768] {
            let runs = SIQSSieve.fixedHitRuns(primes: primes, range: 0..<primes.count, blockSize: size)
            let covered = runs.flatMap { Array($0.primes) }
            #expect(covered == primes.indices.filter { size / Int(primes[$0]) <= SIQSSieve.fixedHitLimit })
            #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.hits > $1.hits })
            for run in runs {
                for i in [run.primes.lowerBound, run.primes.upperBound - 1] {
                    let p = Int(primes[i])
                    for r in [0, p / 3, p - 1] {
                        let hits = (size - r + p - 1) / p  // r, r + p, … below size
                        #expect(
                            hits == run.hits || hits == run.hits + 1, "p \(p), r \(r): \(hits) hits, run \(run.hits)")
                    }
                }
            }
        }
    }

    @Test(
        "the AVX2 large-prime pass moves roots as the Swift loop does and lists exactly the roots in the block (seed 66)",
        .enabled(if: SIQSSieve.kernelsAvailable, "this CPU has no AVX2"))
    func largePrimeKernel() {
        var generator = SplitMix64(seed: 66)
        let count = 1003  // not a multiple of 8: the tail runs too
        let size: UInt32 = 1 << 15
        for down in [true, false] {
            let primes = (0..<count).map { _ in UInt32(size) + UInt32(generator.next() % 2_000_000) | 1 }
            let steps = primes.map { UInt32(generator.next() % UInt64($0)) }
            var root1 = primes.map { UInt32(generator.next() % UInt64($0)) }
            var root2 = primes.map { UInt32(generator.next() % UInt64($0)) }
            // The reference: r − s mod p (s = p − step when going up), by 64-bit arithmetic.
            func moved(_ r: UInt32, _ i: Int) -> UInt32 {
                let (p, s) = (UInt64(primes[i]), UInt64(down ? steps[i] : primes[i] - steps[i]))
                return UInt32((UInt64(r) + p - s % p) % p)
            }
            let expected1 = root1.indices.map { moved(root1[$0], $0) }
            let expected2 = root2.indices.map { moved(root2[$0], $0) }
            var hits = [UInt32](repeating: 0, count: 2 * count + 8)
            let n = siqs_move_and_list(primes, &root1, &root2, steps, 0, count, down ? 1 : 0, size, &hits)
            #expect(root1 == expected1 && root2 == expected2, "down \(down)")
            var listed: [UInt32] = []
            for i in 0..<count {
                for r in [expected1[i], expected2[i]] where r < size { listed.append(UInt32(i) << 15 | r) }
            }
            #expect(hits[0..<n].sorted() == listed.sorted(), "down \(down)")
            #expect(n > 10)
        }
    }

    @Test("the columns in use: only odd exponents count, each column once, relations taken in as they come")
    func oddColumns() {
        var columns = SIQSOddColumns(count: 10)
        func relation(_ c: [Int32]) -> SIQSRelation { SIQSRelation(roots: [], columns: c, squaredPrimes: []) }
        // 1 twice (even), 2 once, 5 three times: columns 2 and 5.
        var relations = [relation([1, 2, 1, 5, 5, 5])]
        #expect(columns.update(relations) == 2)
        // 2 again adds nothing; 1 once now counts; 7 twice does not.
        relations += [relation([2]), relation([7, 1, 7])]
        #expect(columns.update(relations) == 3)
        #expect(columns.update(relations) == 3)
        relations.append(relation([0, 9]))
        #expect(columns.update(relations) == 5)
    }

    @Test("the large primes' index agrees with a dictionary through its growth, colliding keys included (seed 57)")
    func primeIndex() {
        var generator = SplitMix64(seed: 57)
        var index = SIQSPrimeIndex()
        var oracle: [UInt64: Int32] = [:]
        // Random keys, small ones, and multiples of 2^40 (whose products share their low bits).
        let keys = (0..<6000).map { i -> UInt64 in
            switch i % 3 {
            case 0: generator.next() | 2
            case 1: 2 + generator.next() % 5000
            default: (1 + generator.next() % 3000) << 40
            }
        }
        for key in keys {
            let new = Int32(oracle.count)
            let expected = oracle[key] ?? new
            if oracle[key] == nil { oracle[key] = new }
            #expect(index.index(of: key, inserting: new) == expected, "key \(key)")
        }
        for (key, value) in oracle { #expect(index.index(of: key, inserting: -1) == value) }
    }

    @Test("cycle graph: a relation per independent cycle (union-find count), each large prime twice (seed 49)")
    func cycleGraph() {
        var generator = SplitMix64(seed: 49)
        // 1 stands for "no large prime": (1, L) is a single partial, (1, 1) a full relation.
        let vertices: [UInt64] = [1, 1009, 1013, 1019, 1021, 1031, 1033, 1039, 1049, 1051, 1061, 1063, 1069]
        var store = SIQSRelationStore()
        var partials: [SIQSPartial] = []
        var leader = Dictionary(uniqueKeysWithValues: vertices.map { ($0, $0) })
        func find(_ start: UInt64) -> UInt64 {
            var v = start
            while let up = leader[v], up != v { v = up }
            return v
        }
        var expected = 0
        for i in 0..<400 {
            let p = vertices[Int(generator.next() % UInt64(vertices.count))]
            let q = i % 9 == 0 ? p : vertices[Int(generator.next() % UInt64(vertices.count))]
            let partial = SIQSPartial(
                root: .word(Int128(i)), columns: [Int32(i)], largePrime: min(p, q), secondLargePrime: max(p, q))
            partials.append(partial)
            store.add(partial)
            if p == q {
                expected += 1  // a full relation, or L² alone
            } else if find(p) == find(q) {
                expected += 1  // closes a cycle
            } else {
                leader[find(p)] = find(q)
            }
        }
        #expect(store.full.count == expected)
        #expect(store.cycleCount > 100 && store.doubleCount > 200)
        var closing: Set<BigInt> = []
        for relation in store.full {
            let used = relation.roots.map { partials[Int($0.value.exactUInt64 ?? 0)] }
            #expect(relation.columns.sorted() == used.flatMap(\.columns).sorted())
            #expect(closing.insert(relation.roots[0].value).inserted, "two relations closed by one partial")
            var times: [UInt64: Int] = [:]
            for partial in used {
                for prime in [partial.largePrime, partial.secondLargePrime] where prime != 1 {
                    times[prime, default: 0] += 1
                }
            }
            #expect(times.values.allSatisfy { $0 == 2 }, "roots \(relation.roots.map(\.value)): \(times)")
            #expect(relation.squaredPrimes.sorted() == times.keys.sorted())
        }
    }

    @Test("double large primes at 140 bits: every relation, cycles included, is a square mod N (seed 50)")
    func doubleLargePrimeRelations() throws {
        let (n, single, base, initial) = Self.sieveSetUp(primeBits: 70, seed: 50)
        var parameters = single
        parameters.doubleLargePrimes = true
        var chooser = initial
        let sieve = SIQSSieve(factorBase: base, parameters: parameters, window: initial.window)
        var store = SIQSRelationStore()
        var families = 0
        while store.cycleCount < 40 && families < 400, let family = chooser.next() {
            store.add(sieve.relations(of: family))
            families += 1
        }
        #expect(store.doubleCount > 0 && store.cycleCount >= 40)
        // A relation with two squared primes, or three partials, came through a double partial.
        #expect(store.full.contains { $0.squaredPrimes.count >= 2 || $0.roots.count >= 3 })
        for relation in store.full {
            var y = BigInt(1)
            for root in relation.roots { y = y * root.value % n }
            var product = BigInt(1)
            for column in relation.columns {
                product = product * (column == 0 ? BigInt(-1) : BigInt(UInt64(base.primes[Int(column) - 1]))) % n
            }
            for prime in relation.squaredPrimes { product = product * BigInt(prime) * BigInt(prime) % n }
            let residue = ((y * y - product) % n + n) % n
            #expect(residue == 0, "roots \(relation.roots.count), L² \(relation.squaredPrimes)")
        }
        let divisor = QuadraticSieve(n: n, threads: 2, seed: 50, doubleLargePrimes: true).divisor()
        #expect(divisor > 1 && divisor < n && n % divisor == 0)
    }

    @Test("GF(2) dependencies: each one's rows cancel in every column (seed 45)")
    func dependencies() {
        var generator = SplitMix64(seed: 45)
        let columns = 150
        let rows = (0..<170).map { _ in (0..<6).map { _ in Int32(generator.next() % UInt64(columns)) } }
        let found = GF2Elimination.dependencies(rows: rows, columns: columns)
        // 170 rows in a space of at most 150 dimensions: at least 20 independent dependencies.
        #expect(found.count >= 20)
        for dependency in found {
            #expect(!dependency.isEmpty)
            var parity = [Bool](repeating: false, count: columns)
            for row in dependency {
                for column in rows[row] { parity[Int(column)].toggle() }
            }
            #expect(!parity.contains(true), "dependency \(dependency) leaves odd columns")
        }
        // All of them: as many as the rows less their rank (found by plain elimination on sets of
        // columns here), and independent (the dependencies' own rank, as sets of rows).
        let matrix = rows.map { row in Set(row.filter { column in row.count(where: { $0 == column }) % 2 == 1 }) }
        #expect(found.count == rows.count - Self.rank(matrix))
        #expect(Self.rank(found.map(Set.init)) == found.count)
        // Rows that singleton removal takes away entirely (each has a column of its own), and no rows.
        #expect(GF2Elimination.dependencies(rows: [[0], [1, 2]], columns: 3).isEmpty)
        #expect(GF2Elimination.dependencies(rows: [], columns: 4).isEmpty)
        // Two equal rows: the one dependency is both.
        #expect(GF2Elimination.dependencies(rows: [[3, 5], [5, 3]], columns: 6) == [[0, 1]])
        #expect(Set(found).count == found.count)
    }

    @Test("GF(2) dependencies of sparse rows, where most columns have two rows and merge (seed 54)")
    func dependenciesAfterMerges() {
        var generator = SplitMix64(seed: 54)
        let columns = 300
        // Rows of two or three columns: a random graph and hyperedges, whose columns of weight two
        // the structured step merges before the dense one.
        let rows = (0..<330).map { i in (0..<(2 + i % 2)).map { _ in Int32(generator.next() % UInt64(columns)) } }
        let found = GF2Elimination.dependencies(rows: rows, columns: columns, limit: 1000)
        for dependency in found {
            var parity = [Bool](repeating: false, count: columns)
            for row in dependency {
                for column in rows[row] { parity[Int(column)].toggle() }
            }
            #expect(!parity.contains(true), "dependency \(dependency) leaves odd columns")
            #expect(Set(dependency).count == dependency.count, "a row twice in \(dependency)")
        }
        let matrix = rows.map { row in Set(row.filter { column in row.count(where: { $0 == column }) % 2 == 1 }) }
        #expect(found.count == rows.count - Self.rank(matrix))
        #expect(found.count >= 30)
        #expect(Self.rank(found.map(Set.init)) == found.count)
        // A chain: column k joins rows k and k + 1, and the last row repeats the first's column:
        // every merge cascades into one dependency of all the rows.
        let chain: [[Int32]] = (0..<10).map { [Int32($0), Int32(($0 + 1) % 10)] }
        #expect(GF2Elimination.dependencies(rows: chain, columns: 10) == [Array(0..<10)])
        let reduced = GF2Elimination.reduce(rows: chain, columns: 10, limit: 64)
        #expect(reduced.rows == [[]] && reduced.columns == 0 && reduced.members.map { $0.sorted() } == [Array(0..<10)])
        // The sparse rows: the dense step gets fewer rows and columns than singleton removal
        // alone leaves (a row and a column fewer for each merge).
        let dense = GF2Elimination.reduce(rows: rows, columns: columns, limit: 1000)
        #expect(dense.rows.count < 200 && dense.columns < 170, "\(dense.rows.count) rows, \(dense.columns) columns")
    }

    /// The rank over GF(2) of vectors given as sets of their nonzero coordinates (symmetric
    /// difference is addition), by Gaussian elimination on the smallest coordinate.
    static func rank<T: Hashable & Comparable>(_ vectors: [Set<T>]) -> Int {
        var basis: [T: Set<T>] = [:]  // keyed by each basis vector's smallest coordinate
        for vector in vectors {
            var v = vector
            while let lowest = v.min(), let pivot = basis[lowest] { v = v.symmetricDifference(pivot) }
            if let lowest = v.min() { basis[lowest] = v }
        }
        return basis.count
    }

    @Test("balanced semiprimes of 42 to 160 bits by the sieve alone (seed 46)", arguments: [42, 64, 90, 128, 160])
    func semiprimes(bits: Int) throws {
        var generator = SplitMix64(seed: 46 + UInt64(bits))
        let rounds = sanitizerActive ? 1 : (bits >= 128 ? 2 : 5)
        for _ in 0..<rounds {
            let expected = [
                FactorizerTests.randomPrime(bits: bits / 2, &generator),
                FactorizerTests.randomPrime(bits: bits - bits / 2, &generator),
            ].sorted()
            let n = expected[0] * expected[1]
            let factors = try Factorizer(method: .siqs, threads: 2).factor(n)
            #expect(FactorizerTests.flat(factors) == expected, "seed \(46 + bits): \(n)")
            FactorizerTests.checkShape(n, factors, "siqs \(bits) bits")
        }
    }

    @Test(
        "long: balanced 200- and 220-bit semiprimes by the ladder (seed 48)",
        .enabled(if: longTestsEnabled, "opt-in: ALGOSUITE_LONG_TESTS=1 (about a minute on two cores)"),
        arguments: [200, 220])
    func longSemiprimes(bits: Int) throws {
        var generator = SplitMix64(seed: 48 + UInt64(bits))
        let expected = [
            FactorizerTests.randomPrime(bits: bits / 2, &generator),
            FactorizerTests.randomPrime(bits: bits - bits / 2, &generator),
        ].sorted()
        let n = expected[0] * expected[1]
        let factors = try Factorizer(threads: 2).factor(n)
        #expect(FactorizerTests.flat(factors) == expected, "seed \(48 + bits): \(n)")
        FactorizerTests.checkShape(n, factors, "ladder \(bits) bits")
    }

    @Test("three and more factors, and squares, by the sieve alone (seed 47)")
    func manyFactors() throws {
        var generator = SplitMix64(seed: 47)
        let p = FactorizerTests.randomPrime(bits: 40, &generator)
        let cases = [
            [
                FactorizerTests.randomPrime(bits: 30, &generator), FactorizerTests.randomPrime(bits: 40, &generator),
                FactorizerTests.randomPrime(bits: 50, &generator),
            ],
            [p, p, FactorizerTests.randomPrime(bits: 45, &generator)],
        ]
        for var expected in cases {
            expected.sort()
            let n = expected.reduce(BigInt(1), *)
            let factors = try Factorizer(method: .siqs).factor(n)
            #expect(FactorizerTests.flat(factors) == expected, "seed 47: \(n)")
        }
        // Below 2^40 the sieve is refused, with a message that names the size.
        let small = BigInt(100_003) * BigInt(100_019)
        #expect(throws: FactorizationError.methodCannotFinish(method: .siqs, bits: 34)) {
            try Factorizer(method: .siqs).factor(small)
        }
    }
}
