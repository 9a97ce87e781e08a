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
    /// Whether this CPU runs the large primes' pass in AVX2 (``SieveState/moveAndListLarge``).
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
        let state = SieveState(count: count, terms: s, blockSize: parameters.blockSize)
        defer { state.deallocate() }
        for i in 0..<count {
            state.cursors[i] = SieveCursor(prime: fb.primes[i], next1: 0, next2: 0, log: fb.logs[i])
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
        // The one-block sieve's hits of the primes above the block (``SieveState/moveAndListLarge``),
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
    /// with that many additions and one branch-free one (``SieveState/sieveOneBlock``).
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

    /// Q(x) = a·x² + 2b·x + c for x = position − M, as a sign and a magnitude: in 128-bit words
    /// when a, 2b and c fit and nothing overflows (kN to about 220 bits), else by GMP from
    /// (a·x + b)² − kN. Nil when Q(x) = 0.
    private func value(
        at x: Int, _ words: (a: Int128, twoB: Int128, c: Int128)?, b: () -> BigInt, a: BigInt
    ) -> (isNegative: Bool, magnitude: Cofactor)? {
        if let words {
            let wx = Int128(x)
            let (ax, o1) = words.a.multipliedReportingOverflow(by: wx)
            let (sum, o2) = ax.addingReportingOverflow(words.twoB)
            let (product, o3) = sum.multipliedReportingOverflow(by: wx)
            let (q, o4) = product.addingReportingOverflow(words.c)
            if !(o1 || o2 || o3 || o4) { return q == 0 ? nil : (q < 0, .wide(q.magnitude)) }
        }
        let y = a * BigInt(x) + b()
        let q = (y * y - factorBase.kN) / a
        // |Q(x)| < M·√(kN/2) fits in 128 bits up to kN of about 220 bits.
        return q.isZero ? nil : (q.isNegative, Cofactor(q.magnitude))
    }

    /// The relation at sieve position `position` (x = position − M), its columns left in
    /// `columns`, or nil when Q(x) does not split over the factor base and one large prime (or
    /// two, with the double large-prime variation).
    private func divide(
        at position: Int, b: BigInt, wideB: Int128?, words: (a: Int128, twoB: Int128, c: Int128)?,
        family: SIQSPolynomialFamily,
        state: SieveState, vectorEnd: Int, largeHits: (start: Int, count: Int)?, columns: inout [Int32]
    ) -> (root: SIQSRoot, largePrime: UInt64, secondLargePrime: UInt64)? {
        let fb = factorBase
        let x = position - parameters.halfInterval
        // b itself (made only when needed, if the words stand in for it).
        let bigB = { wideB.map { BigInt($0) } ?? b }
        guard let q = value(at: x, words, b: bigB, a: family.a) else { return nil }
        var rest = q.magnitude
        columns.removeAll(keepingCapacity: true)
        if q.isNegative { columns.append(0) }
        rest.divideOutTwos(&columns)
        let (root1, root2) = (state.root1, state.root2)
        let here = UInt32(truncatingIfNeeded: position)
        // p | Q(x) exactly when the position is one of the two roots mod p: either difference
        // passes the divisibility test (one branch for both). Eight primes at a time in 32-bit
        // lanes while the 32-bit test is exact, then one at a time in 64 bits; the primes above
        // the block, when their hits were listed, from the list instead.
        let testedEnd = largeHits?.start ?? fb.count
        var i = 1
        fb.primes.withUnsafeBufferPointer { primes in
            fb.divisibility32.withUnsafeBufferPointer { divisibility32 in
                func lanes<T>(_ pointer: UnsafePointer<T>) -> SIMD8<UInt32> {
                    UnsafeRawPointer(pointer + i).loadUnaligned(as: SIMD8<UInt32>.self)
                }
                let position8 = SIMD8<UInt32>(repeating: here)
                while i &+ 8 <= min(vectorEnd, testedEnd) {
                    let p = lanes(primes.baseAddress!)
                    let c = lanes(divisibility32.baseAddress!)
                    let x1 = (position8 &+ p &- lanes(root1)) &* c
                    let x2 = (position8 &+ p &- lanes(root2)) &* c
                    let hits = pointwiseMin(x1, x2) .< c
                    if any(hits) {
                        for lane in 0..<8 where hits[lane] {
                            rest.divideOut(index: i + lane, fb, &columns)
                        }
                    }
                    i &+= 8
                }
            }
            fb.divisibility.withUnsafeBufferPointer { divisibility in
                while i < testedEnd {
                    let p = primes[i]
                    let c = divisibility[i]
                    let x1 = UInt64(here &+ p &- root1[i]) &* c
                    let x2 = UInt64(here &+ p &- root2[i]) &* c
                    if min(x1, x2) < c { rest.divideOut(index: i, fb, &columns) }
                    i &+= 1
                }
            }
        }
        if let largeHits, largeHits.count > 0 {
            for index in state.largeHits(at: position, count: largeHits.count) {
                rest.divideOut(index: index, fb, &columns)
            }
        }
        for index in family.primeIndices {
            // The roots of a's primes are 0, not theirs: divide by them here.
            rest.divideOut(index: index, fb, &columns)
            columns.append(Int32(index + 1))
        }
        let largeBound = parameters.largePrimeBound(largest: fb.largest)
        guard let last = rest.word else { return nil }
        var (large, secondLarge) = (last, UInt64(1))
        if last > largeBound {
            guard let pair = splitCofactor(last, largeBound: largeBound) else { return nil }
            (large, secondLarge) = pair
        }
        // a·x + b, in a word when it fits.
        if let wideB, let a = words?.a {
            let (ax, o1) = a.multipliedReportingOverflow(by: Int128(x))
            let (y, o2) = ax.addingReportingOverflow(wideB)
            if !(o1 || o2) { return (.word(y), large, secondLarge) }
        }
        return (.big(family.a * BigInt(x) + bigB()), large, secondLarge)
    }

    /// The two large primes of a cofactor above the single bound, when the double large-prime
    /// variation is on and it has two, both at most `largeBound`. Every prime factor of the
    /// cofactor is above the factor base's largest prime p (the smaller primes with (kN/q) = 1 are
    /// in the base, the others divide no Q(x)), so a cofactor below p² is prime, and a divisor at
    /// most largeBound < p² is prime too.
    ///
    /// - Complexity: one strong probable-prime test and a ρ walk of about √q steps for the smaller
    ///   prime q (at most 2^14).
    private func splitCofactor(_ cofactor: UInt64, largeBound: UInt64) -> (UInt64, UInt64)? {
        let largest = UInt64(factorBase.largest)
        guard parameters.doubleLargePrimes, cofactor <= cofactorBound, cofactor > largest * largest else { return nil }
        // A prime cofactor is of no use, and one base-2 test tells nearly every one from the
        // composites (a composite that passes is a base-2 strong pseudoprime, rare, and costs a
        // relation, not correctness), so the deterministic test's other bases are not worth their
        // time (Guides/Measurements/Factorization.md, "SIQSSieve: one base-2 test for the cofactor").
        let ring = Montgomery64(cofactor)
        guard !BailliePSW.isBaseTwoStrongProbablePrime(cofactor),
            let d = pollardBrentRho(ring, constant: 1, maxSteps: 1 << 14, batch: 32),
            d > 1, d < cofactor
        else { return nil }
        let (p, q) = (min(d, cofactor / d), max(d, cofactor / d))
        return q <= largeBound ? (p, q) : nil
    }
}

