import Foundation
import Testing
import _TestSupport

@testable import AlgoCLI

/// Every `--plot` picture, read back by Python's XML parser (Data/plots/svg_summary.py): it has
/// axes with ticks and numeric tick labels, axis titles, a legend whose colours are drawn in the
/// picture, the parameters in its caption, and the drawing order the legend promises (the curve the
/// picture is about over the rest, the principal value on top).
@Suite struct PlotTests {
    struct Summary {
        var axes: [String: [String: Any]]
        var legend: [String]
        var legendColours: [String]
        var caption: [String]
        /// (tag, colour, radius) in drawing order.
        var data: [(String, String, String?)]
        var frame: Bool

        func ticks(_ axis: String) -> Int { axes[axis]?["ticks"] as? Int ?? 0 }
        func labels(_ axis: String) -> [String] { axes[axis]?["labels"] as? [String] ?? [] }
        func title(_ axis: String) -> String? { axes[axis]?["title"] as? String }
    }

    /// Runs `algo` with `--plot FILE` added and reads the picture back.
    static func plot(_ arguments: [String], stdin: String = "") throws -> Summary {
        let path = temporaryDirectory("plot") + "/picture.svg"
        let result = runAlgo(arguments + ["--plot", path], stdin: stdin)
        #expect(result.status == 0, "\(result.stderr)")
        let read = shellCommand("python3 \(shellQuoted(dataPath("plots/svg_summary.py"))) \(shellQuoted(path)) 2>&1")
        try #require(read.status == 0, "\(read.stdout)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(read.stdout.utf8)) as? [String: Any])
        return Summary(
            axes: object["axes"] as? [String: [String: Any]] ?? [:], legend: object["legend"] as? [String] ?? [],
            legendColours: object["legend_colours"] as? [String] ?? [], caption: object["caption"] as? [String] ?? [],
            data: (object["data"] as? [[Any]] ?? []).map {
                ($0[0] as? String ?? "", $0[1] as? String ?? "", $0[2] as? String)
            },
            frame: object["frame"] as? Bool ?? false)
    }

    /// What every picture has: a frame, two axes with at least four ticks each, labels that are
    /// numbers, titles, and a legend whose every colour is used by something drawn.
    static func expectAxesAndLegend(_ summary: Summary, legendEntries: Int) {
        #expect(summary.frame)
        for axis in ["x", "y"] {
            #expect(summary.ticks(axis) >= 4, "\(axis): \(summary.ticks(axis)) ticks")
            #expect(summary.labels(axis).count == summary.ticks(axis))
            #expect(summary.labels(axis).allSatisfy { Double($0) != nil }, "\(summary.labels(axis))")
            // Four significant digits at most: no 0.30000000000000004.
            #expect(summary.labels(axis).allSatisfy { $0.filter(\.isNumber).count <= 6 }, "\(summary.labels(axis))")
            #expect(summary.title(axis)?.isEmpty == false)
        }
        #expect(summary.legend.count == legendEntries, "\(summary.legend)")
        let drawn = Set(summary.data.map(\.1))
        for colour in summary.legendColours {
            #expect(
                drawn.contains(colour) || drawn.contains(String(colour.prefix(7))), "legend colour \(colour) unused")
        }
    }

    @Test("brachistochrone: the cycloid over the discrete dots, times to 4 digits, g and B in the caption")
    func brachistochrone() throws {
        let summary = try Self.plot(["brachistochrone", "2", "1", "--compare", "--optimise", "1000"])
        Self.expectAxesAndLegend(summary, legendEntries: 5)
        #expect(summary.title("x") == "x (m)" && summary.title("y") == "y (m)")
        // The cycloid's time at g = 9.80665 for B = (2, −1): 0.8230… s (see BrachistochroneCommandTests).
        #expect(summary.legend.contains { $0.hasPrefix("cycloid: T = ") && $0.count == "cycloid: T = 0.0000 s".count })
        let lastDot = try #require(summary.data.lastIndex { $0.0 == "circle" && $0.1 == "#222" && $0.2 == "2.5" })
        let cycloid = try #require(summary.data.firstIndex { $0.0 == "polyline" && $0.1 == "#F05138" })
        #expect(lastDot < cycloid, "the dots are drawn after the cycloid and hide it")
        #expect(summary.data.filter { $0.2 == "2.5" }.count <= 1000)
        #expect(summary.caption.contains { $0.contains("g = 9.807 m/s²") && $0.contains("B = (2.000, -1.000)") })
    }

    @Test("power: the principal value drawn last as a ring; a log-polar caption with its sign right")
    func power() throws {
        let roots = try Self.plot(["power", "-8", "1/3", "--branches", "-6...6"])
        Self.expectAxesAndLegend(roots, legendEntries: 3)
        #expect(roots.title("x") == "Re z^w")
        // k = 0 is the last thing drawn: no k = 3 or 6 (the same value) paints over it.
        let lastDot = try #require(roots.data.last { $0.0 == "circle" })
        #expect(lastDot.1 == "#F05138")
        let rays = try Self.plot(["power", "i", "i", "--branches", "-4...4"])
        Self.expectAxesAndLegend(rays, legendEntries: 3)
        // i^i's values e^(−π/2 − 2πk) span 4·2π/ln 10 ≈ 21.8 decades below k = 0; the smallest,
        // k = 4, has log10 = −(π/2 + 8π)/ln 10 ≈ −11.6: r = log10|v| + 12.6.
        #expect(rays.caption.contains { $0.contains("r = log10|v| + 12.6") }, "\(rays.caption)")
        #expect(!rays.caption.joined().contains("− -"))
    }

    @Test("median: weighted points sized by weight, the median a ring that hides nothing")
    func median() throws {
        let summary = try Self.plot(["median"], stdin: "0 0 1\n4 0 1\n0 3 4\n")
        Self.expectAxesAndLegend(summary, legendEntries: 2)
        let radii = summary.data.filter { $0.1 == "#3572A5" }.compactMap { $0.2.flatMap(Double.init) }
        // Weights 1, 1, 4: radius ∝ √w, so the heavy point's radius is twice the others'.
        #expect(radii.sorted() == [4, 4, 8])
        let ring = try #require(summary.data.last)
        #expect(ring.1 == "#F05138")
        #expect(summary.caption.contains { $0.contains("weights 1.000 to 4.000") })
    }

    @Test("fermat: the triangle, the point and its three segments, with the vertices in the caption")
    func fermat() throws {
        let summary = try Self.plot(["fermat"], stdin: "0 0 4 0 1 3\n")
        Self.expectAxesAndLegend(summary, legendEntries: 3)
        #expect(summary.caption.first == "vertices (0.000, 0.000), (4.000, 0.000), (1.000, 3.000)")
    }
}
