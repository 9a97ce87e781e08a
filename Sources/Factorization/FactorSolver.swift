import BigNumber
import SolverIO

/// `algo factor`'s formats: numbers or integer expressions in, GNU factor's lines out.
///
///     input:  360 2^32+1
///     output: 360: 2 2 2 3 3 5
///             4294967297: 641 6700417
///
/// With `exponents`, a repeated prime prints once as `p^e` (`360: 2^3 3^2 5`), as GNU factor's
/// `--exponents` (coreutils 9.2 and later) does.
public struct FactorSolver {
    /// The largest value an expression may reach, in bits (2^131072 has 39,457 digits).
    public static let limitBits = 1 << 17

    public var factorizer: Factorizer
    public var exponents: Bool
    /// Whether to write each divisor as it is found, with its method and time, to the log.
    public var verbose = false
    /// Writes `{"n": N, "factors": [{"prime": p, "exponent": e}, …]}` lines (JSON Lines) instead.
    public var json = false

    public init(factorizer: Factorizer = Factorizer(), exponents: Bool = false) {
        self.factorizer = factorizer
        self.exponents = exponents
    }

    /// Reads whitespace-separated numbers to the end of the input and writes one line for each.
    ///
    /// - Parameters:
    ///   - input: the numbers.
    ///   - output: one line a number, as GNU factor writes it.
    ///   - log: where reported tokens go (standard error).
    ///   - prefix: when given, a token that is no number (or that a forced method cannot
    ///     factor) is reported on `log` as one line, `prefix` then the error (`algo factor: line 3:
    ///     expected …`), and the numbers after it are still factored, as GNU factor goes on past a
    ///     bad word; when nil, it is thrown.
    /// - Returns: how many tokens were reported and skipped.
    /// - Throws: `InputError` for a bad token when `prefix` is nil, after the lines of every
    ///   number before it are written; for a token over 1 MiB in any case.
    /// - Complexity: as ``Factorizer/factor(_:progress:onFinding:)`` per number.
    @discardableResult
    public func solve(
        input: inout InputReader, output: inout OutputWriter, log: inout OutputWriter,
        reportingBadWordsAs prefix: String? = nil
    ) throws(InputError) -> Int {
        var skipped = 0
        while !input.isAtEnd() {
            let line = input.line
            let token = try input.readLongToken(maxLength: 1 << 20, expected: Self.expectedNumber)
            if !verbose && factorizer.method == nil, let word = Self.word(token) {
                // Plain decimal words skip the expression parser and BigInt altogether.
                Self.write(word, factorizer.factor(word: word), exponents: exponents, json: json, to: &output)
                continue
            }
            do throws(InputError) {
                let n: BigInt
                switch Self.parse(token) {
                case .success(let value): n = value
                case .failure(let failure):
                    throw InputError(line: line, expected: Self.expected(failure), got: InputError.quoted(token))
                }
                try factor(n, line: line, output: &output, log: &log)
            } catch {
                guard let prefix else { throw error }
                // The answers so far first: the message then lands after the line before it.
                output.flush()
                log.write("\(prefix)\(error)\n")
                log.flush()
                skipped += 1
            }
        }
        return skipped
    }

    /// Factors one number and writes its line.
    ///
    /// - Throws: `InputError` at `line` when the forced method cannot finish (trial division
    ///   past 2^90).
    /// - Complexity: as ``Factorizer/factor(_:progress:onFinding:)``, plus the output line.
    public func factor(
        _ n: BigInt, line: Int, output: inout OutputWriter, log: inout OutputWriter
    ) throws(InputError) {
        let factors: [PrimeFactor]
        final class Findings {
            var list: [FactorFinding] = []
        }
        let findings = Findings()
        defer {
            for finding in findings.list {
                log.write("\(n): found \(finding.divisor) by \(finding.method) at \(Self.seconds(finding.seconds)) s\n")
            }
            if !findings.list.isEmpty { log.flush() }
        }
        do {
            factors = try factorizer.factor(n, onFinding: verbose ? { findings.list.append($0) } : nil)
        } catch {
            // Only a negative n or a forced trial division past 2^90 fail; parse refuses the first.
            throw InputError(
                line: line, expected: "a number that \(error)",
                got: InputError.quoted(n.description.utf8))
        }
        Self.write(n, factors, exponents: exponents, json: json, to: &output)
    }