/// The part of |Q(x)| not yet divided out: in a 128-bit word when it fits, else a BigInt.
private enum Cofactor {
    case wide(UInt128)
    case big(BigInt)

    init(_ value: BigInt) {
        if let wide = value.exactUInt128 { self = .wide(wide) } else { self = .big(value) }
    }

    /// The value when it fits in 64 bits.
    var word: UInt64? {
        switch self {
        case .wide(let v): v >> 64 == 0 ? UInt64(truncatingIfNeeded: v) : nil
        case .big(let v): v.exactUInt64
        }
    }

    mutating func divideOutTwos(_ columns: inout [Int32]) {
        switch self {
        case .wide(let v):
            let zeros = v.trailingZeroBitCount
            columns += repeatElement(1, count: zeros)
            self = .wide(v >> zeros)
        case .big(var v):
            while !v.isOdd {
                v = v >> 1
                columns.append(1)
            }
            self = .big(v)
        }
    }

    /// Divides by factor-base prime `index` while it divides, recording its column (index + 1)
    /// each time.
    ///
    /// Products, not divisions (a 64-bit division is 14 to 40 cycles on these CPUs): in a word,
    /// Granlund and Montgomery's exact test and quotient x·p⁻¹ mod 2^64; above 2^64, x mod p as
    /// (h mod p)·(2^64 mod p) + (l mod p) by Barrett's reduction, then the exact quotient
    /// x·p⁻¹ mod 2^128 (p⁻¹ mod 2^128 from the word inverse by one Newton step), in place of the
    /// three hardware divisions a 128-bit step takes (Guides/Measurements/Factorization.md,
    /// "SIQSSieve: products, not divisions").
    mutating func divideOut(index: Int, _ fb: FactorBase, _ columns: inout [Int32]) {
        let p = UInt64(fb.primes[index])
        let column = Int32(index + 1)
        switch self {
        case .wide(var v):
            let m = fb.divisibility[index] &- 1  // ⌊(2^64 − 1)/p⌋: Barrett's reciprocal and the exact test's limit
            let inverse = fb.wordInverses[index]
            if v >> 64 != 0 {
                let residue = fb.wordResidues[index]
                let inverse128 = UInt128(inverse) &* (2 &- UInt128(p) &* UInt128(inverse))
                while v >> 64 != 0 {
                    let high = SmallPrimeArithmetic.reduce(UInt64(truncatingIfNeeded: v >> 64), p, reciprocal: m)
                    let low = SmallPrimeArithmetic.reduce(UInt64(truncatingIfNeeded: v), p, reciprocal: m)
                    let r = SmallPrimeArithmetic.reduce(high &* residue, p, reciprocal: m)
                    guard SmallPrimeArithmetic.subtractOnce(r &+ low, p) == 0 else {
                        self = .wide(v)
                        return
                    }
                    v = v &* inverse128
                    columns.append(column)
                }
            }
            var word = UInt64(truncatingIfNeeded: v)
            while word &* inverse <= m {
                word = word &* inverse
                columns.append(column)
            }
            self = .wide(UInt128(word))
        case .big(var v):
            while v.remainder(dividingBy: p) == 0 {
                v = v.dividedExactly(by: p)
                columns.append(column)
            }
            // In a word again once it fits (the next primes divide it without GMP).
            self = Cofactor(v)
        }
    }
}

