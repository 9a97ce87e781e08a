import AlgoSupport
import Testing
import _TestSupport

@testable import Judge

/// `algo stress` on the fixtures in Tests/JudgeFixtures/stress: the maximum-subarray problem, an
/// O(n²) brute force, Kadane's algorithm, and Kadane's with the planted bug of an empty run (wrong
/// exactly when every number is negative, so the smallest failing input is one negative number).
@Suite(.serialized) struct StressSessionTests {
    static func fixture(_ name: String) -> [String] { ["python3", dataPath("../Tests/JudgeFixtures/stress/\(name)")] }

    @Test("the planted bug is found, and shrunk to one negative number")
    func findsAndShrinks() throws {
        var options = StressOptions()
        options.size = 30
        let report = try StressSession(
            generator: Self.fixture("gen.py"), brute: Self.fixture("brute.py"), checker: nil,
            solution: Self.fixture("kadane_bug.py"), options: options
        ).run()
        let failure = try #require(report.failure)
        #expect(failure.verdict == .wrongAnswer)
        #expect(failure.size == 1 && failure.foundSize == 30)
        let numbers = String(decoding: failure.input, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap {
            Int($0)
        }
        #expect(numbers.count == 2 && numbers[0] == 1 && numbers[1] < 0, "\(numbers)")
        // The oracle of the shrunk case, by hand: the best run of one negative number is itself.
        #expect(String(decoding: failure.expected, as: UTF8.self) == "\(numbers[1])\n")
        #expect(String(decoding: failure.received, as: UTF8.self) == "0\n")
        #expect(report.tests < 100)
    }

    @Test("the right solution: no difference on 40 seeds, with and without a checker")
    func noDifference() throws {
        for checker in [nil, Self.fixture("check.py")] {
            var options = StressOptions()
            options.tests = 40
            let report = try StressSession(
                generator: Self.fixture("gen.py"), brute: Self.fixture("brute.py"), checker: checker,
                solution: Self.fixture("kadane.py"), options: options
            ).run()
            #expect(report.failure == nil && report.tests == 40)
        }
    }

    @Test("the checker decides: the bug is found through it too, without a size to shrink")
    func checkerFindsIt() throws {
        var options = StressOptions()
        options.tests = 200
        let report = try StressSession(
            generator: Self.fixture("gen.py"), brute: Self.fixture("brute.py"), checker: Self.fixture("check.py"),
            solution: Self.fixture("kadane_bug.py"), options: options
        ).run()
        let failure = try #require(report.failure)
        #expect(failure.message.hasPrefix("the checker rejected it"))
        #expect(failure.size == nil && report.shrinkRuns == 0)
    }

    @Test("a generator or brute force that fails stops the session with a StressToolError")
    func brokenTools() throws {
        let failing = ["python3", "-c", "import sys; sys.exit(3)"]
        for (generator, brute) in [(failing, Self.fixture("brute.py")), (Self.fixture("gen.py"), failing)] {
            let session = try StressSession(
                generator: generator, brute: brute, checker: nil, solution: Self.fixture("kadane.py"),
                options: StressOptions())
            #expect(throws: StressToolError.self) { try session.run() }
        }
    }

    @Test("the shrinking ladder: 1, 2, 3, 4, 6, 8, 12, … below the failing size")
    func ladder() {
        #expect(StressSession.ladder(below: 30) == [1, 2, 3, 4, 6, 8, 12, 16, 24])
        #expect(StressSession.ladder(below: 2) == [1])
        #expect(StressSession.ladder(below: 1) == [])
    }
}
