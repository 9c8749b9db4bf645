import CAllocationCounter
import TesseraCheck
import TesseraCore

/// `tessera fuzz --complexity`: the complexity fuzzer over the engine families
/// (`ComplexityFamily.engines`, counted by the engines) and the command families below, each a
/// `tessera` command run in-process on a generated input and counted by the bytes it allocates
/// and copies (the heap and copy calls of the process, `CAllocationCounter`) and the bytes it
/// writes.
enum ComplexityFuzzing {
    static let help = """
      --complexity    run the complexity fuzzer instead: adversarial input families grown by
                      doubling (holes, spans, long rows, back-fills, distinct spans, updates,
                      empty sections, a misplaced array, render and --sweep outputs, check),
                      measured by deterministic counts — engine steps and bands held, bytes
                      allocated, copied and written — never time; a count whose fitted growth
                      exceeds the family's contract (n, with room for a logarithm) fails, shrunk
                      to the smallest parameters and sizes that show it. The seed ports are
                      quadratic by design (docs/SEED_FINDINGS.md) and are not fuzzed: their work
                      limit bounds them. With --complexity: --family NAME|engines|commands|all,
                      --cases N (default 3 per family), --seed S, --case N, --sizes FIRST:DOUBLINGS
                      (default 256:4)
    """

    /// The command families.
    static var commands: [ComplexityFamily] {
        [layoutUpdates, emptySections, misplacedArray, renderRow, sweep, check]
    }

    static func run(_ arguments: Arguments, in context: CommandContext) throws(CommandLineError) {
        for option in ["layout", "index", "profile", "updates", "shard", "out", "tolerance", "invariants", "limit", "hang-after", "time"]
        where arguments.value(option) != nil {
            throw .usage("--\(option) does not apply to --complexity")
        }
        let name = arguments.value("family") ?? "all"
        let all = ComplexityFamily.engines + commands
        let families: [ComplexityFamily]
        switch name {
        case "all": families = all
        case "engines": families = ComplexityFamily.engines
        case "commands": families = commands
        default:
            guard let family = all.first(where: { $0.name == name }) else {
                throw .usage("--family \(Excerpt.plain(name)): expected one of \(all.map(\.name).joined(separator: ", ")), engines, commands or all")
            }
            families = [family]
        }
        var seed: UInt64 = 0xC0_57_0024
        if let text = arguments.value("seed") {
            guard let parsed = CampaignEnvironment.parseSeed(text) else {
                throw .usage("--seed \(Excerpt.plain(text)): expected a decimal or 0x-hex 64-bit integer")
            }
            seed = parsed
        }
        var first = 256, doublings = 4
        if let text = arguments.value("sizes") {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let parsedFirst = Int(parts[0]), let parsedDoublings = Int(parts[1]),
                  (2 ... 1 << 20).contains(parsedFirst), (2 ... 12).contains(parsedDoublings), parsedFirst << parsedDoublings <= 1 << 22 else {
                throw .usage("--sizes \(Excerpt.plain(text)): expected FIRST:DOUBLINGS, a first size from 2 and 2 to 12 doublings, the largest at most 4194304")
            }
            (first, doublings) = (parsedFirst, parsedDoublings)
        }
        let cases = try arguments.integer("cases", in: 1 ... 100_000) ?? 3 * families.count
        let only = try arguments.integer("case", in: 0 ... 100_000)
        let campaign = ComplexityCampaign(families: families, cases: Swift.max(cases, (only ?? 0) + 1), seed: seed, firstSize: first, doublings: doublings)
        let report = campaign.run(only: only, replay: { index in
            "tessera fuzz --complexity --family \(name) --seed \(CampaignEnvironment.format(seed: seed)) --sizes \(first):\(doublings) --case \(index)"
        }, progress: { found in
            context.diagnostic("complexity case \(found.index): \(found.family.name) measured")
        })
        try context.output("\(report)\n")
        if tessera_allocation_counting_is_available() == 0, families.contains(where: { family in commands.contains { $0.name == family.name } }) {
            try context.output("note: heap calls are not counted on this platform; the command families measured bytes written only\n")
        }
        if report.failure != nil { throw .failed("a complexity family grew faster than its contract") }
    }

    // MARK: Measuring a command

