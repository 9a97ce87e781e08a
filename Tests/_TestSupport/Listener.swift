#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP listener on 127.0.0.1, non-blocking.
public struct Listener {
    public let descriptor: Int32
    public let port: UInt16

    public init?() {
        let made = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard made >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(made, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(made, $0, &length) }
        }
        guard bound == 0, named == 0, listen(made, 8) == 0 else {
            close(made)
            return nil
        }
        _ = fcntl(made, F_SETFL, O_NONBLOCK)
        descriptor = made
        port = UInt16(bigEndian: address.sin_port)
    }

    /// Whether a connection is waiting (or came).
    public func acceptedAny() -> Bool {
        let client = accept(descriptor, nil, nil)
        if client >= 0 { close(client) }
        return client >= 0
    }

    public func stop() { close(descriptor) }
}
