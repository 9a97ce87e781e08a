import AlgoSupport
import Testing

@testable import Judge

/// The YAML that problem packages use, with expected values read off the YAML 1.2 spec's
/// examples (block mappings §2.1–2.4, flow collections §7.4, quoting §7.3) and the Kattis spec's
/// `problem.yaml` and `testdata.yaml` examples.
@Suite struct YAMLSubsetTests {
    @Test("a legacy problem.yaml: nested mapping, comments, plain and quoted scalars")
    func legacyProblemYAML() throws {
        let text = """
            # comment line
            source: NCPC 2019   # trailing comment
            name: 'Hello ''World'''
            validation: custom score
            validator_flags: "float_tolerance 1e-6"
            limits:
              time_multiplier: 5
              memory: 1024
            """
        let yaml = try YAMLSubset.parse(text)
        #expect(yaml["source"] == .scalar("NCPC 2019"))
        #expect(yaml["name"] == .scalar("Hello 'World'"))
        #expect(yaml["validation"]?.words == ["custom", "score"])
        #expect(yaml["validator_flags"]?.words == ["float_tolerance", "1e-6"])
        #expect(yaml["limits"]?["memory"] == .scalar("1024"))
        #expect(yaml["limits"]?["time_multiplier"] == .scalar("5"))
    }

    @Test("sequences: block, unindented under a key, of mappings, and flow; flow mappings")
    func sequences() throws {
        let yaml = try YAMLSubset.parse(
            """
            type: [interactive, scoring]
            keywords:
            - graphs
            - "bfs"
            authors:
              - name: Ada
                email: ada@example.com
              - name: Bob
            limits: {time_limit: 2.5, memory: 512}
            empty:
            """)
        #expect(yaml["type"]?.words == ["interactive", "scoring"])
        #expect(yaml["keywords"] == .list([.scalar("graphs"), .scalar("bfs")]))
        guard case .list(let authors)? = yaml["authors"] else {
            Issue.record("authors is not a list")
            return
        }
        #expect(authors.count == 2)
        #expect(authors[0]["email"] == .scalar("ada@example.com"))
        #expect(authors[1]["name"] == .scalar("Bob"))
        #expect(yaml["limits"]?["time_limit"] == .scalar("2.5"))
        #expect(yaml["empty"] == .scalar(""))
    }

    @Test("a # inside quotes or a word is text; a URL's colon is not a key")
    func commentsAndColons() throws {
        let yaml = try YAMLSubset.parse("a: \"x # y\"\nb: c#d\nurl: https://example.com/p\n")
        #expect(yaml["a"] == .scalar("x # y"))
        #expect(yaml["b"] == .scalar("c#d"))
        #expect(yaml["url"] == .scalar("https://example.com/p"))
    }

    @Test(
        "what the subset refuses names its line",
        arguments: [
            ("a: 1\n  b: 2\n", 2), ("a: 1\na: 2\n", 2), ("a: {b: 1, b: 2}\n", 1), ("x\n", 1), ("a: |\n  text\n", 1),
            ("a: &anchor 1\n", 1),
            ("a: 'open\n", 1), ("a: [1, 2\n", 1), ("a: 1\n---\nb: 2\n", 2), ("a:\n\tb: 1\n", 2),
        ])
    func refusals(text: String, line: Int) {
        #expect(throws: YAMLError.self) { try YAMLSubset.parse(text) }
        do {
            _ = try YAMLSubset.parse(text)
        } catch {
            #expect(error.line == line, "\(text.debugDescription): \(error.message)")
        }
    }

    @Test("an empty file or only comments is an empty mapping")
    func empty() throws {
        #expect(try YAMLSubset.parse("") == .map([]))
        #expect(try YAMLSubset.parse("# nothing\n\n") == .map([]))
    }
}
