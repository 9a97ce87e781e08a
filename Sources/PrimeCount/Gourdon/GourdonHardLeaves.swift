import AlgoSupport

extension Gourdon {
    /// D: the hard special leaves −μ(m)·φ(x/(p_b·m), b − 1) for k < b ≤ π(x*), with m ≤ z,
    /// p_b·m > z, lpf(m) > p_b, mpf(m) ≤ y and x/(p_b·m) ≥ p_b², by sieving [1, x/z] in
    /// segments (``LeafSegment``, ``sumLeafRuns``) as LMO's S₂ sieves [1, x/y].
    ///
    /// - Complexity: O((x/z)·log log x) crossings plus the leaves, O(√(x/z)) bytes a segment
    ///   (64·√(x/z) numbers, 30 a byte).
    func hardLeaves(progress: PrimeCount.Progress?) -> Int128 {
        let last = pi[xStar]
        guard k < last else { return 0 }
        return sumLeafRuns(limit: Int(x / T(z)) + 1, primeCount: last, threads: threads, progress: progress) {
            self.hardLeafRun(segments: $0, segmentSize: $1, last: last)
        }
    }

    /// The hard leaves whose n = x/(p_b·m) lies in the given segments.
    private func hardLeafRun(segments: Range<Int>, segmentSize: Int, last: Int) -> LeafRun {
        let limit = Int(x / T(z)) + 1
        // Above √z, an m with lpf(m) > p_b and m ≤ z is a prime q ≤ y.
        let lastComposite = pi[Int(integerRoot(UInt128(z), 2))]
        var result = LeafRun(primeCount: last)
        var segment = LeafSegment(size: segmentSize)
        defer { segment.deallocate() }
        let runLow = 1 + segments.lowerBound * segmentSize
        var (next, wheel) = LeafSegment.firstMultiples(of: primes, (k + 1)..<(last + 1), count: last + 1, from: runLow)
        // m ≤ x/p_b³ (so that n ≥ p_b²), per b.
        var cubeCap = [Int](repeating: 0, count: last + 1)
        for b in (k + 1)...last {
            let p = T(primes[b])
            cubeCap[b] = Int(min(x / (p * p * p), T(z)))
        }
        primes.withUnsafeBufferPointer { primes in
            factors.values.withUnsafeBufferPointer { factors in
                for index in segments {
                    let low = 1 + index * segmentSize
                    let high = min(low + segmentSize, limit)
                    segment.reset(low: low, high: high, presieve: presieve)
                    segment.recount()
                    let xOverLow = x / T(low)
                    let xOverHigh = x / T(high)
                    var b = k + 1
                    while b <= last {
                        let p = Int(primes[b])
                        let maxM = min(Int(min(xOverLow / T(p), T(z))), cubeCap[b])
                        let minM = max(Int(min(xOverHigh / T(p), T(z))), z / p, p)
                        if p >= maxM { break }
                        var sum: Int128 = 0
                        var signs: Int64 = 0
                        if b <= lastComposite {
                            // m coprime to 210 only (p ≥ 7): the factor table's walk.
                            (sum, signs) = LeafFactorTable.hardLeaves(
                                factors, x: x, p: p, above: minM, upTo: maxM, before: result.survivors[b], in: segment)
                        } else if minM < y {
                            // m = q prime in (minM, min(maxM, y)], μ(q) = −1.
                            var cursor = LeafSegment.Cursor()
                            var l = pi[min(maxM, y)]
                            while Int(primes[l]) > minM {
                                let n = Int(x / T(p * Int(primes[l])))
                                sum += Int128(result.survivors[b] + Int64(segment.count(upTo: n, &cursor)))
                                signs -= 1
                                l -= 1
                            }
                        }
                        result.record(b, sum: sum, signs: signs, survivors: segment.total)
                        segment.crossOff(prime: p, next: &next[b], wheel: &wheel[b])
                        b += 1
                    }
                }
            }
        }
        return result
    }
}