/// One factor-base prime's sieve data: the prime, the next position each root hits (below 2M,
/// so 32 bits), and its log (0 for the primes of a).
private struct SieveCursor {
    var prime: UInt32
    var next1: UInt32
    var next2: UInt32
    var log: UInt8
}

/// The sieve's working memory for one family: roots, Gray-code steps, block cursors, the block.
private struct SieveState {
    let root1: UnsafeMutablePointer<UInt32>
    let root2: UnsafeMutablePointer<UInt32>
    let steps: UnsafeMutablePointer<UInt32>
    /// Each prime's sieve data side by side (one 16-byte record), so that the sieve reads one
    /// stream and leaves most of L1 to the block.
    let cursors: UnsafeMutablePointer<SieveCursor>
    /// Each prime's log (0 for the primes of a), for the one-block sieve.
    let logs: UnsafeMutablePointer<UInt8>
    /// Steps of 0: the first polynomial's move.
    let zeroSteps: UnsafeMutablePointer<UInt32>
    /// The block, and 64 bytes of padding past it (never read): the branch-free additions of a
    /// root beyond the block land on its first byte.
    let block: UnsafeMutablePointer<UInt8>
    let blockSize: Int
    /// The hits of the primes above the block (``moveAndListLarge``): two entries a prime
    /// at most.
    let hits: UnsafeMutablePointer<UInt32>

    init(count: Int, terms: Int, blockSize: Int) {
        self.blockSize = blockSize
        root1 = .allocate(capacity: count)
        root1.initialize(repeating: 0, count: count)
        root2 = .allocate(capacity: count)
        root2.initialize(repeating: 0, count: count)
        steps = .allocate(capacity: count * terms)
        steps.initialize(repeating: 0, count: count * terms)
        cursors = .allocate(capacity: count)
        logs = .allocate(capacity: count)
        logs.initialize(repeating: 0, count: count)
        zeroSteps = .allocate(capacity: count)
        zeroSteps.initialize(repeating: 0, count: count)
        block = UnsafeMutableRawPointer.allocate(byteCount: blockSize + 64, alignment: 64)
            .bindMemory(to: UInt8.self, capacity: blockSize + 64)
        precondition(count < 1 << 17 && blockSize <= 1 << 15, "hit entries pack 17 + 15 bits")
        hits = .allocate(capacity: 2 * count + 8)
    }

