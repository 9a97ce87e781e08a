import SolverIO

/// `--name VALUE`: an option with a value, parsed into the property; the last one given wins.
///
///     @Option("threads", value: "T", help: "worker threads", in: 1...1024) var threads = 4
///     @Option("method", value: "M", help: "the method", choices: Method.self) var method = Method.wheel
///     @Option("keep", value: "DIR", help: "where to write", completion: .file, parse: Parse.text) var keep: String?
@propertyWrapper public struct Option<Value> {
    private let box: Box<Value>

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// An option parsed by `parse`.
    public init(
        wrappedValue: Value, _ name: String, value: String, help: String, completion: Completion = .none,
        parse: @escaping (String) throws(CLIError) -> Value
    ) {
        let box = Box(wrappedValue)
        self.box = box
        DeclarationRecorder.record(
            ArgumentDeclaration(
                name: name, kind: .option(valueName: value), help: help, completion: completion
            ) { texts throws(CLIError) in box.value = try parse(texts.last!) })
    }

    /// An optional option, nil unless given.
    public init<Wrapped>(
        wrappedValue: Value = nil, _ name: String, value: String, help: String, completion: Completion = .none,
        parse: @escaping (String) throws(CLIError) -> Wrapped
    ) where Value == Wrapped? {
        self.init(
            wrappedValue: wrappedValue, name, value: value, help: help, completion: completion,
            parse: { text throws(CLIError) -> Value in try parse(text) })
    }
}

extension Option where Value == Int {
    /// A whole number in `range`, in the integer-expression grammar (`1e6`, `2^10`).
    public init(wrappedValue: Int, _ name: String, value: String, help: String, in range: ClosedRange<Int>) {
        self.init(
            wrappedValue: wrappedValue, name, value: value, help: help,
            parse: Parse.integer(in: range, option: name))
    }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of an enumeration's raw values, completed from them.
    public init(wrappedValue: Value, _ name: String, value: String, help: String, choices: Value.Type) {
        self.init(
            wrappedValue: wrappedValue, name, value: value, help: help,
            completion: .choices(Parse.choices(Value.self)), parse: Parse.choice(Value.self, option: name))
    }
}

/// `--name VALUE`, as often as wanted: every value, in order.
///
///     @OptionList("share", value: "PATH", help: "show PATH read-only; may repeat") var shares: [String]
@propertyWrapper public struct OptionList {
    private let box: Box<[String]>

    public var wrappedValue: [String] {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public init(
        wrappedValue: [String] = [], _ name: String, value: String, help: String, completion: Completion = .none
    ) {
        let box = Box(wrappedValue)
        self.box = box
        DeclarationRecorder.record(
            ArgumentDeclaration(
                name: name, kind: .repeated(valueName: value), help: help, completion: completion
            ) { texts in box.value = texts })
    }
}

/// `--name`: a switch, true when given.
///
///     @Flag("approx", help: "print Li(X) and R(X) instead") var approx = false
@propertyWrapper public struct Flag {
    private let box: Box<Bool>

    public var wrappedValue: Bool {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public init(wrappedValue: Bool = false, _ name: String, help: String) {
        let box = Box(wrappedValue)
        self.box = box
        DeclarationRecorder.record(
            ArgumentDeclaration(name: name, kind: .flag, help: help, completion: .none) { _ in box.value = true })
    }
}

/// The values: every token that is not an option, as text, in order. The parser checks that
/// there are `count` of them, so a command checks only what they say.
///
///     @Values("N | LO HI", count: 1...2) var values: [String]
@propertyWrapper public struct Values {
    private let box: Box<[String]>

    public var wrappedValue: [String] {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public init(wrappedValue: [String] = [], _ placeholder: String, count: ClosedRange<Int>, help: String = "") {
        let box = Box(wrappedValue)
        self.box = box
        DeclarationRecorder.record(
            ArgumentDeclaration(
                name: placeholder, kind: .values(count: count), help: help, completion: .none
            ) { texts in box.value = texts })
    }
}

/// A reusable set of options, declared once in its own ``ParsableArguments`` type.
///
///     @OptionGroup var progress: ProgressOptions
@propertyWrapper public struct OptionGroup<Group: ParsableArguments> {
    /// The group's own wrappers share their boxes with this copy, and made their declarations as
    /// it was initialised, inside the command's.
    public var wrappedValue: Group

    public init() { wrappedValue = Group() }
}
