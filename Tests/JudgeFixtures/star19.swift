// Baekjoon 10994 in Swift, correct: a star where the distance to the nearest edge is even.
let n = Int(readLine()!)!
let size = 4 * (n - 1) + 1
var out: [UInt8] = []
out.reserveCapacity(size * (size + 1))
for i in 0..<size {
    for j in 0..<size { out.append(min(i, j, size - 1 - i, size - 1 - j) % 2 == 0 ? 0x2A : 0x20) }
    out.append(0x0A)
}
print(String(decoding: out, as: UTF8.self), terminator: "")
