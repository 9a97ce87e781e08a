import AlgoSupport
import BenchKit
import SolverIO
import StarPatterns

extension KernelRegistry {
    /// n doubles uniform in [−1024, 1024) from SplitMix64(2015), ((r >> 11) − 2^52)·2^-42, exact in
    /// every step, as their shortest text separated by spaces (Benchmarks/Peers/decimal_strtod.c
    /// makes the same doubles, written with %.17g).
    static func decimalText(_ count: Int) -> [UInt8] {
        var random = SplitMix64(seed: 2015)
        var text: [UInt8] = []
        text.reserveCapacity(count * 20)
        for _ in 0..<count {
            let value = (Double(random.next() >> 11) - 0x1p52) * 0x1p-42
            text.append(contentsOf: value.description.utf8)
            text.append(0x20)
        }
        return text
    }

    /// The wrapping sum of the bit patterns of every number in `text`, read by `parse`: equal
    /// across variants only if every value is.
    static func decimalChecksum(_ text: [UInt8], _ parse: (UnsafeBufferPointer<UInt8>) -> Double?) -> String {
        var sum: UInt64 = 0
        text.withUnsafeBufferPointer { bytes in
            var start = 0
            for index in bytes.indices where bytes[index] == 0x20 {
                let token = UnsafeBufferPointer(rebasing: bytes[start..<index])
                sum &+= (parse(token) ?? .nan).bitPattern
                start = index + 1
            }
        }
        return String(sum)
    }

    /// n doubles (the same as ``decimalText(_:)``) written by `write`; the checksum is the
    /// output's length and its byte sum.
    static func doublePrintChecksum(_ values: [Double], _ write: (inout OutputWriter, Double) -> Void) -> String {
        var output = OutputWriter.memory(capacity: 1 << 16)
        for value in values {
            write(&output, value)
            output.write(byte: 0x20)
        }
        output.flush()
        let sum = output.captured.reduce(0) { $0 &+ Int($1) }
        return "\(output.captured.count):\(sum)"
    }

    static func decimalValues(_ count: Int) -> [Double] {
        var random = SplitMix64(seed: 2015)
        return (0..<count).map { _ in (Double(random.next() >> 11) - 0x1p52) * 0x1p-42 }
    }

    /// Every star picture at its largest N, n times; the checksum is the total bytes.
    static func starChecksum(_ rounds: Int) -> String {
        var total = 0
        for _ in 0..<rounds {
            for pattern in StarPattern.allCases { total += pattern.render(pattern.allowedSizes.last!).count }
        }
        return String(total)
    }
}
