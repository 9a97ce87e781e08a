/// The number of online processors (at least 1).
///
/// - Complexity: one sysconf call.
public func activeProcessorCount() -> Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}
