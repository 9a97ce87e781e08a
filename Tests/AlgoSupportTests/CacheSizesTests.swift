import Testing
import _TestSupport

@testable import AlgoSupport

/// Cache sizes from sysfs notation, and from the pin the harness sets for instruction counts.
@Suite struct CacheSizesTests {
    @Test("cache sizes parse sysfs notation")
    func cacheSizes() {
        #expect(CacheSizes.parseSize("32K") == 32768)
        #expect(CacheSizes.parseSize("1024K") == 1 << 20)
        #expect(CacheSizes.parseSize("2M") == 2 << 20)
        #expect(CacheSizes.parseSize("x") == nil)
        #expect(CacheSizes.read(root: "/nonexistent") == CacheSizes.defaults)
        // The harness's pin for instruction counts: two sizes or nothing.
        #expect(CacheSizes.pinned("32K,1M") == CacheSizes(l1Data: 32 << 10, l2: 1 << 20))
        #expect(CacheSizes.pinned("48K,2048K") == CacheSizes(l1Data: 48 << 10, l2: 2 << 20))
        #expect(CacheSizes.pinned(nil) == nil)
        #expect(CacheSizes.pinned("32K") == nil)
        #expect(CacheSizes.pinned("1K,1M") == nil)
    }
}
