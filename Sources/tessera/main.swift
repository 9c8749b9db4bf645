import Foundation

/// The `tessera` command line: layout, query, check, fuzz and render over the JSON
/// interchange. Exit status: 0 success, 1 failure (bad input, violations found), 2 usage.
let commands: [(name: String, summary: String, help: String, run: ([String]) throws(CommandLineError) -> Void)] = [
    ("layout", "compute a layout from a spec and write the result JSON", LayoutCommand.help, LayoutCommand.run),
    ("query", "list the elements intersecting a rect, with any index", QueryCommand.help, QueryCommand.run),
    ("check", "run every invariant on a spec's layout or on a result JSON", CheckCommand.help, CheckCommand.run),
    ("fuzz", "run a seeded property-testing campaign and shrink failures", FuzzCommand.help, FuzzCommand.run),
    ("render", "draw a spec's layout or a result as SVG", RenderCommand.help, RenderCommand.run),
]

let overview = """
usage: tessera <command> [arguments]

Tessera proves and measures collection-view layouts.

commands:
\(commands.map { "  \($0.name.padding(toLength: 8, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

Run `tessera <command> --help` for a command's arguments.
"""

func standardError(_ text: String, terminator: String = "\n") {
    FileHandle.standardError.write(Data((text + terminator).utf8))
}

let words = Array(CommandLine.arguments.dropFirst())
guard let name = words.first, !["--help", "-h", "help"].contains(name) else {
    print(overview)
    exit(words.isEmpty ? 2 : 0)
}
guard let command = commands.first(where: { $0.name == name }) else {
    standardError("tessera: unknown command '\(name)'\n\n\(overview)")
    exit(2)
}
let rest = Array(words.dropFirst())
if rest.contains("--help") || rest.contains("-h") {
    print(command.help)
    exit(0)
}
do {
    try command.run(rest)
} catch {
    standardError("tessera \(name): \(error)")
    if case .usage = error { standardError("run `tessera \(name) --help` for usage") }
    exit(error.exitCode)
}