    /// `N: p1 p2 p2 p3` (or `N: p1 p2^2 p3` with `exponents`).
    public static func write(
        _ n: BigInt, _ factors: [PrimeFactor], exponents: Bool, json: Bool = false, to output: inout OutputWriter
    ) {
        writeLine(
            n.description, factors.lazy.map { ($0.prime.description, $0.exponent) }, exponents: exponents,
            json: json, to: &output, number: { $1.write($0) })
    }

    /// `N: p1 p2 p2 p3` for a word, as ``write(_:_:exponents:to:)`` writes it, without a String.
    static func write(
        _ n: UInt64, _ factors: [(prime: UInt64, exponent: Int)], exponents: Bool, json: Bool,
        to output: inout OutputWriter
    ) {
        writeLine(
            n, factors.lazy.map { ($0.prime, $0.exponent) }, exponents: exponents, json: json, to: &output,
            number: { $1.write($0) })
    }

    /// The one line format, whatever a number is written from.
    private static func writeLine<Number>(
        _ n: Number, _ factors: some Sequence<(Number, Int)>, exponents: Bool, json: Bool,
        to output: inout OutputWriter, number: (Number, inout OutputWriter) -> Void
    ) {
        if json {
            // {"n": 360, "factors": [{"prime": 2, "exponent": 3}, …]} (Guides/JSON.md)
            output.write("{\"n\": ")
            number(n, &output)
            output.write(", \"factors\": [")
            for (index, (prime, exponent)) in factors.enumerated() {
                output.write(index == 0 ? "{\"prime\": " : ", {\"prime\": ")
                number(prime, &output)
                output.write(", \"exponent\": ")
                output.write(exponent)
                output.write("}")
            }
            output.write("]}")
            output.newline()
            return
        }
        number(n, &output)
        output.write(byte: UInt8(ascii: ":"))
        for (prime, exponent) in factors {
            for _ in 0..<(exponents ? 1 : exponent) {
                output.write(byte: UInt8(ascii: " "))
                number(prime, &output)
            }
            if exponents && exponent > 1 {
                output.write(byte: UInt8(ascii: "^"))
                output.write(exponent)
            }
        }
        output.newline()
    }

    /// The value of a token of 1 to 20 decimal digits when it is below 2^64, else nil.
    static func word(_ token: some Collection<UInt8>) -> UInt64? {
        guard !token.isEmpty, token.count <= 20 else { return nil }
        var value: UInt64 = 0
        for byte in token {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            let (shifted, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = shifted.addingReportingOverflow(UInt64(byte - 0x30))
            if o1 || o2 { return nil }
            value = sum
        }
        return value
    }

    /// Seconds with six decimals (microseconds), without Foundation.
    static func seconds(_ value: Double) -> String {
        let micro = Int((value * 1e6).rounded())
        let fraction = String(micro % 1_000_000)
        return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    static let expectedNumber = "a non-negative integer or expression (360, 2^64+1, 10^30-1, 100!+1)"

    /// The phrase after "expected" for a token that failed to parse.
    public static func expected(_ failure: ArithmeticExpression.Failure) -> String {
        switch failure {
        case .malformed: expectedNumber
        case .negative: "a non-negative integer (factor takes no negative numbers)"
        case .tooLarge: "an integer below 2^\(limitBits)"
        }
    }

    /// Parses a decimal number or an `ArithmeticExpression`.
    public static func parse(_ token: some Collection<UInt8>) -> Result<BigInt, ArithmeticExpression.Failure> {
        Result { () throws(ArithmeticExpression.Failure) in
            try ArithmeticExpression.evaluate(
                String(decoding: token, as: UTF8.self), limitBits: limitBits, as: BigInt.self)
        }
    }
}