    func deallocate() {
        for pointer in [root1, root2, steps, zeroSteps] { pointer.deallocate() }
        cursors.deallocate()
        logs.deallocate()
        block.deallocate()
        hits.deallocate()
    }

    /// The roots of the primes in `range` moved (``SIQSSieve/moveRoots(primes:root1:root2:steps:range:down:)``).
    func moveRoots(
        primes: UnsafeBufferPointer<UInt32>, range: Range<Int>, steps: UnsafeMutablePointer<UInt32>, down: Bool
    ) {
        SIQSSieve.moveRoots(
            primes: primes.baseAddress!, root1: root1, root2: root2, steps: steps, range: range, down: down)
    }

    /// Primes above the block when [−M, M) is one block: their roots move as in ``moveRoots``, and
    /// each root inside the block is listed as index << 15 | position, then the list's entries add
    /// their logs to the block. Listing first keeps the block's additions to the hits, a small
    /// share of the roots: with every root adding at min(r, block size), the misses, most of the
    /// roots, would add to one padding byte one after another, each waiting on the one before
    /// (Guides/Measurements/Factorization.md, "SIQSSieve: large primes listed first"). The list
    /// also serves trial division (``largeHits(at:count:)``). The number of entries.
    ///
    /// The move and the listing run in one AVX2 pass where the CPU has it (`siqs_move_and_list`:
    /// eight roots compared at once, the hits packed to the front of a vector by a permutation),
    /// else here: a branch-free append per root (the entry is always written, the count grows
    /// only for a hit).
    ///
    /// - Precondition: fewer than 2^17 primes, positions below 2^15.
    /// - Complexity: O(range.count).
    func moveAndListLarge(
        primes: UnsafeBufferPointer<UInt32>, range: Range<Int>, steps: UnsafeMutablePointer<UInt32>, down: Bool,
        vector: Bool
    ) -> Int {
        let size = UInt32(blockSize)
        var n = 0
        if vector {
            n = siqs_move_and_list(
                primes.baseAddress!, root1, root2, steps, range.lowerBound, range.upperBound, down ? 1 : 0, size, hits)
        } else {
            moveRoots(primes: primes, range: range, steps: steps, down: down)
            var i = range.lowerBound
            while i < range.upperBound {
                let tag = UInt32(truncatingIfNeeded: i) << 15
                let (r1, r2) = (root1[i], root2[i])
                // r − size wraps, setting bit 31, exactly when r < size (roots are below 2^31).
                hits[n] = tag | r1
                n &+= Int(truncatingIfNeeded: (r1 &- size) >> 31)
                hits[n] = tag | r2
                n &+= Int(truncatingIfNeeded: (r2 &- size) >> 31)
                i &+= 1
            }
        }
        for k in 0..<n {
            let entry = hits[k]
            block[Int(entry & 0x7FFF)] &+= logs[Int(entry >> 15)]
        }
        return n
    }

    /// The factor-base indices of the listed hits at `position` (``moveAndListLarge``'s
    /// first `count` entries), eight entries at a time.
    ///
    /// - Complexity: O(count).
    func largeHits(at position: Int, count: Int) -> [Int] {
        var found: [Int] = []
        let target = SIMD8<UInt32>(repeating: UInt32(truncatingIfNeeded: position))
        let low = SIMD8<UInt32>(repeating: 0x7FFF)
        var k = 0
        while k &+ 8 <= count {
            let entries = UnsafeRawPointer(hits + k).loadUnaligned(as: SIMD8<UInt32>.self)
            let matches = entries & low .== target
            if any(matches) {
                for lane in 0..<8 where matches[lane] { found.append(Int(entries[lane] >> 15)) }
            }
            k &+= 8
        }
        while k < count {
            if hits[k] & 0x7FFF == UInt32(truncatingIfNeeded: position) { found.append(Int(hits[k] >> 15)) }
            k &+= 1
        }
        // In the order of the primes, whichever root listed them (the columns' order).
        found.sort()
        return found
    }

