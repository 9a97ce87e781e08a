import AlgoSupport
import BigNumber
import CSIQSKernels
import Primality

/// Sieves every polynomial of one family over [−M, M) in L1-sized blocks and trial-divides the
/// hits: the relations and single-large-prime partials it finds.
///
/// Small-prime variation: 2 and the odd primes below ``smallPrimeLimit`` are not sieved (they hit
/// most often and add the least); the threshold is lowered by their expected share instead,
/// and trial division still divides them out. The primes of a are not sieved either (their
/// roots are left at 0 with a log of 0).
///
/// When [−M, M) is one block (to 273 bits), the roots are the cursors: the primes above the block
/// move and add in one branch-free pass, those above half of it add two fixed hits a root.
struct SIQSSieve: Sendable {
    let factorBase: FactorBase
    let parameters: SIQSParameters
    /// q⁻¹ mod p for the chooser's window: every family's a is a product of its primes.
    let inverses: SIQSInverseTable
    /// Sieves a one-block interval block by block as larger ones are, with the cursors: the
    /// tests compare the two ways.
    var blockwise = false
    /// Values not sieved below this prime.
    static let smallPrimeLimit: UInt32 = 64
    /// Whether this CPU runs the large primes' pass in AVX2 (``SIQSSieveState/moveAndListLarge``).
    static let kernelsAvailable = siqs_kernels_available() != 0
    /// Runs the large primes' pass in AVX2 when the CPU can: the tests compare the two ways.
    var vectorKernels = kernelsAvailable

    /// The largest cofactor a relation may keep after the factor base (``SIQSParameters/cofactorBound(largest:)``).
    let cofactorBound: UInt64
    /// The one-block sieve's runs of primes with a fixed number of hits (``fixedHitRuns``), found
    /// once: they depend on the factor base alone, not on the family.
    let fixedRuns: [(primes: Range<Int>, hits: Int)]
    /// The factor base's index of its first prime ≥ ``smallPrimeLimit`` (the first one sieved) and
    /// of its first prime ≥ the block size (the first one listed by hits), found once.
    let firstSieved: Int
    let firstLarge: Int

    /// - Complexity: O(W·F) for the inverse table of a window of W primes.
    init(factorBase: FactorBase, parameters: SIQSParameters, window: Range<Int>) {
        self.factorBase = factorBase
        self.parameters = parameters
        inverses = SIQSInverseTable(factorBase: factorBase, window: window)
        cofactorBound = parameters.cofactorBound(largest: factorBase.largest)
        let primes = factorBase.primes
        firstSieved = primes.firstIndex { $0 >= Self.smallPrimeLimit } ?? primes.count
        firstLarge = primes.firstIndex { $0 >= parameters.blockSize } ?? primes.count
        fixedRuns = Self.fixedHitRuns(
            primes: primes, range: firstSieved..<max(firstSieved, firstLarge), blockSize: parameters.blockSize)
    }

