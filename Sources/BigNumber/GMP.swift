import CGMP
import CGMPLimbCache

/// The one file that talks to GMP: an owned `mpz_t` and the operations BigInt uses.
///
/// The `mpz_t` is the header of a `ManagedBuffer`, so object and `mpz_t` share one allocation
/// (a value costs two mallocs, not three: the object and GMP's limbs), and operations take the
/// header's stable address: GMP allows the result to alias an operand, and pointers keep Swift's
/// exclusivity checks out of that.
@usableFromInline final class MPZ: ManagedBuffer<__mpz_struct, UInt8> {
    @inlinable @inline(__always)
    var pointer: UnsafeMutablePointer<__mpz_struct> { withUnsafeMutablePointerToHeader { $0 } }

    /// An object whose `mpz_t` is all zeros, not yet initialised by GMP.
    @inlinable @inline(__always)
    static func allocate() -> MPZ {
        unsafeDowncast(MPZ.create(minimumCapacity: 0) { _ in __mpz_struct() }, to: MPZ.self)
    }

    /// A new zero.
    @inlinable static func make() -> MPZ {
        let value = allocate()
        cgmp_init_reusing(value.pointer)
        return value
    }

    static func make(copying other: MPZ) -> MPZ {
        let value = allocate()
        __gmpz_init_set(value.pointer, other.pointer)
        return value
    }

    static func make(_ integer: Int) -> MPZ {
        let value = allocate()
        __gmpz_init_set_si(value.pointer, integer)
        return value
    }

    static func make(_ integer: UInt64) -> MPZ {
        let value = allocate()
        __gmpz_init_set_ui(value.pointer, UInt(integer))
        return value
    }

    deinit {
        cgmp_clear_keeping(pointer)
    }

    static var version: String { String(cString: cgmp_version()) }

    // MARK: reading

    var sign: Int { Int(cgmp_sgn(pointer)) }
    var isOdd: Bool { cgmp_odd_p(pointer) != 0 }
    var fitsInt: Bool { cgmp_fits_slong_p(pointer) != 0 }
    var fitsUInt64: Bool { cgmp_fits_ulong_p(pointer) != 0 }
    var int: Int { cgmp_get_si(pointer) }
    var uint64: UInt64 { UInt64(cgmp_get_ui(pointer)) }
    var double: Double { __gmpz_get_d(pointer) }
    var limbCount: Int { cgmp_size(pointer) }
    func limb(_ index: Int) -> UInt { cgmp_getlimbn(pointer, index) }
    func compare(_ other: MPZ) -> Int { Int(__gmpz_cmp(pointer, other.pointer)) }
    func compare(_ value: Int) -> Int { Int(cgmp_cmp_si(pointer, value)) }
    func bitLength() -> Int { sign == 0 ? 0 : __gmpz_sizeinbase(pointer, 2) }
    func digitCount(radix: Int32) -> Int { __gmpz_sizeinbase(pointer, radix) }  // exact or one too many

