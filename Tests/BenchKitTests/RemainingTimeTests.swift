import BenchKit
import Testing

/// The progress line's ETA: the rate so far times the steps left, worked by hand.
@Suite struct RemainingTimeTests {
    @Test("the rate so far times the steps left; nothing before the first step")
    func estimate() {
        #expect(RemainingTime.estimate(elapsed: 60, done: 20, total: 100) == 240)
        #expect(RemainingTime.estimate(elapsed: 7, done: 7, total: 7) == 0)
        #expect(RemainingTime.estimate(elapsed: 10, done: 0, total: 5) == nil)
        // More steps done than planned (a job re-run in more processes) is no negative time.
        #expect(RemainingTime.estimate(elapsed: 10, done: 6, total: 5) == 0)
    }

    @Test("seconds, minutes and seconds, hours and minutes")
    func format() {
        #expect(RemainingTime.format(0) == "0s")
        #expect(RemainingTime.format(44.6) == "45s")
        #expect(RemainingTime.format(185) == "3m05s")
        #expect(RemainingTime.format(3599.4) == "59m59s")
        #expect(RemainingTime.format(3720) == "1h02m")
        #expect(RemainingTime.format(3749) == "1h02m")
        #expect(RemainingTime.format(3750) == "1h03m")
        #expect(RemainingTime.format(-5) == "0s")
        #expect(RemainingTime.format(.infinity) == "0s")
    }
}