    /// The roots of the first polynomial of `family` (b = B₁ + … + B_s), r = a⁻¹(±t − b) + M mod
    /// p, and the step 2·B_l·a⁻¹ mod p of each Gray-code move of term l at `steps[l·F + i]`, for
    /// every prime i ≥ 1 but a's (their roots and steps are 0). Products alone, from the
    /// inverse table: a⁻¹ ≡ Π q_l⁻¹ and B_l·a⁻¹ ≡ γ_l·q_l⁻¹ (mod p); each loop runs over the
    /// primes, whose chains are independent. Every product is of two values below 2^32 and its
    /// reduction Barrett's.
    ///
    /// - Complexity: O(s·F) products for F primes.
    func setUpRoots(
        of family: SIQSPolynomialFamily, root1: UnsafeMutablePointer<UInt32>, root2: UnsafeMutablePointer<UInt32>,
        steps: UnsafeMutablePointer<UInt32>
    ) {
        let fb = factorBase
        let count = fb.count
        let m = UInt64(parameters.halfInterval)
        // a⁻¹ in root1 and b·a⁻¹ in root2 first.
        root1.update(repeating: 1, count: count)
        root2.update(repeating: 0, count: count)
        root1[0] = 0
        fb.primes.withUnsafeBufferPointer { primes in
            fb.divisibility.withUnsafeBufferPointer { divisibility in
                inverses.values.withUnsafeBufferPointer { table in
                    for (l, index) in family.primeIndices.enumerated() {
                        let row = table.baseAddress! + inverses.rowStart(of: index)
                        let gamma = family.gammas[l]
                        let termSteps = steps + l * count
                        for i in 1..<count {
                            let p = UInt64(primes[i])
                            let reciprocal = divisibility[i] &- 1  // ⌊(2^64 − 1)/p⌋
                            let inverse = UInt64(row[i])
                            let u = SmallPrimeArithmetic.reduce(gamma &* inverse, p, reciprocal: reciprocal)
                            termSteps[i] = UInt32(truncatingIfNeeded: SmallPrimeArithmetic.subtractOnce(u &+ u, p))
                            root2[i] = UInt32(
                                truncatingIfNeeded: SmallPrimeArithmetic.subtractOnce(UInt64(root2[i]) &+ u, p))
                            root1[i] = UInt32(
                                truncatingIfNeeded: SmallPrimeArithmetic.reduce(
                                    UInt64(root1[i]) &* inverse, p, reciprocal: reciprocal))
                        }
                    }
                }
                for i in 1..<count {
                    let p = UInt64(primes[i])
                    let reciprocal = divisibility[i] &- 1
                    let ta = SmallPrimeArithmetic.reduce(
                        UInt64(fb.roots[i]) &* UInt64(root1[i]), p, reciprocal: reciprocal)
                    // M − b·a⁻¹ mod p, then ± t·a⁻¹.
                    let base = SmallPrimeArithmetic.reduce(m &+ p &- UInt64(root2[i]), p, reciprocal: reciprocal)
                    root1[i] = UInt32(truncatingIfNeeded: SmallPrimeArithmetic.subtractOnce(base &+ ta, p))
                    root2[i] = UInt32(truncatingIfNeeded: SmallPrimeArithmetic.subtractOnce(base &+ p &- ta, p))
                }
            }
        }
        for index in family.primeIndices {
            root1[index] = 0
            root2[index] = 0
            for l in family.primeIndices.indices { steps[l * count + index] = 0 }
        }
    }

    /// The roots of the primes in `range` moved to the next polynomial's: r ← r ∓ step mod p
    /// (down: subtract), eight primes at a time in 32-bit lanes. A difference that wrapped is
    /// above 2^32 − p, so adding p brings it below the difference that did not wrap:
    /// min(r − s, r − s + p) is the moved root (p < 2^31). No branch, so the lanes vectorise
    /// (Guides/Measurements/Factorization.md, "SIQSSieve: roots moved eight at a time").
    ///
    /// - Complexity: O(range.count).
    static func moveRoots(
        primes: UnsafePointer<UInt32>, root1: UnsafeMutablePointer<UInt32>, root2: UnsafeMutablePointer<UInt32>,
        steps: UnsafeMutablePointer<UInt32>, range: Range<Int>, down: Bool
    ) {
        func lanes(_ pointer: UnsafePointer<UInt32>) -> SIMD8<UInt32> {
            UnsafeRawPointer(pointer).loadUnaligned(as: SIMD8<UInt32>.self)
        }
        func store(_ value: SIMD8<UInt32>, _ pointer: UnsafeMutablePointer<UInt32>) {
            UnsafeMutableRawPointer(pointer).storeBytes(of: value, as: SIMD8<UInt32>.self)
        }
        var i = range.lowerBound
        while i &+ 8 <= range.upperBound {
            let p = lanes(primes + i)
            let step = down ? lanes(steps + i) : p &- lanes(steps + i)
            let r1 = lanes(root1 + i) &- step
            let r2 = lanes(root2 + i) &- step
            store(pointwiseMin(r1, r1 &+ p), root1 + i)
            store(pointwiseMin(r2, r2 &+ p), root2 + i)
            i &+= 8
        }
        while i < range.upperBound {
            let p = primes[i]
            let step = down ? steps[i] : p &- steps[i]
            let r1 = root1[i] &- step
            let r2 = root2[i] &- step
            root1[i] = min(r1, r1 &+ p)
            root2[i] = min(r2, r2 &+ p)
            i &+= 1
        }
    }

