import BenchKit
import SolverIO

extension KernelRegistry {
    /// SolverIO's number parsing and printing, beside the String baselines.
    static let solverIO: [Kernel] = [
        Kernel(
            name: "io.decimal-parse", summary: "n shortest decimal texts to Double: Clinger, Eisel-Lemire",
            domain: "io.decimal", standard: [1_000_000], quick: [100_000],
            runners: [.swift(.all), .c("decimal_strtod")],
            references: [BenchReference(kernel: "io.decimal-parse", variant: "c-O2")]
        ) { n in
            let text = decimalText(n)
            return { decimalChecksum(text) { DecimalParser.parse($0) } }
        },
        Kernel(
            name: "io.decimal-parse-string", summary: "the same by Double(String) per token (the baseline)",
            domain: "io.decimal", standard: [1_000_000], quick: [100_000],
            runners: [.swift(.release)],
            references: [BenchReference(kernel: "io.decimal-parse", variant: "c-O2")]
        ) { n in
            let text = decimalText(n)
            return { decimalChecksum(text) { Double(String(decoding: $0, as: UTF8.self)) } }
        },
        Kernel(
            name: "io.double-print", summary: "n Doubles as shortest text into the output buffer, no String",
            domain: "io.double-print", standard: [1_000_000], quick: [100_000],
            runners: [.swift(.all)],
            references: [BenchReference(kernel: "io.double-print", variant: "swift-O")]
        ) { n in
            let values = decimalValues(n)
            return { doublePrintChecksum(values) { $0.write($1) } }
        },
        Kernel(
            name: "io.double-print-string", summary: "the same through description (the baseline)",
            domain: "io.double-print", standard: [1_000_000], quick: [100_000],
            runners: [.swift(.release)],
            references: [BenchReference(kernel: "io.double-print", variant: "swift-O")]
        ) { n in
            let values = decimalValues(n)
            return { doublePrintChecksum(values) { $0.write($1.description) } }
        },
    ]
}
