import AlgoSupport

/// An SVG picture of values of z^w on a range of branches: a circle, a spiral or a ray.
public enum PowerPlot {
    /// Plots `values` (branch k → value) in the complex plane. When the moduli span more than three
    /// decades (spirals and rays), each point is drawn at radius log10|v| − min log10|v| + 1 along its
    /// own argument, and the caption says so.
    public static func svg(_ values: [(Int, Complex<Double>)], title: String, subtitle: String = "") -> String {
        let finite = values.filter { $0.1.isFinite && !$0.1.isZero }
        let moduli = finite.map { $0.1.length }
        let logScale = (moduli.max() ?? 1) / max(moduli.min() ?? 1, .leastNormalMagnitude) > 1000
        let minLog = LibM.log10(moduli.min() ?? 1)
        let points: [(Int, Double, Double)] = finite.map { k, v in
            if logScale {
                let r = LibM.log10(v.length) - minLog + 1
                let t = v.phase
                return (k, r * LibM.cos(t), r * LibM.sin(t))
            }
            return (k, v.real, v.imaginary)
        }
        let extent = max(points.map { max(abs($0.1), abs($0.2)) }.max() ?? 1, 1e-300)
        func map(_ x: Double, _ y: Double) -> (Double, Double) { (300 + x / extent * 260, 300 - y / extent * 260) }
        func f(_ v: Double) -> String { "\((v * 10).rounded() / 10)" }
        var body = "<line x1=\"20\" y1=\"300\" x2=\"580\" y2=\"300\" stroke=\"#ccc\"/>\n"
        body += "<line x1=\"300\" y1=\"20\" x2=\"300\" y2=\"580\" stroke=\"#ccc\"/>\n"
        if !logScale, let r = moduli.first, moduli.allSatisfy({ abs($0 - r) <= 1e-9 * r }) {
            body += "<circle cx=\"300\" cy=\"300\" r=\"\(f(r / extent * 260))\" fill=\"none\" stroke=\"#ddd\"/>\n"
        }
        var previous: (Double, Double)?
        for (k, x, y) in points {
            let (px, py) = map(x, y)
            if let (qx, qy) = previous {
                body += "<line x1=\"\(f(qx))\" y1=\"\(f(qy))\" x2=\"\(f(px))\" y2=\"\(f(py))\" stroke=\"#F0513866\"/>\n"
            }
            previous = (px, py)
            body += "<circle cx=\"\(f(px))\" cy=\"\(f(py))\" r=\"4\" fill=\"\(k == 0 ? "#F05138" : "#3572A5")\">"
            body += "<title>k = \(k)</title></circle>\n"
        }
        let note = logScale ? " (radius: log10|value| − \(f(minLog)) + 1)" : ""
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="600" height="640" font-family="sans-serif" font-size="10">
            <rect width="100%" height="100%" fill="white"/>
            \(body)<text x="10" y="612">\(title)\(note); red: k = 0</text>
            <text x="10" y="630">\(subtitle)</text>
            </svg>

            """
    }
}