    /// The bytes `tessera words…` allocates, copies and writes with `input` on standard input.
    static func measure(_ words: [String], input: [UInt8]) -> [String: Int] {
        let streams = MemoryStreams(input: input)
        let context = CommandContext(streams: streams)
        let before = tessera_allocation_counts_read()
        tessera_allocation_counting_begin()
        _ = TesseraTool.run(words, in: context)
        tessera_allocation_counting_end()
        let after = tessera_allocation_counts_read()
        var counts = ["bytes written": streams.output.count]
        if tessera_allocation_counting_is_available() != 0 {
            counts["bytes allocated"] = Int(after.bytesAllocated - before.bytesAllocated)
            counts["bytes copied"] = Int((after.bytesCopied - before.bytesCopied) + (after.bytesFilled - before.bytesFilled))
        }
        return counts
    }

    /// A spec of `layout` with `options` and `sections` (JSON text), and `updates` when given.
    static func spec(_ layout: String, options: String, sections: String, updates: String? = nil) -> [UInt8] {
        Array(("{ \"layout\": \"\(layout)\", \"container\": { \"width\": 390, \"height\": 844 }, \"options\": { \(options) }, "
            + "\"sections\": \(sections)" + (updates.map { ", \"updates\": \($0)" } ?? "") + " }").utf8)
    }

    /// `count` copies of `element`, comma-separated, in brackets.
    static func array(_ element: String, count: Int) -> String {
        "[" + Array(repeating: element, count: count).joined(separator: ",") + "]"
    }

    // MARK: The command families

    static let layoutUpdates = ComplexityFamily(
        name: "layout-updates", summary: "a waterfall of n items with a few updates at its top (each lays out everything after it)",
        parameters: [("updates", [1, 4, 16]), ("columns", [2, 5])]
    ) { n, parameters in
        let items = array("{\"height\": 40}", count: n)
        let update = "{\"insertItems\": [{\"section\": 0, \"item\": 0, \"height\": 30}], \"reloadItems\": [{\"section\": 0, \"item\": 3, \"height\": 50}]}"
        let input = spec("waterfall", options: "\"columns\": \(parameters["columns", default: 2])", sections: "[{ \"items\": \(items) }]",
                         updates: array(update, count: parameters["updates", default: 1]))
        return measure(["layout", "-"], input: input)
    }

    static let emptySections = ComplexityFamily(
        name: "empty-sections", summary: "n empty sections and a few section inserts at the front",
        parameters: [("updates", [1, 4, 16])]
    ) { n, parameters in
        let update = "{\"insertSections\": [{\"section\": 0, \"items\": [{}]}]}"
        let input = spec("grid", options: "\"columns\": 4", sections: array("{}", count: n), updates: array(update, count: parameters["updates", default: 1]))
        return measure(["layout", "-"], input: input)
    }

    static let misplacedArray = ComplexityFamily(
        name: "misplaced-array", summary: "n numbers where sections belong (refused at the first)", parameters: []
    ) { n, _ in
        measure(["layout", "-"], input: spec("grid", options: "", sections: array("0", count: n)))
    }

    static let renderRow = ComplexityFamily(
        name: "render-row", summary: "render of n cells in one row of n columns (all in the first screen)", parameters: [("viewport", [0, 1])]
    ) { n, parameters in
        let input = spec("grid", options: "\"columns\": \(Swift.min(n, 1 << 20))", sections: "[{ \"items\": \(array("{}", count: n)) }]")
        let viewport = parameters["viewport", default: 0] == 1 ? ["--viewport", "0,0,100,100"] : []
        return measure(["render", "-", "-o", "-"] + viewport, input: input)
    }

    static let sweep = ComplexityFamily(
        name: "query-sweep", summary: "query --sweep over n cells, a fixed number of frames", parameters: [("frames", [16, 64]), ("columns", [4, 64])]
    ) { n, parameters in
        let input = spec("grid", options: "\"columns\": \(parameters["columns", default: 4])", sections: "[{ \"items\": \(array("{}", count: n)) }]")
        return measure(["query", "-", "--rect", "0,0,390,844", "--sweep", "--step", "100", "--frames", String(parameters["frames", default: 16])], input: input)
    }

    static let check = ComplexityFamily(
        name: "check", summary: "check of a grid of n items, spans 1 and 2", parameters: [("columns", [3, 8])]
    ) { n, parameters in
        let items = (0 ..< n).map { $0 % 5 == 4 ? "{\"span\": 2}" : "{}" }.joined(separator: ",")
        let input = spec("grid", options: "\"columns\": \(parameters["columns", default: 3])", sections: "[{ \"items\": [\(items)] }]")
        return measure(["check", "-"], input: input)
    }
}
