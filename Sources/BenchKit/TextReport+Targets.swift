/// The issues' speed targets in the reports: a section after the table, in the terminal and in
/// Markdown. Nothing here gates a run; the baseline comparison does that.
extension TextReport {
    /// "0.864× [0.855–0.872]" or "0.0606 s [0.0581–0.0632]".
    static func measured(_ check: TargetCheck) -> String {
        let unit = check.target.isRatio ? "×" : " s"
        return "\(ReportFormat.significant(check.value, 3))\(unit) [\(ReportFormat.significant(check.lower, 3))–"
            + "\(ReportFormat.significant(check.upper, 3))]"
    }

    /// "at most 1.1× primesieve sieve.primesieve-heights" or "at most 0.1 s" (a variant without
    /// a label is named by its id).
    public static func bound(_ target: SpeedTarget, labels: [String: String] = [:]) -> String {
        switch target.bound {
        case .ratio(let ratio, let reference):
            return "at most \(shortest(ratio))× \(labels[reference.variant] ?? reference.variant) " + reference.kernel
        case .seconds(let seconds):
            return "at most \(shortest(seconds)) s"
        }
    }

    /// A bound as the issue wrote it: 3 significant digits without trailing zeros ("1.1", "0.01").
    static func shortest(_ value: Double) -> String {
        var text = ReportFormat.significant(value, 3)
        guard text.contains(".") else { return text }
        while text.last == "0" { text.removeLast() }
        if text.last == "." { text.removeLast() }
        return text
    }

    /// The targets' lines for the terminal, or nothing when the run has no target.
    ///
    /// - Complexity: O(*t* · *r*) for *t* targets and *r* rows.
    public static func terminalTargets(_ run: BenchRun, _ table: BenchTable) -> String {
        guard !run.targets.isEmpty else { return "" }
        let labels = labels(run)
        let (checks, unmeasured) = TargetCheck.checks(run.targets, in: table)
        var text = "\ntargets (the issues', checked against this run; reported, not gated):\n"
        for check in checks {
            let verdict = check.verdict.rawValue
            let row = "\(check.target.kernel) n=\(check.size) \(labels[check.target.variant] ?? check.target.variant)"
            text += "  \(verdict)\(String(repeating: " ", count: max(1, 10 - verdict.count)))\(row): "
            text += "\(measured(check)), \(bound(check.target, labels: labels)) (\(check.target.source))\n"
        }
        if !unmeasured.isEmpty {
            var names: [String] = []
            for target in unmeasured where !names.contains(target.kernel) { names.append(target.kernel) }
            text += "  not in this run: " + names.joined(separator: ", ") + " (`algo-bench targets` lists them all)\n"
        }
        return text
    }

    /// The Markdown section, or nothing when the run has no target.
    ///
    /// - Complexity: O(*t* · *r*) for *t* targets and *r* rows.
    public static func markdownTargets(_ run: BenchRun, _ table: BenchTable) -> String {
        guard !run.targets.isEmpty else { return "" }
        let labels = labels(run)
        let (checks, unmeasured) = TargetCheck.checks(run.targets, in: table)
        var text = "\n## Targets\n\n"
        text += "The issues' speed targets, checked against this run and not gated. A ratio is to a reference "
        text += "measured in the same run (its bootstrap 95% interval), and holds on any machine; a time "
        text +=
            "(fastest to slowest run) speaks of this machine only. *In doubt*: the interval straddles the bound.\n\n"
        text += "| verdict | kernel | size | variant | measured | bound | target |\n|---|---|---|---|---|---|---|\n"
        for check in checks {
            let cells = [
                check.verdict.rawValue, check.target.kernel, "\(check.size)",
                labels[check.target.variant] ?? check.target.variant, measured(check),
                bound(check.target, labels: labels), check.target.source,
            ]
            text += "| " + cells.map { $0.replacingPipes() }.joined(separator: " | ") + " |\n"
        }
        if !unmeasured.isEmpty {
            text += "\nNot in this run (a preset without their sizes, or a peer not installed):\n\n"
            text += unmeasured.map { "- `\($0.kernel)`: \($0.source)\n" }.joined()
        }
        return text
    }
}

extension SpeedTarget {
    var isRatio: Bool {
        if case .ratio = bound { return true }
        return false
    }
}
