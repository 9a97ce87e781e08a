import AlgoCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

var context = CLIContext.standard()
let status = AlgoMain.run(Array(CommandLine.arguments.dropFirst()), context: &context)
context.flush()
exit(status)