    /// Primes below the block size when [−M, M) is one block: each hits it at every p-th byte
    /// from its roots. The primes of `fixedRuns` (few hits a root) take exactly k additions a
    /// root, k the same for the whole run, so that the loop's exit is predicted, then one more at
    /// r + kp or, past the block, on one of the 64 padding bytes picked by the prime (one byte for
    /// all the misses made each wait on the one before); the smaller primes loop to the block's end.
    func sieveOneBlock(
        primes: UnsafeBufferPointer<UInt32>, range: Range<Int>, fixedRuns: [(primes: Range<Int>, hits: Int)]
    ) {
        let size = blockSize
        for run in fixedRuns {
            let k = run.hits
            for i in run.primes {
                let p = Int(primes[i])
                let log = logs[i]
                var j1 = Int(root1[i])
                var j2 = Int(root2[i])
                // A prime of k has one root (p | kN): added once.
                let log2 = j1 == j2 ? 0 : log
                for _ in 0..<k {
                    block[j1] &+= log
                    block[j2] &+= log2
                    j1 &+= p
                    j2 &+= p
                }
                let padding = size &+ (i & 63)
                block[min(j1, padding)] &+= log
                block[min(j2, padding)] &+= log2
            }
        }
        let loopEnd = fixedRuns.first?.primes.lowerBound ?? range.upperBound
        for i in range.lowerBound..<loopEnd {
            _ = sieveRoots(Int(root1[i]), Int(root2[i]), p: Int(primes[i]), log: logs[i])
        }
    }

    /// Adds `log` at every p-th byte of the block from each of two positions (once when they
    /// are equal): the first positions past the block.
    @inline(__always)
    private func sieveRoots(_ first: Int, _ second: Int, p: Int, log: UInt8) -> (Int, Int) {
        let size = blockSize
        var j1 = min(first, second)
        var j2 = max(first, second)
        if j1 == j2 {
            while j1 < size {
                block[j1] &+= log
                j1 &+= p
            }
            return (j1, j1)
        }
        // Two steps at a time (j1 < j2 < j1 + p): the loop of one step, two additions, ran at
        // about two-thirds speed whenever its 23 bytes happened to straddle a 64-byte line, which
        // a change anywhere else in the module could bring about (perf, 100 128-bit numbers: 8.0k
        // samples in this function against 11.6k for the same code 16 bytes further on).
        let twoP = p &+ p
        while j2 &+ p < size {
            block[j1] &+= log
            block[j2] &+= log
            block[j1 &+ p] &+= log
            block[j2 &+ p] &+= log
            j1 &+= twoP
            j2 &+= twoP
        }
        if j2 < size {
            block[j1] &+= log
            block[j2] &+= log
            j1 &+= p
            j2 &+= p
        }
        if j1 < size {
            block[j1] &+= log
            j1 &+= p
        }
        return (j1, j2)
    }

    /// Primes below the block size: each hits the block at every p-th byte from its cursors.
    func sieveMedium(range: Range<Int>, blockStart: Int) {
        for i in range {
            let cursor = cursors[i]
            let (j1, j2) = sieveRoots(
                Int(cursor.next1) &- blockStart, Int(cursor.next2) &- blockStart, p: Int(cursor.prime), log: cursor.log)
            cursors[i].next1 = UInt32(truncatingIfNeeded: j1 &+ blockStart)
            cursors[i].next2 = UInt32(truncatingIfNeeded: j2 &+ blockStart)
        }
    }

    /// Primes above the block size: each root hits a block at most once.
    func sieveLarge(range: Range<Int>, blockStart: Int) {
        let end = blockStart &+ blockSize
        for i in range {
            let cursor = cursors[i]
            let p = Int(cursor.prime)
            let j1 = Int(cursor.next1)
            if j1 < end {
                block[j1 &- blockStart] &+= cursor.log
                cursors[i].next1 = UInt32(truncatingIfNeeded: j1 &+ p)
            }
            let j2 = Int(cursor.next2)
            if j2 < end && root2[i] != root1[i] {
                block[j2 &- blockStart] &+= cursor.log
                cursors[i].next2 = UInt32(truncatingIfNeeded: j2 &+ p)
            }
        }
    }
}
