import TesseraCheck
import TesseraCore
import TesseraIndex
import TesseraRender

/// `tessera render SPEC.json|RESULT.json -o OUT.svg [--viewport …] [--highlight ids]`.
enum RenderCommand {
    static let help = """
    usage: tessera render SPEC.json|RESULT.json -o OUT.svg [--viewport minX,minY,maxX,maxY] [--highlight ids]
                          [--tolerance T] [--width PIXELS]

    Draws the content bounds, cells, headers and footers with their section-item labels,
    the viewport and its hits (shaded blue), and the elements that `tessera check` finds
    overlapping or out of bounds in red. Layouts of more than 5,000 elements are drawn only
    around the viewport (or their first screen), and at most 5,000 elements are drawn (the
    flagged first): the file stays a few megabytes whatever the layout.

      --viewport R    a rect to outline; its hits are found with the interval tree
      --highlight IDS comma-separated element ids to shade
      --tolerance T   overlap tolerance when flagging elements (as for check)
      --width PIXELS  canvas width (default 800)
    """

    static func run(_ words: [String], in context: CommandContext) throws(CommandLineError) {
        let arguments = try Arguments(words, options: ["output", "viewport", "highlight", "tolerance", "width"], flags: [])
        let path = try arguments.onlyPositional("SPEC.json or RESULT.json")
        guard let output = try arguments.path("output") else { throw .usage("missing -o OUT.svg") }
        let viewport = try arguments.value("viewport").map { text throws(CommandLineError) in try Documents.rect(text, option: "viewport") }
        var highlighted = Set<Int>()
        for word in (arguments.value("highlight") ?? "").split(separator: ",") {
            guard let id = Int(word.trimmingSpaces), id >= 0 else {
                throw .usage("--highlight \(Excerpt.plain(word)): expected element ids (non-negative integers)")
            }
            highlighted.insert(id)
        }
        let width = try arguments.nonNegativeNumber("width") ?? 800
        guard width >= 16, width <= 100_000 else { throw .usage("--width \(width): expected 16...100000 pixels") }

        try OutputFile.refuseOverwriting(input: path, with: output, in: context)
        let (spec, result) = try Documents.specOrResult(path, in: context)
        if let outOfRange = highlighted.first(where: { $0 >= result.count }) {
            throw .usage("--highlight \(outOfRange): the layout has \(result.count) elements")
        }
        var expectations = spec?.expectations ?? LayoutExpectations()
        if let tolerance = try arguments.nonNegativeNumber("tolerance") { expectations.tolerance = tolerance }
        let checker = InvariantChecker(invariants: [.noOverlap, .inBounds], violationLimit: 1000)
        let flagged = Set(checker.check(result, expecting: expectations).flatMap { $0.elements.map(\.id) })
        if let viewport {
            var hits: [Int32] = []
            IndexKind.intervalTree.build(result).query(viewport, into: &hits)
            highlighted.formUnion(hits.map(Int.init))
        }
        let drawing = LayoutDrawing(result: result, viewport: viewport, highlighted: highlighted, flagged: flagged, canvasWidth: width)
        var document = drawing.svg()
        document.comment("tessera render \(context.displayName(path))")
        try OutputFile.write(document.text, to: output, in: context)
        context.diagnostic("wrote \(context.displayName(output)): \(result.count) elements, \(flagged.count) flagged")
    }
}
