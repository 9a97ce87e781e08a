import Testing
import _TestSupport

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct JudgeCommandTests {
    static let fixtures = dataPath("../Tests/JudgeFixtures")

    @Test("--list names every problem with its limits")
    func list() {
        let result = runAlgo(["judge", "--list"])
        #expect(result.status == 0)
        for name in ["dslr", "archery", "fermat", "median", "star10", "star11", "star18", "star19"] {
            #expect(result.stdout.contains("\n\(name) "), "\(name)")
        }
        #expect(result.stdout.contains("Baekjoon 9019 (6 s, 256 MB)"))
    }

    @Test("a correct solution: exit 0, a row per test and the summary")
    func accepted() {
        let result = runAlgo(["judge", "star19", "--tests", "3", "--", "python3", "\(Self.fixtures)/star19.py"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("sample-4     AC"))
        #expect(result.stdout.contains("summary: 8 AC of 8 tests: accepted"))
    }

    @Test("a failing solution: exit 1; --keep writes the failing cases")
    func rejected() throws {
        let directory = temporaryDirectory("judge-keep")
        let result = runAlgo([
            "judge", "dslr", "--only", "samples", "--keep", directory, "--", "python3", "\(Self.fixtures)/crash.py",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("sample-1     RE"))
        #expect(result.stderr == "algo judge: 1 test failed\n")
        #expect(readTextFile("\(directory)/sample-1.in") == "3\n1234 3412\n1000 1\n1 16\n")
        // The reference's answers: shortest programs of the sample's lengths (Baekjoon 9019).
        let expected = readTextFile("\(directory)/sample-1.expected") ?? ""
        #expect(expected.split(separator: "\n").map(\.count) == [2, 1, 4])
    }

    @Test("--keep writes a program's output byte for byte, invalid UTF-8 included")
    func keepsBytes() throws {
        let directory = temporaryDirectory("judge-keep-bytes")
        // 0xFF 0xFE and a lone continuation byte: no UTF-8 decoder keeps them (they became U+FFFD).
        let result = runAlgo([
            "judge", "dslr", "--only", "samples", "--keep", directory, "--", "printf", "\\377\\376D\\200\\n",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("sample-1     WA"))
        let kept = try #require(readFileBytes("\(directory)/sample-1.out"))
        #expect(kept == [0xFF, 0xFE, 0x44, 0x80, 0x0A])
    }

    @Test("--keep writes through no link planted in its directory")
    func keepIgnoresLinks() throws {
        let directory = temporaryDirectory("judge-keep-links")
        let victim = temporaryDirectory("judge-keep-victim") + "/victim"
        #expect(writeTextFile(victim, "untouched\n"))
        #expect(symlink(victim, "\(directory)/sample-1.out") == 0)
        #expect(link(victim, "\(directory)/sample-1.in") == 0)
        let result = runAlgo([
            "judge", "dslr", "--only", "samples", "--no-shrink", "--keep", directory, "--", "printf", "LL\\n",
        ])
        #expect(result.status == 1)
        #expect(readTextFile(victim) == "untouched\n")
        #expect(readTextFile("\(directory)/sample-1.out") == "LL\n")
        #expect(readTextFile("\(directory)/sample-1.in") == "3\n1234 3412\n1000 1\n1 16\n")
        var information = stat()
        #expect(lstat("\(directory)/sample-1.out", &information) == 0 && (information.st_mode & S_IFMT) == S_IFREG)
        // A link in place of the directory itself is refused.
        let linked = temporaryDirectory("judge-keep-linked") + "/dir"
        #expect(symlink(directory, linked) == 0)
        let refused = runAlgo([
            "judge", "dslr", "--only", "samples", "--no-shrink", "--keep", linked, "--", "printf", "LL\\n",
        ])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("cannot open \(linked) (it must be a directory, not a link)"))
    }

    @Test(
        "usage errors exit 2 with one line",
        arguments: [
            ["judge"], ["judge", "nosuch", "--", "true"], ["judge", "dslr"],
            ["judge", "dslr", "--jobs", "0", "--", "true"],
            ["judge", "dslr", "--only", "all", "--", "true"], ["judge", "dslr", "--", "/nonexistent/program"],
            // 1e18 s of CPU trapped converting the report's milliseconds to Int: the limit is a day.
            ["judge", "dslr", "--time-limit", "1e18", "--", "true"],
            ["judge", "dslr", "--time-limit", "86401", "--", "true"],
            ["gen"], ["gen", "nosuch"], ["gen", "dslr", "--size", "huge"],
        ])
    func usage(arguments: [String]) {
        let result = runAlgo(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("algo \(arguments[0]): "))
    }

    @Test("gen: the same seed gives the same input, and the reference accepts it")
    func gen() {
        let first = runAlgo(["gen", "dslr", "--seed", "5", "--size", "medium"])
        #expect(first.status == 0)
        #expect(first.stdout == runAlgo(["gen", "dslr", "--seed", "5", "--size", "medium"]).stdout)
        #expect(first.stdout != runAlgo(["gen", "dslr", "--seed", "6", "--size", "medium"]).stdout)
        #expect(runAlgo(["dslr"], stdin: first.stdout).status == 0)
        #expect(runAlgo(["gen", "star10", "--worst"]).stdout == "2187\n")
        // The help names the flag that prints a worst case (it said `--size worst`, an error).
        let help = runAlgo(["gen", "--help"]).stdout
        #expect(help.contains("--worst prints the first worst case") && !help.contains("--size worst"))
    }
}
