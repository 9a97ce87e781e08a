import AlgoSupport
import SolverIO

/// One option, flag, repeatable option or value list, as the parser, the help and the completion
/// scripts see it; made by the property wrappers (``Option``, ``Flag``, ``OptionList``,
/// ``Values``), never by hand.
public struct ArgumentDeclaration {
    public enum Kind: Equatable {
        /// `--name VALUE`; the last one given wins.
        case option(valueName: String)
        /// `--name VALUE`, as often as wanted; every value, in order.
        case repeated(valueName: String)
        /// `--name`, no value.
        case flag
        /// The values (every token that is not an option), `count` of them.
        case values(count: ClosedRange<Int>)
    }

    /// The name without dashes; for `.values`, the placeholder in usage (`N`, `LO HI`).
    public var name: String
    public var kind: Kind
    public var help: String
    public var completion: Completion
    /// Stores the texts given for it (one or more), parsed, in the wrapper's box.
    let assign: ([String]) throws(CLIError) -> Void

    /// `--threads T`, `--approx`, or the values' placeholder.
    var usageWord: String {
        switch kind {
        case .option(let valueName), .repeated(let valueName): "--\(name) \(valueName)"
        case .flag: "--\(name)"
        case .values: name
        }
    }
}

/// Where a property wrapper keeps its value, shared by every copy of the wrapper so that the parser
/// (which holds the declaration the wrapper made, not the wrapper) can fill it in.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Collects the declarations the property wrappers make while a command (or option group) is
/// initialised: each wrapper's init reports its declaration here, in declaration order, nested
/// groups included. Cheaper than reflection: finding the wrappers with a Mirror costs every
/// process type-metadata lookups at start-up (Guides/Measurements/CommandLineKit.md).
///
/// The recording is per thread (the tests parse on many threads at once).
enum DeclarationRecorder {
    final class Recording {
        var declarations: [ArgumentDeclaration] = []
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Called by each wrapper's init.
    static func record(_ declaration: ArgumentDeclaration) {
        guard let current = pthread_getspecific(key) else { return }
        Unmanaged<Recording>.fromOpaque(current).takeUnretainedValue().declarations.append(declaration)
    }

    /// `make()` and the declarations its wrappers made.
    static func declarations<Value>(of make: () -> Value) -> (Value, [ArgumentDeclaration]) {
        let recording = Recording()
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(recording).toOpaque())
        let value = withExtendedLifetime(recording) { make() }
        pthread_setspecific(key, previous)
        return (value, recording.declarations)
    }
}

extension ParsableArguments {
    /// A new instance and every argument it declares, its groups' included, in declaration order.
    ///
    /// - Complexity: O(*p*) for *p* declared arguments.
    static func makeDeclared() -> (Self, [ArgumentDeclaration]) {
        DeclarationRecorder.declarations { Self() }
    }
}
