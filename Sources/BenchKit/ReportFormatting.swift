import AlgoSupport

/// Number formatting shared by the report writers, without Foundation's locale-dependent formats.
public enum ReportFormat {
    /// `value` with `digits` significant digits, in plain notation for the ranges benchmarks see.
    static func significant(_ value: Double, _ digits: Int = 4) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == 0 { return "0" }
        let magnitude = Int((abs(value)).log10Floor)
        let decimals = max(0, digits - 1 - magnitude)
        return NiceTicks.fixed(value, decimals: min(decimals, 9))
    }

    /// A time with the unit that keeps it between 1 and 1000: `1.234 s`, `12.35 ms`, `456.7 µs`,
    /// `89.00 ns`, to `digits` significant digits.
    public static func duration(_ seconds: Double, _ digits: Int = 4) -> String {
        guard seconds.isFinite, seconds > 0 else { return seconds == 0 ? "0 s" : "\(seconds) s" }
        let (scale, unit) = timeUnit(seconds, digits)
        return "\(NiceTicks.significant(seconds / scale, digits)) \(unit)"
    }

    /// The unit ``duration(_:_:)`` writes `seconds` in, with its size in seconds: the largest of
    /// s, ms, µs that leaves at least 1 after rounding to `digits` (999.96 µs is 1.000 ms), else ns.
    static func timeUnit(_ seconds: Double, _ digits: Int = 4) -> (scale: Double, name: String) {
        for (scale, name) in [(1.0, "s"), (1e-3, "ms"), (1e-6, "µs")]
        where (Double(NiceTicks.significant(seconds / scale, digits)) ?? 0) >= 1 {
            return (scale, name)
        }
        return (1e-9, "ns")
    }

    /// "1.23× [1.20–1.26]".
    static func ratio(_ ratio: RatioEstimate?) -> String {
        guard let ratio else { return "—" }
        return "\(significant(ratio.ratio, 3))× [\(significant(ratio.lower, 3))–\(significant(ratio.upper, 3))]"
    }

    /// A size as people write it: 10^10 and 2^20 for powers of ten and two from 10^4 and 2^16,
    /// else the digits (`1000`, `12345`).
    static func size(_ n: Int) -> String {
        if n >= 10_000 {
            var power = 0
            var rest = n
            while rest % 10 == 0 {
                rest /= 10
                power += 1
            }
            if rest == 1 { return "10^\(power)" }
        }
        if n >= 1 << 16 && n & (n - 1) == 0 { return "2^\(n.trailingZeroBitCount)" }
        return String(n)
    }

    /// 1234567 → "1,234,567".
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value.magnitude))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return (value < 0 ? "-" : "") + text
    }

    static func checksum(_ row: BenchTable.Row) -> String {
        (row.checksumAgrees ? "ok " : "MISMATCH ") + row.checksum
    }
}

extension Double {
    /// ⌊log10 self⌋ for positive finite values, by comparison rather than `log10`.
    fileprivate var log10Floor: Double {
        var exponent = 0.0
        var value = self
        while value >= 10 {
            value /= 10
            exponent += 1
        }
        while value < 1 {
            value *= 10
            exponent -= 1
        }
        return exponent
    }
}
