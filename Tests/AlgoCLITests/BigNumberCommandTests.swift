import Testing

/// What `algo isprime` says a token should have been.
private let expectedNumber = "a non-negative integer or expression (561, 2^89-1, 10^30+57)"

@Suite struct BigNumberCommandTests {
    @Test("isprime: arguments and stdin lines")
    func isprime() {
        let result = runAlgo(["isprime", "561", "2147483647", "170141183460469231731687303715884105727"])
        #expect(result.status == 0)
        #expect(
            result.stdout
                == "561 composite\n2147483647 prime\n170141183460469231731687303715884105727 probable-prime\n")
        let piped = runAlgo(["isprime"], stdin: "7\r\n\n  9\n")
        #expect(piped.stdout == "7 prime\n9 composite\n")
        // Expressions, as algo factor takes them; 2^64 + 13 is the least prime above 2^64 (OEIS
        // A014210), 2^89 − 1 a Mersenne prime (A000043), past the exact range.
        let expressions = runAlgo(["isprime", "2^64+13", "2^89-1"], stdin: "")
        #expect(expressions.stdout == "18446744073709551629 prime\n618970019642690137449562111 probable-prime\n")
        // 101 divides 100! + 1 (Wilson's theorem).
        let lines = runAlgo(["isprime"], stdin: "3*7\n100!+1\n").stdout.split(separator: "\n")
        #expect(lines.count == 2 && lines[0] == "21 composite" && lines[1].hasSuffix("00001 composite"))
        // 0 and 1 are neither prime nor composite: the primes (OEIS A000040) and the composites
        // (A002808) start at 2 and 4.
        #expect(
            runAlgo(["isprime", "0", "1", "2", "4", "2-1"]).stdout
                == "0 neither\n1 neither\n2 prime\n4 composite\n1 neither\n")
    }

    @Test("factor goes on past a bad word and exits 1, as GNU factor does (its stdout: 12, 15, 20)")
    func factorGoesOn() {
        let piped = runAlgo(["factor"], stdin: "12 abc\n15\n-3 20\n")
        #expect(piped.status == 1)
        #expect(piped.stdout == "12: 2 2 3\n15: 3 5\n20: 2 2 5\n")
        let lines = piped.stderr.split(separator: "\n")
        #expect(lines.count == 3, "\(piped.stderr)")
        #expect(lines.first?.hasPrefix("algo factor: line 1: expected ") == true && lines[0].hasSuffix("got \"abc\""))
        #expect(lines.dropFirst().first?.hasPrefix("algo factor: line 3: expected a non-negative integer") == true)
        #expect(lines.last == "algo factor: 2 words were not factored (above)")
        let arguments = runAlgo(["factor", "x", "6"])
        #expect(arguments.status == 1 && arguments.stdout == "6: 2 3\n")
        #expect(arguments.stderr.hasPrefix("algo factor: value 1: expected "))
    }

    @Test("factorial and its digit count")
    func factorial() {
        #expect(runAlgo(["factorial", "20"]).stdout == "2432902008176640000\n")
        #expect(runAlgo(["factorial", "0"]).stdout == "1\n")
        #expect(runAlgo(["factorial", "1000", "--digits"]).stdout == "2568\n")
    }

    @Test("mersenne: the exponents up to 130")
    func mersenne() {
        #expect(
            runAlgo(["mersenne", "130", "--threads", "2"]).stdout == "2\n3\n5\n7\n13\n17\n19\n31\n61\n89\n107\n127\n")
    }

    @Test(
        "bad input exits 2 with one line",
        arguments: [
            (["isprime", "12x"], "", "algo isprime: expected \(expectedNumber), got \"12x\"\n"),
            (["isprime", "-5"], "", "algo isprime: expected a non-negative integer, got \"-5\"\n"),
            (["isprime", "2-3"], "", "algo isprime: expected a non-negative integer, got \"2-3\"\n"),
            (
                ["isprime", "2^40000000"], "",
                "algo isprime: expected an integer below 2^33554432, got \"2^40000000\"\n"
            ),
            (["isprime"], "7\n1.5\n", "algo isprime: line 2: expected \(expectedNumber), got \"1.5\"\n"),
            (["isprime"], "7 8\n", "algo isprime: line 1: expected one number per line, got \"8\"\n"),
            (["factorial", "-3"], "", "algo factorial: expected N in 0...100000000, got \"-3\"\n"),
            (["factorial", "1e9"], "", "algo factorial: expected N in 0...100000000, got \"1e9\"\n"),
            (["mersenne", "99999999999"], "", "algo mersenne: expected PMAX in 0...1000000, got \"99999999999\"\n"),
            (["mersenne", "ten"], "", "algo mersenne: expected PMAX in 0...1000000, got \"ten\"\n"),
        ])
    func badInput(arguments: [String], stdin: String, message: String) {
        let result = runAlgo(arguments, stdin: stdin)
        #expect(result.status == 2)
        #expect(result.stderr == message)
    }

    @Test("N is read by the CLI's one integer grammar: 1e3 is 1000")
    func integerGrammar() {
        // 1000! has 2568 decimal digits (OEIS A034886).
        #expect(runAlgo(["factorial", "1e3", "--digits"]).stdout == "2568\n")
        #expect(runAlgo(["factorial", "10^3", "--digits"]).stdout == "2568\n")
    }

    @Test(
        "usage errors",
        arguments: [["factorial"], ["mersenne"], ["mersenne", "5", "--threads", "0"]])
    func usage(arguments: [String]) {
        #expect(runAlgo(arguments).status == 2)
    }

    @Test("factorial and sieve nth: several values, stdin and - (3! = 6, 4! = 24; p(10) = 29, p(100) = 541)")
    func queries() {
        #expect(runAlgo(["factorial", "3", "4"]).stdout == "6\n24\n")
        #expect(runAlgo(["factorial", "-"], stdin: "3\n4\n").stdout == "6\n24\n")
        #expect(runAlgo(["sieve", "nth", "10", "100"]).stdout == "29\n541\n")
        #expect(runAlgo(["sieve", "nth"], stdin: "10\n100\n").stdout == "29\n541\n")
        let bad = runAlgo(["factorial"], stdin: "3\nx\n")
        #expect(bad.status == 2 && bad.stdout == "6\n" && bad.stderr.hasPrefix("algo factorial: line 2: "))
    }
}

@Suite struct LongNumberTests {
    @Test("isprime on stdin takes numbers longer than the reader's 4 KiB token limit")
    func longNumbers() {
        // 10^5000 + 1 is divisible by 10^1000 + 1 (5000/1000 is odd): composite.
        let n = "1" + String(repeating: "0", count: 4999) + "1"
        let result = runAlgo(["isprime"], stdin: n + "\n7\n")
        #expect(result.status == 0)
        #expect(result.stdout == n + " composite\n7 prime\n")
    }
}