    /// The relations of every polynomial of `family`.
    ///
    /// - Complexity: per polynomial O(F) root updates, Σ_p 2·2M/p sieve additions, and O(F)
    ///   products per hit for F factor-base primes.
    func relations(of family: SIQSPolynomialFamily) -> SIQSPartials {
        let fb = factorBase
        let count = fb.count
        let m = parameters.halfInterval
        let s = family.primeIndices.count
        let state = SIQSSieveState(count: count, terms: s, blockSize: parameters.blockSize)
        defer { state.deallocate() }
        for i in 0..<count {
            state.cursors[i] = SIQSSieveCursor(prime: fb.primes[i], next1: 0, next2: 0, log: fb.logs[i])
            state.logs[i] = fb.logs[i]
        }
        for index in family.primeIndices {
            state.cursors[index].log = 0
            state.logs[index] = 0
        }

        setUpRoots(of: family, root1: state.root1, root2: state.root2, steps: state.steps)

        let blockSize = parameters.blockSize
        let start = UInt8(truncatingIfNeeded: 128 - threshold(firstSieved: firstSieved))
        let vectorEnd = Self.vectorEnd(primes: fb.primes, positions: 2 * m)
        let bytes = state.block
        var found = SIQSPartials()
        var columns: [Int32] = []
        columns.reserveCapacity(64)
        var b = family.firstB
        // Each candidate byte of the block at `blockStart` (its top bit set), trial-divided: 128
        // bytes at a time in four 32-byte vectors (the block is 64-byte aligned), and in a chunk
        // that holds one, its words' top bits one set bit at a time.
        func scan(blockStart: Int) {
            let raw = UnsafeRawPointer(bytes)
            let high = SIMD4<UInt64>(repeating: 0x8080_8080_8080_8080)
            for chunk in stride(from: 0, to: blockSize, by: 128) {
                let v =
                    raw.load(fromByteOffset: chunk, as: SIMD4<UInt64>.self)
                    | raw.load(fromByteOffset: chunk + 32, as: SIMD4<UInt64>.self)
                    | raw.load(fromByteOffset: chunk + 64, as: SIMD4<UInt64>.self)
                    | raw.load(fromByteOffset: chunk + 96, as: SIMD4<UInt64>.self)
                guard any(v & high .!= 0) else { continue }
                for word in stride(from: chunk, to: chunk + 128, by: 8) {
                    var bits = raw.load(fromByteOffset: word, as: UInt64.self) & 0x8080_8080_8080_8080
                    while bits != 0 {
                        let k = word + bits.trailingZeroBitCount / 8
                        bits &= bits &- 1
                        if let (root, large, secondLarge) = divide(
                            at: blockStart + k, b: b, wideB: wideB, words: words128, family: family, state: state,
                            vectorEnd: vectorEnd, largeHits: largeHits, columns: &columns)
                        {
                            found.append(root: root, columns: columns, largePrime: large, secondLargePrime: secondLarge)
                        }
                    }
                }
            }
        }
        // The one-block sieve's hits of the primes above the block (``SIQSSieveState/moveAndListLarge``),
        // for trial division: the whole base's primes are tested otherwise.
        var largeHits: (start: Int, count: Int)? = nil
        var words128: (a: Int128, twoB: Int128, c: Int128)? = nil
        // b and c in words while they fit (b is then not kept as a BigInt).
        var wide = SIQSWidePolynomial(family: family, factorBase: fb)
        // |c| ≤ kN/a is about M·√(2kN): past 126 bits it never fits a word, and is not worked
        // out in GMP only to find that (Guides/Measurements/Factorization.md, "SIQSSieve: c in words").
        let wordsFit = log2(Double(m)) + Double(fb.kN.bitWidth + 1) / 2 < 126
        var wideB: Int128? = nil
        for polynomial in 0..<family.count {
            // The first polynomial's roots are set; each next one moves them by one Gray-code step.
            var steps = state.zeroSteps
            var down = true
            if polynomial > 0 {
                let (term, sign) = SIQSPolynomialFamily.grayStep(polynomial)
                if wide?.step(term: term, sign: sign) != true {
                    // In BigInts from here on (b was not kept while the words were).
                    if let current = wide { b = BigInt(current.b) }
                    wide = nil
                    b = sign > 0 ? b + 2 * family.bTerms[term] : b - 2 * family.bTerms[term]
                }
                steps = state.steps + term * count
                down = sign > 0
            }
            if let wide {
                words128 = wide.words
                wideB = wide.b
            } else if !wordsFit {
                words128 = nil
                wideB = nil
            } else {
                let c = (b * b - fb.kN) / family.a
                words128 = family.a.exactInt128.flatMap { a in
                    (2 * b).exactInt128.flatMap { twoB in c.exactInt128.map { (a, twoB, $0) } }
                }
                wideB = nil
            }
            if 2 * m == blockSize && !blockwise {
                bytes.initialize(repeating: start, count: blockSize)
                fb.primes.withUnsafeBufferPointer { primes in
                    state.moveRoots(primes: primes, range: 1..<max(1, firstLarge), steps: steps, down: down)
                    let large = max(firstSieved, firstLarge)..<count
                    largeHits = (
                        large.lowerBound,
                        state.moveAndListLarge(
                            primes: primes, range: large, steps: steps, down: down, vector: vectorKernels)
                    )
                    state.sieveOneBlock(primes: primes, range: firstSieved..<firstLarge, fixedRuns: fixedRuns)
                }
                scan(blockStart: 0)
                continue
            }
            fb.primes.withUnsafeBufferPointer { primes in
                state.moveRoots(primes: primes, range: 1..<count, steps: steps, down: down)
            }
            for i in 0..<count {
                state.cursors[i].next1 = state.root1[i]
                state.cursors[i].next2 = state.root2[i]
            }
            for blockStart in stride(from: 0, to: 2 * m, by: blockSize) {
                bytes.initialize(repeating: start, count: blockSize)
                state.sieveMedium(range: firstSieved..<firstLarge, blockStart: blockStart)
                state.sieveLarge(range: max(firstSieved, firstLarge)..<count, blockStart: blockStart)
                scan(blockStart: blockStart)
            }
        }
        return found
    }