    func string(radix: Int32) -> String {
        let size = __gmpz_sizeinbase(pointer, radix) + 2
        var buffer = [CChar](repeating: 0, count: size)
        __gmpz_get_str(&buffer, radix, pointer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Sets from already validated text; false when GMP rejects it.
    func set(_ text: String, radix: Int32) -> Bool { __gmpz_set_str(pointer, text, radix) == 0 }
    func set(_ value: Double) { __gmpz_set_d(pointer, value) }

    // MARK: arithmetic (r may alias a or b)

    @inlinable static func add(_ r: MPZ, _ a: MPZ, _ b: MPZ) { __gmpz_add(r.pointer, a.pointer, b.pointer) }
    @inlinable static func subtract(_ r: MPZ, _ a: MPZ, _ b: MPZ) { __gmpz_sub(r.pointer, a.pointer, b.pointer) }
    @inlinable static func multiply(_ r: MPZ, _ a: MPZ, _ b: MPZ) { __gmpz_mul(r.pointer, a.pointer, b.pointer) }
    static func square(_ r: MPZ, _ a: MPZ) { __gmpz_mul(r.pointer, a.pointer, a.pointer) }
    static func subtract(_ r: MPZ, _ a: MPZ, _ b: UInt) { __gmpz_sub_ui(r.pointer, a.pointer, b) }
    static func add(_ r: MPZ, _ a: MPZ, _ b: UInt) { __gmpz_add_ui(r.pointer, a.pointer, b) }
    static func quotient(_ q: MPZ, _ a: MPZ, _ b: MPZ) { __gmpz_tdiv_q(q.pointer, a.pointer, b.pointer) }
    static func remainder(_ r: MPZ, _ a: MPZ, _ b: MPZ) { __gmpz_tdiv_r(r.pointer, a.pointer, b.pointer) }
    static func quotientAndRemainder(_ q: MPZ, _ r: MPZ, _ a: MPZ, _ b: MPZ) {
        __gmpz_tdiv_qr(q.pointer, r.pointer, a.pointer, b.pointer)
    }
    static func negate(_ r: MPZ, _ a: MPZ) { cgmp_neg(r.pointer, a.pointer) }
    static func absolute(_ r: MPZ, _ a: MPZ) { cgmp_abs(r.pointer, a.pointer) }
    static func shiftLeft(_ r: MPZ, _ a: MPZ, _ bits: Int) { __gmpz_mul_2exp(r.pointer, a.pointer, UInt(bits)) }
    /// Floor division by 2^bits: the two's-complement arithmetic shift.
    static func shiftRight(_ r: MPZ, _ a: MPZ, _ bits: Int) { __gmpz_fdiv_q_2exp(r.pointer, a.pointer, UInt(bits)) }
    /// The low `bits` bits of a non-negative value, and the rest shifted down (for Mersenne reduction).
    static func lowBits(_ r: MPZ, _ a: MPZ, _ bits: Int) { __gmpz_tdiv_r_2exp(r.pointer, a.pointer, UInt(bits)) }
    static func and(_ r: MPZ, _ a: MPZ, _ b: MPZ) { __gmpz_and(r.pointer, a.pointer, b.pointer) }
    static func or(_ r: MPZ, _ a: MPZ, _ b: MPZ) { __gmpz_ior(r.pointer, a.pointer, b.pointer) }
    static func xor(_ r: MPZ, _ a: MPZ, _ b: MPZ) { __gmpz_xor(r.pointer, a.pointer, b.pointer) }
    static func complement(_ r: MPZ, _ a: MPZ) { __gmpz_com(r.pointer, a.pointer) }
    static func power(_ r: MPZ, _ a: MPZ, _ exponent: UInt) { __gmpz_pow_ui(r.pointer, a.pointer, exponent) }
    static func powerModulo(_ r: MPZ, _ a: MPZ, _ e: MPZ, _ m: MPZ) {
        __gmpz_powm(r.pointer, a.pointer, e.pointer, m.pointer)
    }
    static func gcd(_ r: MPZ, _ a: MPZ, _ b: MPZ) { __gmpz_gcd(r.pointer, a.pointer, b.pointer) }
    /// r = a⁻¹ mod m; false (r undefined) when there is none.
    static func invert(_ r: MPZ, _ a: MPZ, _ m: MPZ) -> Bool { __gmpz_invert(r.pointer, a.pointer, m.pointer) != 0 }
    static func lcm(_ r: MPZ, _ a: MPZ, _ b: MPZ) { __gmpz_lcm(r.pointer, a.pointer, b.pointer) }
    static func squareRoot(_ r: MPZ, _ a: MPZ) { __gmpz_sqrt(r.pointer, a.pointer) }
    static func nextPrime(_ r: MPZ, _ a: MPZ) { __gmpz_nextprime(r.pointer, a.pointer) }
    /// 2 definitely prime, 1 probably prime (BPSW and Miller–Rabin rounds), 0 composite.
    static func probablePrime(_ a: MPZ, rounds: Int32) -> Int { Int(__gmpz_probab_prime_p(a.pointer, rounds)) }
    static func factorial(_ r: MPZ, _ n: UInt) { __gmpz_fac_ui(r.pointer, n) }
    static func binomial(_ r: MPZ, _ n: MPZ, _ k: UInt) { __gmpz_bin_ui(r.pointer, n.pointer, k) }
    static func fibonacci(_ r: MPZ, _ n: UInt) { __gmpz_fib_ui(r.pointer, n) }
    static func primorial(_ r: MPZ, _ n: UInt) { __gmpz_primorial_ui(r.pointer, n) }
    static func set(_ r: MPZ, _ a: MPZ) { __gmpz_set(r.pointer, a.pointer) }
    static func set(_ r: MPZ, _ value: Int) { __gmpz_set_si(r.pointer, value) }
    /// |a| mod d (d > 0).
    static func remainder(_ a: MPZ, _ d: UInt) -> UInt { __gmpz_fdiv_ui(a.pointer, d) }
    /// a / d when d divides a.
    static func divideExactly(_ r: MPZ, _ a: MPZ, _ d: UInt) { __gmpz_divexact_ui(r.pointer, a.pointer, d) }
    /// r = ⌊a^(1/k)⌋ (truncated), and whether the root is exact.
    static func root(_ r: MPZ, _ a: MPZ, _ k: UInt) -> Bool { __gmpz_root(r.pointer, a.pointer, k) != 0 }
    static func isPerfectPower(_ a: MPZ) -> Bool { __gmpz_perfect_power_p(a.pointer) != 0 }
}
