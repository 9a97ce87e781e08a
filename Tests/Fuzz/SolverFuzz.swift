// libFuzzer target: one solver's stdin parser, chosen at build time by scripts/fuzz (-D DSLR,
// -D ARCHERY, -D FERMAT, -D BRACHISTOCHRONE or -D STARS; built into that solver's module). Oracles:
// it never traps; it either answers or throws an InputError that names a line of the input; for
// DSLR, the bidirectional BFS and the classic BFS give programs of the same lengths for every case;
// for the brachistochrone, θ_B lies in (0, 2π], r > 0, and the cycloid is no slower than any rival;
// for the star problems, an answer is for an allowed N and has the picture's number of rows.

import SolverIO

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
    func check(_ error: InputError) {
        precondition(error.line >= 1 && error.line <= lines + 1, "line \(error.line) of \(lines)")
    }
    var input = InputReader(bytes: bytes)
    var output = OutputWriter.memory()
    #if DSLR
        // Cap the work: each case costs up to 10^4 states for the classic BFS.
        guard bytes.count < 2_000 else { return 0 }
        do {
            try DSLRSolver.solve(input: &input, output: &output, method: .bidirectional)
            var again = InputReader(bytes: bytes)
            var classic = OutputWriter.memory()
            try DSLRSolver.solve(input: &again, output: &classic, method: .record)
            output.flush()
            classic.flush()
            let a = output.text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
            let b = classic.text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
            precondition(a == b, "bidirectional and classic program lengths differ")
        } catch {
            check(error)
        }
    #elseif ARCHERY
        do { try ArcherySolver.solve(input: &input, output: &output) } catch { check(error) }
    #elseif FERMAT
        do {
            try FermatSolver.solveTriangles(input: &input, output: &output) { _, solution in
                precondition(solution.total.isFinite && solution.total >= 0, "total \(solution.total)")
            }
        } catch {
            check(error)
        }
        var points = InputReader(bytes: bytes)
        do { _ = try FermatSolver.readPoints(input: &points) } catch { check(error) }
    #elseif BRACHISTOCHRONE
        do {
            let options = BrachistochroneSolver.Options(compare: true, interiorPoints: 3)
            try BrachistochroneSolver.solve(input: &input, output: &output, options: options) { x, y in
                guard let cycloid = try? Cycloid(x: x, depth: y) else { preconditionFailure("B = (\(x), -\(y))") }
                // θ_B ≈ 3X/Y underflows to 0 when X/Y does (B = (1e-322, 1.4e13)), and r = X/2π to 0
                // for a subnormal X on the level (B = (1.25e-323, 0)): the correctly rounded values.
                precondition(
                    (cycloid.theta > 0 || x / y < 1e-300) && cycloid.theta <= 2 * Double.pi
                        && (cycloid.radius > 0 || x < 1e-300))
                let time = cycloid.descentTime()
                // A subnormal radius (B = (1e-322, 1.31e-320)) holds a few bits only, and so does
                // T: the race is compared only where r is a normal Double (Guides/Brachistochrone.md).
                guard cycloid.radius >= Double.leastNormalMagnitude else { return }
                for rival in RivalCurve.allCases {
                    let rivalTime = (try? rival.descentTime(x: x, depth: y)) ?? -1
                    precondition(rivalTime >= time * (1 - 1e-12), "\(rival) beats the cycloid at (\(x), -\(y))")
                }
            }
        } catch {
            check(error)
        }
    #elseif STARS
        for pattern in StarPattern.allCases {
            var reader = InputReader(bytes: bytes)
            var picture = OutputWriter.memory()
            do {
                try StarSolver.solve(pattern, input: &reader, output: &picture)
                picture.flush()
                var first = InputReader(bytes: bytes)
                let n = try first.readInt()
                precondition(pattern.allowedSizes.contains(n), "\(pattern.name) answered for N = \(n)")
                let rows = picture.captured.filter { $0 == 0x0A }.count
                precondition(rows == pattern.draw(n).height, "\(pattern.name) N = \(n): \(rows) rows")
            } catch {
                check(error)
            }
        }
    #endif
    return 0
}
