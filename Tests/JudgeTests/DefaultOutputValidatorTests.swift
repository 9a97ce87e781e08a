import AlgoSupport
import Foundation
import Testing
import _TestSupport

@testable import Judge

/// The default output validator: cases whose verdicts follow from the Kattis format's text
/// ("Default Output Validator": tokens, case, whitespace, float tolerances), and random cases
/// against problemtools' own default validator (`problemtools/support/default_validator`, the
/// format's reference implementation), when problemtools is installed (`make deps` puts it in
/// .build/problemtools).
@Suite struct DefaultOutputValidatorTests {
    static func verdict(_ answer: String, _ output: String, _ flags: [String] = []) throws -> Bool {
        let validator = try DefaultOutputValidator(flags: flags)
        return validator.check(answer: Array(answer.utf8), output: Array(output.utf8)) == .accepted
    }

    @Test("tokens: whitespace of any kind and amount separates them unless space_change_sensitive")
    func whitespace() throws {
        #expect(try Self.verdict("1 2\n3\n", "1\n2   3"))
        #expect(try Self.verdict("1 2\n", "  1\t2\r\n\n"))
        #expect(try !Self.verdict("1 2\n", "1  2\n", ["space_change_sensitive"]))
        #expect(try Self.verdict("1 2\n", "1 2\n", ["space_change_sensitive"]))
        #expect(try !Self.verdict("1 2\n", "1 2", ["space_change_sensitive"]))
        #expect(try !Self.verdict("1 2\n", "1 2\n\n", ["space_change_sensitive"]))
        #expect(try !Self.verdict("1 2\n", "1 2 3\n"))
        #expect(try !Self.verdict("1 2 3\n", "1 2\n"))
        #expect(try !Self.verdict("1\n", ""))
        #expect(try Self.verdict("", "\n  \n"))
    }

    @Test("case: ASCII case ignored unless case_sensitive")
    func letterCase() throws {
        #expect(try Self.verdict("Yes\n", "YES\n"))
        #expect(try !Self.verdict("Yes\n", "YES\n", ["case_sensitive"]))
        #expect(try !Self.verdict("Ä\n", "ä\n"))  // strcasecmp in the C locale: bytes beyond ASCII as they are
    }

    @Test("floats: |a − t| ≤ ε_abs or ≤ ε_rel·|a|; a non-number then is wrong; no tolerance, no numbers")
    func floats() throws {
        #expect(try !Self.verdict("1.0\n", "1\n"))  // without a tolerance "1.0" and "1" are different strings
        #expect(try Self.verdict("1.0\n", "1\n", ["float_tolerance", "1e-9"]))
        #expect(try Self.verdict("100\n", "100.00009\n", ["float_relative_tolerance", "1e-6"]))
        #expect(try !Self.verdict("100\n", "100.0002\n", ["float_relative_tolerance", "1e-6"]))
        #expect(try Self.verdict("100\n", "100.0002\n", ["float_absolute_tolerance", "1e-3"]))
        #expect(try !Self.verdict("0\n", "1e-7\n", ["float_relative_tolerance", "1e-6"]))
        #expect(try Self.verdict("0\n", "1e-7\n", ["float_tolerance", "1e-6"]))
        #expect(try !Self.verdict("1.5\n", "abc\n", ["float_tolerance", "1e-6"]))
        #expect(try !Self.verdict("1.5\n", "nan\n", ["float_tolerance", "1e-6"]))
        #expect(try !Self.verdict("1.5\n", "inf\n", ["float_tolerance", "1"]))
        #expect(try Self.verdict("0x10\n", "16\n", ["float_tolerance", "0"]))  // strtod reads hexadecimal
        #expect(try Self.verdict("word 2.0\n", "WORD 2\n", ["float_tolerance", "0"]))  // text tokens compared as text
    }

    @Test(
        "flags it does not know, or without their number, are refused",
        arguments: [
            ["float_tolerance"], ["float_tolerance", "x"], ["ignore_case"], ["float_absolute_tolerance", "nan"],
        ])
    func badFlags(flags: [String]) {
        #expect(throws: PackageError.self) { try DefaultOutputValidator(flags: flags) }
    }

    /// problemtools' default validator binary, when problemtools is installed.
    static let reference: String? = {
        for python in [dataPath("../.build/problemtools/bin/python3"), "python3"] {
            let found = shellCommand(
                "\(shellQuoted(python)) -c 'import os, problemtools; print(os.path.dirname(problemtools.__file__))' 2>/dev/null"
            )
            let folder = found.stdout.split(separator: "\n").first.map(String.init) ?? ""
            if found.status == 0, access(folder + "/support/default_validator", X_OK) == 0 {
                return folder + "/support/default_validator"
            }
        }
        print(
            "note: problemtools is not installed (make deps puts it in .build/problemtools); "
                + "the default validator is checked against the format's text only")
        return nil
    }()

    @Test(
        "random outputs and flags: the same verdict as problemtools' default validator", .enabled(if: reference != nil))
    func againstProblemtools() throws {
        let oracle = try #require(Self.reference)
        let folder = temporaryDirectory("default-validator")
        defer { _ = shellCommand("rm -rf \(shellQuoted(folder))") }
        var rng = SplitMix64(seed: 54)
        let words = [
            "1", "1.0", "2.5e3", "2500", "-0", "0", "abc", "ABC", "x1", "0.1", "0.10000001", "1e-7", "0x1p-2",
            "0.25", "nan", "1e400", "+3", "3.",
        ]
        let spaces = [" ", "  ", "\n", "\t", " \n", "\r\n"]
        let flagSets: [[String]] = [
            [], ["case_sensitive"], ["space_change_sensitive"], ["float_tolerance", "1e-6"],
            ["float_absolute_tolerance", "0.5"], ["float_relative_tolerance", "1e-3", "case_sensitive"],
            ["float_tolerance", "0", "space_change_sensitive"],
        ]
        func text(_ count: Int) -> String {
            var out = ""
            for _ in 0..<count {
                out += words[Int(rng.next() % UInt64(words.count))] + spaces[Int(rng.next() % UInt64(spaces.count))]
            }
            return out
        }
        var disagreements: [String] = []
        var accepted = 0
        for index in 0..<300 {
            let answer = text(1 + Int(rng.next() % 4))
            // Half the outputs start from the answer and change one thing, so both verdicts occur.
            var output = rng.next() % 2 == 0 ? answer : text(1 + Int(rng.next() % 4))
            if rng.next() % 3 == 0 { output = output.uppercased() }
            if rng.next() % 4 == 0 { output = output.replacingOccurrences(of: "\n", with: " ") }
            let flags = flagSets[index % flagSets.count]
            _ = writeTextFile(folder + "/in", "")
            _ = writeTextFile(folder + "/ans", answer)
            _ = writeTextFile(folder + "/out", output)
            let run = shellCommand(
                "\(shellQuoted(oracle)) \(folder)/in \(folder)/ans \(folder) \(flags.joined(separator: " ")) "
                    + "< \(folder)/out >/dev/null 2>&1; echo $?")
            let expected = run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "42"
            let got = try Self.verdict(answer, output, flags)
            if got { accepted += 1 }
            if got != expected {
                disagreements.append("\(flags) answer \(answer.debugDescription) output \(output.debugDescription)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first: \(disagreements.first ?? "")")
        #expect(accepted > 30 && accepted < 270, "both verdicts should occur: \(accepted) of 300 accepted")
    }
}
