import BenchKit
import Testing

@testable import AlgoBench

/// The one declaration of every kernel, checked for what the matrix and the reports rely on.
@Suite struct KernelRegistryTests {
    @Test("kernel names are unique and each is family.algorithm")
    func uniqueNames() {
        let names = KernelRegistry.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names { #expect(name.split(separator: ".").count == 2, "\(name)") }
    }

    @Test("every reference names a declared kernel, run by a variant that kernel has")
    func referencesResolve() {
        let byName = Dictionary(uniqueKeysWithValues: KernelRegistry.all.map { ($0.name, $0) })
        for kernel in KernelRegistry.all {
            #expect(!kernel.references.isEmpty, "\(kernel.name) has no reference")
            for reference in kernel.references {
                #expect(byName[reference.kernel] != nil, "\(kernel.name) → \(reference.kernel)")
            }
        }
    }

    @Test("each family's own kernels name the module their bodies run, for compare --changed")
    func modules() {
        for kernel in KernelRegistry.all where kernel.isOwn {
            #expect(kernel.module != nil, "\(kernel.name) maps to no module")
        }
    }

    @Test("each kernel runs in some preset, at positive sizes; a quick size is at most the largest default one")
    func sizes() {
        for kernel in KernelRegistry.all {
            let all = kernel.standard + kernel.quick + kernel.long
            #expect(!all.isEmpty && all.allSatisfy { $0 > 0 }, "\(kernel.name)")
            if let quick = kernel.quick.max(), let standard = kernel.standard.max() {
                #expect(quick <= standard, "\(kernel.name)")
            }
        }
    }

    @Test("every speed target names a declared kernel and variant: the targets command finds no problem")
    func targets() {
        #expect(KernelRegistry.targetProblems() == [])
        #expect(!KernelRegistry.targets.isEmpty)
    }
}
