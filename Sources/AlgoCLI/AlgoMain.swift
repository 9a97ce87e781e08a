import CommandLineKit

/// The `algo` program: its commands, in the order `algo --help` lists them.
public enum AlgoMain {
    /// The suite's version, printed by `algo --version`.
    public static let version = "0.1.0"

    /// Every command of `algo`.
    public static let program = CommandProgram(
        name: "algo", version: version,
        summary: "AlgoSuite: algorithm solvers and number tools. Solvers read stdin and write answers to stdout.",
        commands: [
            DSLRCommand.self, SieveCommand.self, PiCommand.self, NthPrimeCommand.self, ArcheryCommand.self,
            FermatCommand.self, MedianCommand.self, IsPrimeCommand.self, FactorCommand.self, FactorialCommand.self,
            MersenneCommand.self, PowerCommand.self, BrachistochroneCommand.self, Star10Command.self,
            Star11Command.self, Star18Command.self, Star19Command.self, JudgeCommand.self, StressCommand.self,
            GenCommand.self,
        ])

    /// Runs `algo` with the arguments after the program name.
    ///
    /// - Returns: the exit status: 0 success, 1 failure, 2 bad input or usage.
    public static func run(_ arguments: [String], context: inout CLIContext) -> Int32 {
        program.run(arguments, context: &context)
    }
}
