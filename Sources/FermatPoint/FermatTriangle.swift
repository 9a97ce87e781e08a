/// The Fermat point of a triangle and the least total distance to its vertices.
public struct FermatSolution: Equatable, Sendable {
    /// The point minimising the sum of distances to the three vertices.
    public var point: Point2
    /// That sum.
    public var total: Double
    /// The vertex (0, 1 or 2) that is the answer, when the vertex rule or a degenerate case applied.
    public var vertex: Int?
}

/// The Fermat point of the triangle `a`, `b`, `c`.
///
///     fermatPoint(Point2(0, 0), Point2(1, 0), Point2(0.5, 3.squareRoot() / 2))
///     // point (0.5, 0.2886751345948129), total 1.7320508075688772 (√3)
///
/// - When an angle is 120° or more (inclusive, to a few ulps), that vertex is the answer.
/// - Otherwise the point has barycentric coordinates a·csc(A + 60°) : b·csc(B + 60°) : c·csc(C + 60°)
///   (a = |BC| and A the angle at a, and so on), where the sides seen from it meet at 120°, and the
///   total is √((a² + b² + c²)/2 + 2√3·area), the length of the line from a vertex to the apex of
///   the equilateral triangle built outward on the opposite side.
/// - Degenerate input: collinear points give the middle one (its angle is 180°); two coincident
///   points give that point; three equal points give that point, total 0.
///
/// The computation is translated to `a` and scaled by the largest coordinate difference, so it is
/// translation- and scale-invariant and never overflows or underflows in the squares; where that
/// difference overflows (points ±1e308 apart) or is too small to invert (a subnormal triangle),
/// both of which gave NaN, `rescaledFermatPoint(_:_:_:)` scales by powers of two first. So every
/// finite triangle has a finite point (the total may exceed Double's range, and is then +∞).
/// Needle-thin triangles keep their accuracy because angles come from exact dot and cross products
/// of the scaled sides.
///
/// - Precondition: all coordinates finite (the CLI rejects the rest as input errors).
/// - Complexity: O(1).
public func fermatPoint(_ a: Point2, _ b: Point2, _ c: Point2) -> FermatSolution {
    precondition(a.isFinite && b.isFinite && c.isFinite, "coordinates must be finite")
    // Coincident points: the doubled point is the answer (the third side's length is the total).
    if a == b { return FermatSolution(point: a, total: a.distance(to: c), vertex: 0) }
    if b == c { return FermatSolution(point: b, total: b.distance(to: a), vertex: 1) }
    if a == c { return FermatSolution(point: a, total: a.distance(to: b), vertex: 0) }
    // Translate to a and scale by the largest coordinate difference (no overflow, no underflow),
    // unless that difference overflows or is too small to invert.
    let scale = largestDifference(a, b, c)
    guard _fastPath(scale.isFinite && scale >= 0x1p-1000) else { return rescaledFermatPoint(a, b, c) }
    let inverse = 1 / scale
    let pb = Point2((b.x - a.x) * inverse, (b.y - a.y) * inverse)
    let pc = Point2((c.x - a.x) * inverse, (c.y - a.y) * inverse)
    // Sides: ab, ac, bc as vectors; lengths opposite each vertex.
    let ab = pb
    let ac = pc
    let bc = pc - pb
    let sideA = bc.length  // opposite a
    let sideB = ac.length  // opposite b
    let sideC = ab.length  // opposite c
    let doubleArea = abs(ab.cross(ac))
    // Cosines by dot products; sines share the doubled area.
    let cosA = ab.dot(ac) / (sideB * sideC)
    let cosB = -ab.dot(bc) / (sideC * sideA)
    let cosC = ac.dot(bc) / (sideB * sideA)
    // The vertex rule, inclusive to a few ulps so that an exact 120° counts.
    let limit = -0.5 + 8 * Double.ulpOfOne
    if cosA <= limit { return FermatSolution(point: a, total: a.distance(to: b) + a.distance(to: c), vertex: 0) }
    if cosB <= limit { return FermatSolution(point: b, total: b.distance(to: a) + b.distance(to: c), vertex: 1) }
    if cosC <= limit { return FermatSolution(point: c, total: c.distance(to: a) + c.distance(to: b), vertex: 2) }
    // Interior: barycentric weights side / sin(angle + 60°), sin(angle) = 2·area / (product of sides).
    let sqrt3Half = 0.866_025_403_784_438_6
    let sinA = doubleArea / (sideB * sideC)
    let sinB = doubleArea / (sideC * sideA)
    let sinC = doubleArea / (sideB * sideA)
    let wa = sideA / (0.5 * sinA + sqrt3Half * cosA)
    let wb = sideB / (0.5 * sinB + sqrt3Half * cosB)
    let wc = sideC / (0.5 * sinC + sqrt3Half * cosC)
    let sum = wa + wb + wc
    // a is the origin of the scaled frame.
    let px = (wb * pb.x + wc * pc.x) / sum
    let py = (wb * pb.y + wc * pc.y) / sum
    let squares = sideA * sideA + sideB * sideB + sideC * sideC
    let total = (squares / 2 + 3.0.squareRoot() * doubleArea).squareRoot()
    return FermatSolution(point: Point2(a.x + px * scale, a.y + py * scale), total: total * scale, vertex: nil)
}

/// max(|Δx|, |Δy|) over the triangle's three sides.
@inline(__always)
private func largestDifference(_ a: Point2, _ b: Point2, _ c: Point2) -> Double {
    max(max(abs(b.x - a.x), abs(b.y - a.y)), max(abs(c.x - a.x), abs(c.y - a.y)), max(abs(c.x - b.x), abs(c.y - b.y)))
}

/// ``fermatPoint(_:_:_:)`` at the ends of Double's range: the points scaled by 2^−e₁ (e₁ the exponent
/// of their largest coordinate), translated to a, and the differences scaled by 2^−e₂ (e₂ that of
/// their largest), all exact but for subnormal bits; the triangle (0, b′, c′) then has differences
/// in [1, 2), and its answer is scaled back.
///
/// - Complexity: O(1).
@inline(never)
private func rescaledFermatPoint(_ a: Point2, _ b: Point2, _ c: Point2) -> FermatSolution {
    let largest = max(abs(a.x), abs(a.y), abs(b.x), abs(b.y), abs(c.x), abs(c.y))
    let e1 = Int(largest.exponent)
    let (sa, sb, sc) = (a.scaled(by: -e1), b.scaled(by: -e1), c.scaled(by: -e1))
    let e2 = Int(largestDifference(sa, sb, sc).exponent)
    var solution = fermatPoint(.zero, (sb - sa).scaled(by: -e2), (sc - sa).scaled(by: -e2))
    solution.point = (sa + solution.point.scaled(by: e2)).scaled(by: e1)
    solution.total = solution.total.scaled(by: e1 + e2)
    if let vertex = solution.vertex { solution.point = [a, b, c][vertex] }
    return solution
}
