import Foundation
import Testing

@testable import AlgoBench

/// The end-to-end report: outputs compared by digest (DSLR's by line lengths), the speed-up and
/// the target from the medians, against tables worked by hand.
@Suite struct EndToEndTests {
    static func benchmark(target: Double) -> EndToEndBenchmark {
        EndToEndBenchmark(
            title: "demo", generate: [], input: "/dev/null",
            commands: [
                .init(label: "peer", arguments: ["peer"]), .init(label: "algo", arguments: ["algo"]),
                .init(label: "floor", arguments: ["floor"], isFloor: true),
            ],
            check: .lengths, items: 1000, target: ("algo", target))
    }

    @Test("lengths: programs of the same lengths agree, others do not")
    func digests() {
        let a = EndToEndRun.digest(Data("LL\nL\nDDDD\n".utf8), .lengths)
        let b = EndToEndRun.digest(Data("RR\nD\nSSSS\n".utf8), .lengths)
        let c = EndToEndRun.digest(Data("LLL\nL\nDDDD\n".utf8), .lengths)
        #expect(a == b && a != c)
        #expect(EndToEndRun.digest(Data("x".utf8), .exact) != EndToEndRun.digest(Data("y".utf8), .exact))
    }

    @Test("the table: medians, min, max, speed-up over the first command, items a second, the target")
    func table() {
        var peer = EndToEndRun.Timing(seconds: [2, 1, 3], digest: 7)
        var algo = EndToEndRun.Timing(seconds: [0.1, 0.3, 0.2], digest: 7)
        let floor = EndToEndRun.Timing(seconds: [0.5, 0.5, 0.5], digest: 99)
        let met = EndToEndRun(benchmark: Self.benchmark(target: 0.1), runs: 3).report([peer, algo, floor])
        #expect(met.agree && met.targetMet == true)
        // 0.2, 0.1 and 0.3 s in the unit that suits them.
        #expect(met.table.contains("algo                          200.0 ms  100.0 ms  300.0 ms     10.0x"))
        #expect(met.table.contains("peer                           2.000 s   1.000 s   3.000 s      1.0x"))
        #expect(met.table.contains("5000  agrees"))
        #expect(met.table.contains("(floor, not compared)"))
        #expect(met.table.hasSuffix("target: algo / peer = 0.100 (<= 0.1: met)\n"))
        algo.digest = 8
        peer.seconds = [1, 1, 1]
        let missed = EndToEndRun(benchmark: Self.benchmark(target: 0.1), runs: 3).report([peer, algo, floor])
        #expect(!missed.agree && missed.targetMet == false)
        #expect(missed.table.contains("MISMATCH"))
        #expect(missed.table.hasSuffix("target: algo / peer = 0.200 (<= 0.1: MISSED)\n"))
    }

    @Test("every problem is declared, with its peers built from Benchmarks/Peers")
    func declared() {
        for problem in ["dslr", "fermat", "archery"] {
            let benchmarks = EndToEndBenchmark.named(problem, size: 10, algo: "algo", directory: "d")
            #expect(benchmarks?.isEmpty == false, "\(problem)")
        }
        #expect(EndToEndBenchmark.named("nope", size: nil, algo: "algo", directory: "d") == nil)
        #expect(
            EndToEndBenchmark.named("dslr", size: nil, algo: "a", directory: "d")?.first?.input == "d/dslr-100000.in")
    }
}
