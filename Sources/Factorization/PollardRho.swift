/// Pollard's ρ with Brent's cycle finding: iterate x ↦ x² + c mod n; modulo an unknown prime p
/// the sequence cycles after about √(πp/2) steps, and gcd(xᵢ − xⱼ, n) then reveals p.
///
/// Brent (1980) compares x_i with the x at the last power of two and multiplies `batch`
/// differences together before one gcd; when the batched gcd jumps straight to n it backtracks
/// from the batch's start one difference at a time. In Montgomery form the map is
/// x ↦ x²R⁻¹ + c, an equally good pseudo-random map modulo p.
///
/// - Parameters:
///   - ring: arithmetic modulo n (odd, composite, not a prime power for a guaranteed split).
///   - constant: c, and the walk's start is c as well; another c gives another walk.
///   - maxSteps: the number of map evaluations after which it gives up (nil).
///   - batch: differences multiplied before each gcd.
/// - Returns: a divisor d with 1 < d < n, or nil after `maxSteps` or when the walk met n itself.
/// - Complexity: about √p map steps (2 multiplications each) for the least prime factor p, and
///   one gcd per `batch` steps.
func pollardBrentRho<Ring: ResidueRing>(
    _ ring: Ring, constant: UInt64, maxSteps: Int, batch: Int = 128
) -> Ring.Integer? {
    let c = ring.residue(constant)
    var y = c
    var x = y
    var saved = y
    var product = ring.one
    var steps = 0
    var cycle = 1
    var divisor = ring.gcdWithModulus(product)
    while ring.isUnit(divisor) {
        x = y
        for _ in 0..<cycle { y = ring.add(ring.square(y), c) }
        steps += cycle
        var done = 0
        while done < cycle && ring.isUnit(divisor) {
            saved = y
            let count = min(batch, cycle - done)
            for _ in 0..<count {
                y = ring.add(ring.square(y), c)
                product = ring.multiply(product, ring.subtract(x, y))
            }
            done += count
            steps += count
            divisor = ring.gcdWithModulus(product)
        }
        cycle *= 2
        if steps > maxSteps && ring.isUnit(divisor) { return nil }
    }
    if divisor == ring.modulus {
        // The batch held every prime of n at once: redo it one difference at a time.
        repeat {
            saved = ring.add(ring.square(saved), c)
            divisor = ring.gcdWithModulus(ring.subtract(x, saved))
        } while ring.isUnit(divisor)
    }
    return divisor == ring.modulus ? nil : divisor
}