    /// Primes with at most this many hits a root and a block, and one more maybe, are sieved
    /// with that many additions and one branch-free one (``SIQSSieveState/sieveOneBlock``).
    static let fixedHitLimit = 16

    /// The primes of `range` with ⌊blockSize/p⌋ = k ≤ ``fixedHitLimit``, in runs of equal k
    /// (ascending p, so falling k): a root r < p hits the block k times, at r + jp for j < k, and
    /// once more when r + kp < blockSize.
    ///
    /// - Complexity: O(range.count).
    static func fixedHitRuns(primes: [UInt32], range: Range<Int>, blockSize: Int) -> [(primes: Range<Int>, hits: Int)] {
        var runs: [(primes: Range<Int>, hits: Int)] = []
        for i in range {
            let k = blockSize / Int(primes[i])
            guard k <= fixedHitLimit else { continue }
            if let last = runs.last, last.hits == k {
                runs[runs.count - 1].primes = last.primes.lowerBound..<(i + 1)
            } else {
                runs.append((i..<(i + 1), k))
            }
        }
        return runs
    }

    /// The end of the primes that trial division tests in 32-bit lanes. Lemire's test
    /// x·⌈2^32/p⌉ mod 2^32 < ⌈2^32/p⌉ is exact for (x + p)·p ≤ 2^32: with x = q·p + r and
    /// ⌈2^32/p⌉·p = 2^32 + e, 0 < e < p, the product mod 2^32 is q·e + r·⌈2^32/p⌉ while that stays
    /// below 2^32, which is below ⌈2^32/p⌉ when r = 0 (q·e < x) and not below it otherwise. The
    /// tested x = position + p − root is below 2M + p, so 2M + 2p is bounded here.
    ///
    /// - Complexity: O(F) for F primes.
    static func vectorEnd(primes: [UInt32], positions: Int) -> Int {
        primes.firstIndex { (UInt64(positions) + 2 * UInt64($0)) * UInt64($0) > 1 << 32 } ?? primes.count
    }

    /// The sieve threshold in bits: log₂ of the typical |Q(x)| less the large prime's bits, the
    /// expected share of the primes not sieved, and the slack.
    func threshold(firstSieved: Int) -> Int {
        let fb = factorBase
        let m = Double(parameters.halfInterval)
        let typical = log2(m) + (Double(fb.kN.bitWidth) - 1) / 2 - 0.5
        var unsieved = 1.5  // 2: (a·x + b)² − kN is even for half the x, divisible by 8 often
        for i in 1..<firstSieved {
            unsieved += 2 * Double(fb.logs[i]) / Double(fb.primes[i] - 1)
        }
        let large = log2(Double(cofactorBound))
        return Int((typical - large - unsieved - parameters.thresholdSlack).rounded())
    }
}
