import AlgoSupport
import Foundation
import Testing
import _TestSupport

@testable import Brachistochrone

/// The tabled solver's sin/cos kernel against the platform's libm (glibc's `sin` and `cos` are
/// within 0.52 ulp of the true value, the kernel within 0.75 ulp: two such Doubles are at most one
/// ulp apart). Two digits of `c3` swapped (2.48015827… for 2.48015872…e-5) fail it at once; the
/// last digits of the highest coefficients sit below an ulp and no test can see them.
@Suite struct QuadrantSinCosTests {
    @Test("within one ulp of libm on 10^6 seeded points of [−π/4, 3π/4], dense near 0, π/4 and π/2")
    func againstLibm() {
        var random = SplitMix64(seed: 1718)
        for step in 0..<1_000_000 {
            let unit = Double(random.next() >> 11) * 0x1p-53
            let x: Double
            switch step % 4 {
            case 0: x = -Double.pi / 4 + Double.pi * unit
            case 1: x = Double.pi / 2 * pow(unit, 8)  // near 0, down to 1e-300
            case 2: x = Double.pi / 4 + (unit - 0.5) * 1e-6  // both sides of the switch
            default: x = Double.pi / 2 - (unit - 0.25) * 1e-9  // both sides of π/2
            }
            let (s, c) = quadrantSinCos(x)
            let sinError = abs(s - sin(x)) / sin(x).magnitude.ulp
            let cosError = abs(c - cos(x)) / cos(x).magnitude.ulp
            if sinError > 1 || cosError > 1 {
                Issue.record("x = \(x): sin \(s) against \(sin(x)), cos \(c) against \(cos(x))")
                return
            }
        }
    }

    @Test("exact cases: 0, −0, and cos(π/2 rounded) = π/2 − that Double = 6.123233995736766e-17")
    func exactCases() {
        #expect(quadrantSinCos(0) == (sin: 0, cos: 1))
        let (s, c) = quadrantSinCos(-0.0)
        #expect(s == 0 && s.sign == .minus && c == 1)
        // π/2 − 1.5707963267948966 = 6.1232339957367658e-17 (to 17 digits), and cos(π/2 − ε) = sin ε
        // = ε to far below an ulp.
        #expect(quadrantSinCos(Double.pi / 2) == (sin: 1, cos: 6.123233995736766e-17))
        #expect(quadrantSinCos(Double.pi / 6).sin == 0.49999999999999994)  // libm's and mpmath's rounding
        #expect(quadrantSinCos(Double.pi / 3).cos == 0.5000000000000001)
    }
}
