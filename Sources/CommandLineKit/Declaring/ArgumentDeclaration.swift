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
/// (which reaches the wrappers by reflection, through copies) can fill it in.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A property wrapper that declares one argument.
protocol DeclaresArgument {
    var declaration: ArgumentDeclaration { get }
}

/// An ``OptionGroup``: its group's declarations.
protocol DeclaresGroup {
    var declarations: [ArgumentDeclaration] { get }
}

extension ParsableArguments {
    /// Every argument `instance` declares, its groups' included, in declaration order.
    ///
    /// - Complexity: O(*p*) for *p* stored properties (a Mirror walk).
    static func declarations(of instance: Self) -> [ArgumentDeclaration] {
        Mirror(reflecting: instance).children.flatMap { child -> [ArgumentDeclaration] in
            if let argument = child.value as? DeclaresArgument { return [argument.declaration] }
            if let group = child.value as? DeclaresGroup { return group.declarations }
            return []
        }
    }
}
