/// `tessera layout SPEC.json [-o RESULT.json]`: computes a layout.
enum LayoutCommand {
    static let help = """
    usage: tessera layout SPEC.json [-o RESULT.json]

    Reads a layout spec (a path, or - for standard input), lays it out and writes the layout
    result JSON to RESULT.json (atomically: a failed or killed run leaves the old file, or
    none) or to standard output. Numbers are written so that they read back to the same
    Double. RESULT.json may not be the spec itself. A result that would be larger than
    \(CommandContext.defaultOutputLimit) bytes (256 MiB: about two million elements on whole
    points, fewer with fractional frames) is refused before any of it is written (exit 1).

    Errors name the JSON path of the offending field, e.g.
      spec.json: sections[3].items[17].span: 0 is not a valid span (must be ≥ 1)
    and exit 1 without writing any output file.
    """

    static func run(_ words: [String], in context: CommandContext) throws(CommandLineError) {
        let arguments = try Arguments(words, options: ["output"], flags: [])
        let path = try arguments.onlyPositional("SPEC.json")
        let output = try arguments.path("output")
        try OutputFile.refuseOverwriting(input: path, with: output, in: context)
        let result = try Documents.spec(path, in: context).result
        // Bounded before the first byte is written: a few megabytes of `{}` items lay out into
        // a result of gigabytes (150 bytes an element from 3 bytes an item).
        let bound = result.jsonByteBound
        guard bound <= context.outputLimit else {
            throw .input(file: context.displayName(path), reason: "sections: the result of their \(result.count) elements would be up to "
                + "\(bound) bytes, more than the output budget of \(context.outputLimit) bytes; lay out fewer items and sections")
        }
        try OutputFile.write(to: output ?? "-", in: context) { (sink: OutputFile.Sink) throws(CommandLineError) in
            try result.writeJSON(sink)
        }
    }
}
