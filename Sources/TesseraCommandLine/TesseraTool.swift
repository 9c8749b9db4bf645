import TesseraCore

/// The `tessera` command line: layout, query, check, fuzz and render over the JSON
/// interchange. Exit status: 0 success, 1 failure (bad input, an I/O error, violations
/// found), 2 usage. The executable is a thin shell over `runProcess()`; tests run `run(_:in:)`
/// in-process.
package enum TesseraTool {
    /// A subcommand: its name, one-line summary, `--help` text and implementation.
    struct Command: Sendable {
        let name: String
        let summary: String
        let help: String
        let run: @Sendable ([String], CommandContext) throws(CommandLineError) -> Void
    }

    static let commands = [
        Command(name: "layout", summary: "compute a layout from a spec and write the result JSON", help: LayoutCommand.help, run: LayoutCommand.run),
        Command(name: "query", summary: "list the elements intersecting a rect, with any index", help: QueryCommand.help, run: QueryCommand.run),
        Command(name: "check", summary: "run every invariant on a spec's layout or on a result JSON", help: CheckCommand.help, run: CheckCommand.run),
        Command(name: "fuzz", summary: "run a seeded property-testing campaign and shrink failures", help: FuzzCommand.help, run: FuzzCommand.run),
        Command(name: "render", summary: "draw a spec's layout or a result as SVG", help: RenderCommand.help, run: RenderCommand.run),
    ]

    static let overview = """
    usage: tessera <command> [arguments]

    Tessera proves and measures collection-view layouts.

    commands:
    \(commands.map { "  \($0.name.padding(toLength: 8, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

    Run `tessera <command> --help` for a command's arguments.
    """

    /// Runs `tessera words…` in `context` and returns the exit status.
    package static func run(_ words: [String], in context: CommandContext) -> Int32 {
        var status = dispatch(words, in: context)
        if status == 0, context.diagnosticsFailed { status = 1 }
        return status
    }

    /// Runs the process's own command line on its standard streams; returns the exit status.
    package static func runProcess(_ words: [String]) -> Int32 {
        ProcessStreams.prepareProcess()
        TemporaryFileCleanup.installHandlers()
        return run(words, in: CommandContext(streams: ProcessStreams()))
    }

    private static func dispatch(_ words: [String], in context: CommandContext) -> Int32 {
        guard let name = words.first, !["--help", "-h", "help"].contains(name) else {
            return printHelp(overview, status: words.isEmpty ? 2 : 0, in: context)
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            context.diagnostic("tessera: unknown command \(Excerpt.quoted(name))\n\n\(overview)")
            return 2
        }
        let rest = Array(words.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            return printHelp(command.help, status: 0, in: context)
        }
        do {
            try command.run(rest, context)
            return 0
        } catch {
            if case .exit = error { return error.exitCode }
            context.diagnostic("tessera \(name): \(error)")
            if case .usage = error { context.diagnostic("run `tessera \(name) --help` for usage") }
            return error.exitCode
        }
    }

    private static func printHelp(_ text: String, status: Int32, in context: CommandContext) -> Int32 {
        do {
            try context.output(text + "\n")
            return status
        } catch {
            context.diagnostic("tessera: \(error)")
            return 1
        }
    }
}
