/// Two values of one kind, worked on side by side.
struct Pair<Element: Sendable>: Sendable {
    var first: Element
    var second: Element

    init(_ first: Element, _ second: Element) {
        self.first = first
        self.second = second
    }
}

/// Two residues of one ring, every operation applied to both: ECM runs two curves through one
/// loop this way. Each curve's products form chains that wait on one another; two independent
/// chains let the processor start one curve's product while the other's is still in flight
/// (a 64-bit Montgomery product's latency is several times its throughput).
struct RingPair<Ring: ResidueRing>: ModularArithmetic {
    typealias Residue = Pair<Ring.Residue>

    let ring: Ring

    var one: Residue { Pair(ring.one, ring.one) }

    @inline(__always)
    func add(_ a: Residue, _ b: Residue) -> Residue {
        Pair(ring.add(a.first, b.first), ring.add(a.second, b.second))
    }

    @inline(__always)
    func subtract(_ a: Residue, _ b: Residue) -> Residue {
        Pair(ring.subtract(a.first, b.first), ring.subtract(a.second, b.second))
    }

    @inline(__always)
    func multiply(_ a: Residue, _ b: Residue) -> Residue {
        Pair(ring.multiply(a.first, b.first), ring.multiply(a.second, b.second))
    }

    @inline(__always)
    func square(_ a: Residue) -> Residue {
        Pair(ring.square(a.first), ring.square(a.second))
    }
}
