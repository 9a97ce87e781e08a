/// The mod-30 wheel: one byte stands for the 30 numbers 30i…30i+29, and its 8 bits for the 8
/// residues coprime to 30, so multiples of 2, 3 and 5 take no space at all.
///
/// For a sieving prime p = 30a + r_π and a multiplier q = 30b + r_w (both coprime to 30), the
/// multiple p·q lies in byte 30ab + a·r_w + b·r_π + ⌊r_π·r_w/30⌋ at the bit of (r_π·r_w) mod 30.
/// Moving q to the next residue (w → w+1, with r_8 = 31 for the wrap to b+1) moves the byte by
/// a·gap_w + ⌊r_π·r_{w+1}/30⌋ − ⌊r_π·r_w/30⌋. Over a whole turn of the wheel the bytes advance by
/// exactly p. These tables hold those constants.
final class WheelTables: @unchecked Sendable {
    /// The residues coprime to 30; bit k of a byte stands for 30i + residues[k].
    static let residues: [UInt64] = [1, 7, 11, 13, 17, 19, 23, 29]
    /// residues[k] for k in 0..<8 from a constant (a byte each), with no array load or check.
    @inline(__always) static func residueOfBit(_ k: Int) -> UInt64 {
        (0x1D17_1311_0D0B_0701 as UInt64) &>> UInt64(k &* 8) & 0xFF
    }
    /// Distances between consecutive residues, the last one wrapping to 31.
    static let gaps = [6, 4, 2, 4, 2, 4, 6, 2]

    static let shared = WheelTables()

    /// `residueIndex[n % 30]`: the bit for that residue, or −1 when it shares a factor with 30.
    let residueIndex: UnsafeMutablePointer<Int8>
    /// `nextCoprime[q % 30]`: how much to add to q to reach a residue coprime to 30 (0...6).
    let nextCoprime: UnsafeMutablePointer<UInt8>
    /// `clearMask[8π + w]`: the byte mask that clears the bit of p·q.
    let clearMask: UnsafeMutablePointer<UInt8>
    /// `correction[8π + w]`: ⌊r_π·r_{w+1}/30⌋ − ⌊r_π·r_w/30⌋, the step's part that does not scale with a.
    let correction: UnsafeMutablePointer<Int>
    /// `gap[w]`, for the hot loops.
    let gap: UnsafeMutablePointer<Int>
    /// `steps[8π + w]`: one single step in 4 bytes: clearMask | gap << 8 | correction << 16
    /// (corrections are 0...6) | (8π + (w + 1) mod 8) << 24, the next step's index; read a byte
    /// at a time by ``WheelSteps/step(_:_:)``.
    let steps: UnsafeMutablePointer<UInt32>
    /// `turnGaps[8w + k]`: the sum of the k gaps starting at w (k = 0...7). 32 bits, as the
    /// offsets a·G + C of the primes that take whole turns (a < 2^22) are computed.
    let turnGaps: UnsafeMutablePointer<Int32>
    /// `turnCorrections[64π + 8w + k]`: the sum of the k corrections starting at w.
    let turnCorrections: UnsafeMutablePointer<Int32>
    /// `turnMasks[64π + 8w + k]`: the clear mask k steps after w.
    let turnMasks: UnsafeMutablePointer<UInt8>
    /// `bitValues[b]`: what bit b of a 64-bit bitmap word adds to 30 times the word's first
    /// byte, 30·⌊b/8⌋ + residues[b mod 8] (primesieve's bitValues): one load per prime decoded.
    let bitValues: UnsafeMutablePointer<UInt64>

    private init() {
        let residues = Self.residues.map(Int.init)
        residueIndex = .allocate(capacity: 30)
        residueIndex.initialize(repeating: -1, count: 30)
        for (k, r) in residues.enumerated() { residueIndex[r] = Int8(k) }
        nextCoprime = .allocate(capacity: 30)
        for n in 0..<30 {
            var add = 0
            while residueIndex[(n + add) % 30] < 0 { add += 1 }
            nextCoprime[n] = UInt8(add)
        }
        gap = .allocate(capacity: 8)
        for w in 0..<8 { gap[w] = Self.gaps[w] }
        clearMask = .allocate(capacity: 64)
        correction = .allocate(capacity: 64)
        for pi in 0..<8 {
            for w in 0..<8 {
                let rp = residues[pi]
                let rw = residues[w]
                let rNext = w == 7 ? 31 : residues[w + 1]
                clearMask[8 * pi + w] = ~(UInt8(1) << UInt8(residueIndex[rp * rw % 30]))
                correction[8 * pi + w] = rp * rNext / 30 - rp * rw / 30
            }
        }
        steps = .allocate(capacity: 64)
        for row in 0..<64 {
            let next = row & 56 | (row + 1) & 7
            steps[row] =
                UInt32(clearMask[row]) | UInt32(Self.gaps[row & 7]) << 8 | UInt32(correction[row]) << 16
                | UInt32(next) << 24
        }
        bitValues = .allocate(capacity: 64)
        for b in 0..<64 { bitValues[b] = UInt64(30 * (b / 8) + residues[b % 8]) }
        turnGaps = .allocate(capacity: 64)
        turnCorrections = .allocate(capacity: 512)
        turnMasks = .allocate(capacity: 512)
        for w in 0..<8 {
            var sum = 0
            for k in 0..<8 {
                turnGaps[8 * w + k] = Int32(sum)
                sum += Self.gaps[(w + k) & 7]
            }
        }
        for pi in 0..<8 {
            for w in 0..<8 {
                var sum = 0
                for k in 0..<8 {
                    let step = (w + k) & 7
                    turnCorrections[64 * pi + 8 * w + k] = Int32(sum)
                    turnMasks[64 * pi + 8 * w + k] = clearMask[8 * pi + step]
                    sum += correction[8 * pi + step]
                }
            }
        }
    }
}
