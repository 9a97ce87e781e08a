import Foundation

/// Independent prime oracles for the sieve tests: trial division, and the `primesieve` program
/// when it is installed.
public enum PrimeOracle {
    /// Whether n is prime, by trial division (slow: for small n and short ranges only).
    public static func isPrimeByTrialDivision(_ n: UInt64) -> Bool {
        if n < 2 { return false }
        if n < 4 { return true }
        if n % 2 == 0 { return false }
        var d: UInt64 = 3
        while d <= n / d {
            if n % d == 0 { return false }
            d += 2
        }
        return true
    }

    /// Whether n is prime, by Miller–Rabin with Jim Sinclair's seven bases (2, 325, 9375, 28178,
    /// 450775, 9780504, 1795265022), which no composite below 2^64 passes (2011), written out with
    /// 128-bit products and divisions: an implementation separate from the suite's (Baillie–PSW in
    /// Montgomery form), for comparing the two.
    public static func isPrimeBySinclairBases(_ n: UInt64) -> Bool {
        if n < 2 { return false }
        for p: UInt64 in [2, 3, 5, 7, 11, 13] where n % p == 0 { return n == p }
        if n < 169 { return true }
        func multiply(_ a: UInt64, _ b: UInt64) -> UInt64 { UInt64((UInt128(a) * UInt128(b)) % UInt128(n)) }
        var d = n - 1
        var shift = 0
        while d & 1 == 0 {
            d >>= 1
            shift += 1
        }
        bases: for base: UInt64 in [2, 325, 9375, 28178, 450775, 9_780_504, 1_795_265_022] {
            let a = base % n
            if a == 0 { continue }
            var x: UInt64 = 1
            var power = a
            var e = d
            while e > 0 {
                if e & 1 == 1 { x = multiply(x, power) }
                power = multiply(power, power)
                e >>= 1
            }
            if x == 1 || x == n - 1 { continue }
            for _ in 1..<max(shift, 1) {
                x = multiply(x, x)
                if x == n - 1 { continue bases }
            }
            return false
        }
        return true
    }

    /// The path of the `primesieve` program, or nil when it is not installed.
    public static var primesievePath: String? {
        ["/usr/bin/primesieve", "/usr/local/bin/primesieve"].first { access($0, X_OK) == 0 }
    }

    /// The number of primes in [low, high] according to `primesieve low high -c -q`.
    public static func primesieveCount(_ low: UInt64, _ high: UInt64) -> UInt64? {
        guard let path = primesievePath, let line = firstLine(of: "\(path) \(low) \(high) -c -q -t1") else {
            return nil
        }
        return UInt64(line)
    }

    /// The k-tuplet counts for k = 2...6 in [low, high] according to
    /// `primesieve low high -c2 -c3 -c4 -c5 -c6 -q` ("Twin primes: 4426" and so on), or nil.
    public static func primesieveTupletCounts(_ low: UInt64, _ high: UInt64) -> [UInt64]? {
        guard let path = primesievePath else { return nil }
        guard let output = commandOutput("\(path) \(low) \(high) -c2 -c3 -c4 -c5 -c6 -q -t1") else { return nil }
        // "Twin primes: 4426": the number is the line's last word.
        let counts = output.split(separator: "\n").compactMap { line in
            line.split(separator: " ").last.flatMap { UInt64($0) }
        }
        return counts.count == 5 ? counts : nil
    }
}

extension PrimeOracle {
    /// The path of the `primecount` program (apt `primecount`), or nil when it is not installed.
    public static var primecountPath: String? {
        ["/usr/bin/primecount", "/usr/local/bin/primecount"].first { access($0, X_OK) == 0 }
    }

    /// π(x) according to `primecount x` (x written in decimal; up to 10^31 there), or nil.
    public static func primecount(_ x: String, threads: Int = 1) -> String? {
        guard let path = primecountPath, let line = firstLine(of: "\(path) \(x) -t\(threads)") else { return nil }
        return line.isEmpty ? nil : line
    }

    /// The first line a shell command prints, trimmed, or nil when it cannot be started.
    static func firstLine(of command: String) -> String? {
        guard let output = commandOutput(command) else { return nil }
        return output.prefix { $0 != "\n" }.trimmingCharacters(in: .whitespaces)
    }
}
