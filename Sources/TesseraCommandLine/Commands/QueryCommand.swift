import TesseraCheck
import TesseraCore
import TesseraIndex

/// `tessera query SPEC.json --rect minX,minY,maxX,maxY [--index NAME | --all-indexes]
/// [--sweep [--step D] [--frames N]]`.
enum QueryCommand {
    static let help = """
    usage: tessera query SPEC.json|RESULT.json --rect minX,minY,maxX,maxY [--index NAME] [--all-indexes]
           tessera query SPEC.json|RESULT.json --rect minX,minY,maxX,maxY --sweep [--step D] [--frames N] [--all-indexes]

    Prints, one per line sorted by id, the elements whose frames intersect the rect
    (Rect.intersects: frames that only touch the rect's edges are not listed):
      <id> <kind> <section>-<item> <minX>,<minY>,<maxX>,<maxY>
    then a summary line on standard error. The rect's edges are finite numbers.

      --index NAME     the index that answers (default interval-tree):
    \(IndexKind.builtIn.map { "                     \($0.name): \($0.summary)" }.joined(separator: "\n"))
      --all-indexes    ask every index and fail (exit 1) unless all answer the same set

    SCROLLING
      --sweep          scroll the rect along the layout's scroll axis, one query per frame,
                       through IntervalTreeIndex.ScrollCursor (each frame resumes where the
                       previous one started instead of descending from the root). Prints one
                       line per frame: <frame> <minX>,<minY>,<maxX>,<maxY> <hits>: <ids…>
                       then, on standard error, the elements examined against a descent
                       from the root per frame. With --all-indexes every index answers
                       every frame too, and any difference fails.
      --step D         points per frame (default 1/8 of the rect's length along the axis)
      --frames N       frames to query (default: until the rect passes the end of the
                       content; at most \(sweepFrameLimit))
    """

    static func run(_ words: [String], in context: CommandContext) throws(CommandLineError) {
        let arguments = try Arguments(words, options: ["rect", "index", "step", "frames"], flags: ["all-indexes", "sweep"])
        let path = try arguments.onlyPositional("SPEC.json or RESULT.json")
        guard let rectText = arguments.value("rect") else { throw .usage("missing --rect minX,minY,maxX,maxY") }
        let rect = try Documents.rect(rectText, option: "rect")
        var kinds = [IndexKind.intervalTree]
        if let name = arguments.value("index") {
            guard let kind = IndexKind(name: name) else {
                throw .usage("--index \(Excerpt.plain(name)): unknown index (one of: \(IndexKind.builtIn.map(\.name).joined(separator: ", ")))")
            }
            kinds = [kind]
        }
        if arguments.flag("all-indexes") {
            guard arguments.value("index") == nil else { throw .usage("--index and --all-indexes exclude each other") }
            kinds = IndexKind.builtIn
        }
        guard arguments.flag("sweep") || (arguments.value("step") == nil && arguments.value("frames") == nil) else {
            throw .usage("--step and --frames need --sweep")
        }
        if arguments.flag("sweep"), kinds != [.intervalTree], !arguments.flag("all-indexes") {
            throw .usage("--sweep scrolls through the interval tree's scroll cursor; --index must be interval-tree")
        }
        let result = try Documents.specOrResult(path, in: context).result
        if arguments.flag("sweep") {
            return try sweep(result, from: rect, arguments: arguments, comparing: arguments.flag("all-indexes") ? kinds : [], in: context)
        }

        var answers: [(kind: IndexKind, ids: [Int32], examined: Int)] = []
        for kind in kinds {
            var ids: [Int32] = []
            let examined = kind.build(result).query(rect, into: &ids)
            answers.append((kind, ids.sorted(), examined))
        }
        let reference = answers[0]
        var output = ""
        for id in reference.ids {
            let element = result[Int(id)]
            let frame = element.frame
            let edges = [frame.minX, frame.minY, frame.maxX, frame.maxY].map(JSONWriter.format).joined(separator: ",")
            output += "\(id) \(element.kind.name) \(element.path) \(edges)\n"
        }
        try context.output(output)
        for answer in answers {
            context.diagnostic("\(answer.kind.name): \(answer.ids.count) hits, \(answer.examined) elements examined of \(result.count)")
        }
        let disagreeing = answers.filter { $0.ids != reference.ids }
        if !disagreeing.isEmpty {
            let details = disagreeing.map { answer in
                let missing = Set(reference.ids).subtracting(answer.ids).sorted().prefix(10)
                let extra = Set(answer.ids).subtracting(reference.ids).sorted().prefix(10)
                return "\(answer.kind.name) differs from \(reference.kind.name): missing \(Array(missing)), extra \(Array(extra))"
            }
            throw .failed("indexes disagree:\n" + details.joined(separator: "\n"))
        }
    }
}
