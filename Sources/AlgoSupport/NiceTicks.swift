/// Axis ticks at round numbers and short number texts for pictures: Heckbert's "nice numbers"
/// (P. Heckbert, "Nice numbers for graph labels", Graphics Gems, 1990), with steps of 1, 2 or 5
/// times a power of ten.
public enum NiceTicks {
    /// Ticks covering `range`: the first at or below its low end, the last at or above its high
    /// end, about `count` of them, evenly spaced by a nice step.
    ///
    ///     NiceTicks.ticks(0.13...2.7)   // [0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0]
    ///
    /// - Parameters:
    ///   - range: finite, with low < high (a single value gets ±1 around it).
    ///   - count: the number of intervals wanted, ≥ 2.
    /// - Complexity: O(count).
    public static func ticks(_ range: ClosedRange<Double>, count: Int = 6) -> [Double] {
        var (low, high) = (range.lowerBound, range.upperBound)
        guard low.isFinite, high.isFinite else { return [0, 1] }
        if high <= low { (low, high) = (low - 1, high + 1) }
        let step = niceStep((high - low) / Double(Swift.max(2, count)))
        let first = (low / step).rounded(.down)
        let last = (high / step).rounded(.up)
        guard last - first < 1000 else { return [low, high] }
        // Multiples of the step, not sums, so that 0.1 · 3 prints as 0.3.
        return stride(from: first, through: last, by: 1).map { $0 * step }
    }

    /// The ticks of a log axis from 10^low to 10^high: 1, 2 and 5 times each power of ten, ending
    /// at 10^high, each with whether it is a power of ten (the ones labelled when the axis is long).
    ///
    ///     NiceTicks.decades(-1, 0)   // 0.1 (power), 0.2, 0.5, 1 (power)
    ///
    /// - Complexity: O(high − low).
    public static func decades(_ low: Double, _ high: Double) -> [(value: Double, isPower: Bool)] {
        var ticks: [(value: Double, isPower: Bool)] = []
        for exponent in stride(from: low, through: high, by: 1) {
            let power = LibM.pow(10, exponent)
            for mantissa: Double in [1, 2, 5] where exponent < high || mantissa == 1 {
                ticks.append((mantissa * power, mantissa == 1))
            }
        }
        return ticks
    }

    /// The nice number (1, 2 or 5 × 10^k) nearest above `raw`.
    static func niceStep(_ raw: Double) -> Double {
        let exponent = LibM.log10(raw).rounded(.down)
        let power = LibM.pow(10, exponent)
        let fraction = raw / power
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
        return nice * power
    }

    /// A tick's text: as many decimals as the step needs, or powers of ten (`2e6`) when the
    /// numbers are very large or small.
    ///
    ///     NiceTicks.label(0.30000000000000004, step: 0.1)   // "0.3"
    public static func label(_ value: Double, step: Double) -> String {
        if abs(value) < step * 1e-9 { return "0" }
        let magnitude = Swift.max(abs(value), step)
        if magnitude >= 1e6 || step < 1e-4 {
            // 2.50e6 → 2.5e6: a tick is a round number, its zeros say nothing.
            let text = significant(value, 3)
            guard let e = text.firstIndex(of: "e") else { return text }
            var mantissa = text[..<e]
            while mantissa.hasSuffix("0") { mantissa.removeLast() }
            if mantissa.hasSuffix(".") { mantissa.removeLast() }
            return String(mantissa + text[e...])
        }
        let decimals = Swift.max(0, Int(-(LibM.log10(step) + 1e-9).rounded(.down)))
        return fixed(value, decimals: decimals)
    }

    /// `value` to `digits` significant digits, trailing zeros kept (`0.5830`, `1.235e-7`, `4.000e9`):
    /// fixed notation from 10^-4 to 10^6, else mantissa and exponent.
    ///
    ///     NiceTicks.significant(0.58299501463, 4)   // "0.5830"
    public static func significant(_ value: Double, _ digits: Int = 4) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        if value == 0 { return digits > 1 ? "0." + String(repeating: "0", count: digits - 1) : "0" }
        var exponent = Int(LibM.log10(abs(value)).rounded(.down))
        // Rounding can carry into the next decade: 9.9996 to 4 digits is 10.00.
        if (abs(value) / LibM.pow(10, Double(exponent - digits + 1))).rounded() >= LibM.pow(10, Double(digits)) {
            exponent += 1
        }
        if exponent >= -4 && exponent < 6 {
            return fixed(value, decimals: Swift.max(0, digits - 1 - exponent))
        }
        let mantissa = value / LibM.pow(10, Double(exponent))
        return fixed(mantissa, decimals: digits - 1) + "e\(exponent)"
    }

    /// `value` rounded to `decimals` places, without Foundation's locale-dependent formatter
    /// (`-0.00001` to 2 places is `0.00`): every picture's and report's fixed-point text.
    ///
    /// - Complexity: O(decimals + digits).
    public static func fixed(_ value: Double, decimals: Int) -> String {
        let scale = LibM.pow(10, Double(decimals))
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e18 else { return "\(value)" }
        let units = UInt64(scaled)
        let whole = units / UInt64(scale)
        let sign = value < 0 && units > 0 ? "-" : ""
        guard decimals > 0 else { return "\(sign)\(whole)" }
        let fraction = String(units % UInt64(scale))
        return "\(sign)\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
