import Foundation
import TesseraCheck
import TesseraCore
import TesseraIndex

/// One case of the CLI fuzzer: a committed fixture, mutated, given to one `tessera` command
/// with arguments that are sometimes hostile too. Case *i* of a seed is generated from
/// `SplitMix64.caseSeed(campaignSeed:caseIndex:)` alone, so it replays by itself.
struct CLIFuzzCase: CustomStringConvertible {
    /// The fixture, relative to `Tests/Fixtures`.
    var fixture: String
    /// The changes made to it, in order.
    var mutations: [DocumentMutation]
    /// The arguments after `tessera`; `input.json` names the input, `out.*` the outputs.
    var arguments: [String]
    /// Whether the input comes on standard input (`-`) rather than as `input.json`.
    var viaStandardInput: Bool
    /// Whether an argument was made hostile (a usage error is then a fine answer).
    var hostileArgument: Bool
    /// Whether an output file exists before the command runs (it must survive a failure).
    var outputExists: Bool
    /// What `-o` names when it is a file of the case's directory (issue 24's `-o` findings).
    var outputTarget: OutputTarget = .plain
    /// Whether standard input is read from the input file itself (`< input.json`), so that
    /// `-o input.json` would replace it.
    var standardInputIsTheInputFile = false

    /// What the file `-o` names is before the command runs.
    enum OutputTarget: String, CaseIterable {
        /// A plain name (the file exists when `outputExists`).
        case plain
        /// A FIFO no process reads: refused at once, never waited on.
        case fifo
        /// A symbolic link to a file that does not exist: written through, the link kept.
        case danglingLink
        /// An existing file of mode 0600: replaced with the same mode.
        case privateFile
    }

    /// The input file's name in the case's directory.
    static let inputName = "input.json"
    /// What a pre-existing output holds.
    static let previousOutput = "previous output\n"

    /// The command's name.
    var command: String { arguments.first ?? "" }

    /// The input bytes: the fixture with the structural mutations, written compactly when
    /// there are any, then the textual ones.
    func input(_ fixtures: FixtureSet) -> [UInt8] {
        let original = fixtures.bytes(fixture)
        var bytes = original
        let structural = mutations.filter { !$0.isTextual }
        if !structural.isEmpty, let document = fixtures.document(fixture) {
            var writer = JSONWriter()
            writer.value(structural.reduce(document) { $1.apply(to: $0) })
            bytes = writer.bytes
        }
        return mutations.filter(\.isTextual).reduce(bytes) { $1.apply(to: $0) }
    }

    var description: String {
        let shown = arguments.map { argument in
            argument.isEmpty || argument.contains(where: { " \"'$\\".contains($0) }) ? Excerpt.quoted(argument, limit: 80) : Excerpt.plain(argument, limit: 80)
        }
        return "tessera \(shown.joined(separator: " "))\(viaStandardInput ? " < input.json" : "")"
            + (outputTarget == .plain ? "" : " (-o names \(outputTarget.rawValue))")
            + (standardInputIsTheInputFile ? " (standard input is input.json itself)" : "")
            + "\n    input: \(fixture)" + mutations.map { "\n      then \($0)" }.joined()
    }
}

/// The committed fixtures the fuzzer mutates, read once.
final class FixtureSet: @unchecked Sendable {
    let names: [String]
    private let contents: [String: [UInt8]]
    private let documents: [String: JSONValue]

    init(root: URL) throws {
        var names: [String] = []
        var contents: [String: [UInt8]] = [:]
        var documents: [String: JSONValue] = [:]
        for folder in ["specs", "expected", "results", "bad"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).sorted()
            for file in files where file.hasSuffix(".json") {
                let name = "\(folder)/\(file)"
                let bytes = Array(try Data(contentsOf: root.appendingPathComponent(name)))
                names.append(name)
                contents[name] = bytes
                documents[name] = try? JSONValue(parsing: bytes)
            }
        }
        for (name, bytes) in GeneratedFixtures.all {
            names.append(name)
            contents[name] = bytes
            documents[name] = try? JSONValue(parsing: bytes)
        }
        self.names = names
        self.contents = contents
        self.documents = documents
    }

    func bytes(_ name: String) -> [UInt8] { contents[name] ?? [] }
    func document(_ name: String) -> JSONValue? { documents[name] }
}

/// Draws `CLIFuzzCase`s.
struct CLIFuzzGenerator {
    let fixtures: FixtureSet

    func generate(seed: UInt64, caseIndex: Int) -> CLIFuzzCase {
        var random = Xoshiro256StarStar(seed: SplitMix64.caseSeed(campaignSeed: seed, caseIndex: caseIndex))
        let fixture = random.pick(fixtures.names)
        var mutations: [DocumentMutation] = []
        let count = random.nextBool(probability: 0.1) ? 0 : random.nextInt(in: 1 ... 4)
        let paths = fixtures.document(fixture).map(Self.paths(in:)) ?? []
        for _ in 0 ..< count {
            mutations.append(mutation(paths: paths, &random))
        }
        var fuzzCase = CLIFuzzCase(
            fixture: fixture, mutations: mutations, arguments: [], viaStandardInput: random.nextBool(probability: 0.15),
            hostileArgument: false, outputExists: random.nextBool(probability: 0.2)
        )
        if random.nextBool(probability: 0.1) { fuzzCase.outputTarget = random.pick(Array(CLIFuzzCase.OutputTarget.allCases.dropFirst())) }
        if fuzzCase.viaStandardInput { fuzzCase.standardInputIsTheInputFile = random.nextBool(probability: 0.3) }
        let input = fuzzCase.viaStandardInput ? "-" : CLIFuzzCase.inputName
        switch random.nextInt(in: 0 ... 19) {
        case 0 ... 5: fuzzCase.arguments = layoutArguments(input, &random)
        case 6 ... 10: fuzzCase.arguments = checkArguments(input, &random)
        case 11 ... 14: fuzzCase.arguments = queryArguments(input, &random)
        case 15 ... 18: fuzzCase.arguments = renderArguments(input, &random)
        default: fuzzCase.arguments = fuzzArguments(&random)
        }
        if random.nextBool(probability: 0.15) {
            // One value made hostile (never the input's name: that is the fixture's job).
            let values = fuzzCase.arguments.indices.filter {
                $0 > 1 && fuzzCase.arguments[$0 - 1].hasPrefix("--") && !["--result", "--out"].contains(fuzzCase.arguments[$0 - 1])
            }
            if !values.isEmpty {
                fuzzCase.arguments[random.pick(values)] = random.pick(Self.hostileValues)
                fuzzCase.hostileArgument = true
            }
        }
        return fuzzCase
    }

    // MARK: Commands

    private func output(_ extension: String, _ input: String, _ random: inout Xoshiro256StarStar) -> [String] {
        switch random.nextInt(in: 0 ... 10) {
        case 0: return ["-o", CLIFuzzCase.inputName]  // the input itself (or standard input's file): refused
        case 10: return ["-o", String(repeating: "n", count: 250) + ".\(`extension`)"]  // the longest name a file may have
        case 1 ... 2: return ["-o", "-"]
        default: return ["-o", "out.\(`extension`)"]
        }
    }

    private func layoutArguments(_ input: String, _ random: inout Xoshiro256StarStar) -> [String] {
        ["layout", input] + (random.nextBool(probability: 0.3) ? [] : output("json", input, &random))
    }

    private func checkArguments(_ input: String, _ random: inout Xoshiro256StarStar) -> [String] {
        var arguments = random.nextBool() ? ["check", input] : ["check", "--result", input]
        if random.nextBool(probability: 0.3) { arguments += ["--tolerance", random.pick(["0", "1e-6", "0.5", "1000"])] }
        if random.nextBool(probability: 0.3) {
            arguments += ["--invariants", random.pick(["noOverlap", "inBounds,tightContentSize", "scaling,transposition,determinism", "indexAgreement,lookup", ",,", "noOverlap,"])]
        }
        if random.nextBool(probability: 0.2) { arguments += ["--limit", random.pick(["1", "3", "1000"])] }
        return arguments
    }

    private func queryArguments(_ input: String, _ random: inout Xoshiro256StarStar) -> [String] {
        var arguments = ["query", input, "--rect", random.pick(Self.rects)]
        if random.nextBool(probability: 0.15) {
            arguments.append("--sweep")
            if random.nextBool() { arguments += ["--step", random.pick(["10", "100", "1e300", "0.001"])] }
            if random.nextBool() { arguments += ["--frames", random.pick(["1", "10", "1000", "1000000"])] }
            if random.nextBool(probability: 0.3) { arguments.append("--all-indexes") }
        } else if random.nextBool() {
            arguments.append("--all-indexes")
        } else {
            arguments += ["--index", random.pick(IndexKind.builtIn.map(\.name))]
        }
        return arguments
    }

    private func renderArguments(_ input: String, _ random: inout Xoshiro256StarStar) -> [String] {
        var arguments = ["render", input] + output("svg", input, &random)
        if random.nextBool(probability: 0.4) { arguments += ["--viewport", random.pick(Self.rects)] }
        if random.nextBool(probability: 0.2) { arguments += ["--highlight", random.pick(["0", "0,1,2", "5,99999"])] }
        if random.nextBool(probability: 0.2) { arguments += ["--width", random.pick(["16", "800", "100000"])] }
        if random.nextBool(probability: 0.2) { arguments += ["--tolerance", random.pick(["0", "1"])] }
        return arguments
    }

    private func fuzzArguments(_ random: inout Xoshiro256StarStar) -> [String] {
        let profiles = Profile.allCases.filter { $0 != .huge }.map(\.rawValue)
        var arguments = [
            "fuzz", "--layout", random.pick(LayoutCatalog.builtIn.names + ["engines", "seed-ports"]), "--profile", random.pick(profiles),
            "--cases", String(random.nextInt(in: 1 ... 3)), "--seed", String(random.next()),
        ]
        // Always bounded: without a time limit a campaign may rightly run for hours.
        arguments += ["--time", random.pick(["1ms", "50ms", "2s"])]
        if random.nextBool(probability: 0.1) { arguments += ["--updates", random.pick(["appends", "mixed", "all"])] }
        if random.nextBool(probability: 0.3) { arguments += ["--shard", random.pick(["1/2", "2/2", "3/7"])] }
        if random.nextBool(probability: 0.2) { arguments += ["--case", String(random.nextInt(in: 0 ... 1000))] }
        if random.nextBool(probability: 0.3) { arguments += ["--tolerance", random.pick(["0", "1e-6"])] }
        if random.nextBool(probability: 0.3) { arguments += ["--invariants", random.pick(["noOverlap", "inBounds,completeness"])] }
        if random.nextBool(probability: 0.3) { arguments += ["--out", "failures"] }
        return arguments
    }

    static let rects = [
        "0,0,390,844", "-1e9,-1e9,1e9,1e9", "150,150,10,10", "0,0,0,0", "200,200,400,400", "-1.7e308,-1.7e308,1.7e308,1.7e308",
        "1e300,1e300,1e301,1e301", "0,5000,390,5844",
    ]

    static let hostileValues: [String] = [
        "", "-1", "0", "nan", "inf", "-inf", "1e16s", "1e400", "1e-400", "9223372036854775808", "-9223372036854775809",
        String(repeating: "9", count: 400), "100000000000000000/100000000000000000", "0/0", "1/0", "-1/3", "1,2,3", "a,b,c,d",
        "nan,0,1,1", "1,1,1,1,1", "\u{1B}[2J\u{7}", "\u{202E}evil", String(repeating: "x", count: 100_000), "0x", "0xFFFFFFFFFFFFFFFFF",
        "all", "engines", "huge", "--help", "-", "1e16", "86400000000ms",
    ]

    // MARK: Mutations

    /// Every path of `document`, with the value there.
    static func paths(in document: JSONValue) -> [([DocumentMutation.Step], JSONValue)] {
        var found: [([DocumentMutation.Step], JSONValue)] = []
        func visit(_ value: JSONValue, _ path: [DocumentMutation.Step]) {
            found.append((path, value))
            switch value {
            case let .object(members): for member in members { visit(member.value, path + [.member(member.key)]) }
            case let .array(values): for (index, element) in values.enumerated() { visit(element, path + [.element(index)]) }
            default: break
            }
        }
        visit(document, [])
        return found
    }

    static let extremeNumbers: [Double] = [
        0, -0.0, 1, -1, 0.5, 0.1, 3.0000000000000004, 5e-324, 1e-320, 2.2250738585072014e-308, 1e-300, 1e-7, 1e15, 1e300, 1e308,
        1.7976931348623157e308, -1e308, -1.7976931348623157e308, 2_147_483_647, 2_147_483_648, -2_147_483_648, 4_294_967_296,
        9_007_199_254_740_992, 9_007_199_254_740_994, 9.223372036854775807e18, 1_048_576, 1_048_577, 16_777_216, 1e6, 100_000, 64, 7,
    ]

    static let numberLiterals = [
        "1e999", "-1e999", "1e-999", "-0", "0e0", "1" + String(repeating: "0", count: 400), "9223372036854775808",
        "18446744073709551616", "1.0000000000000000000000001", "00", "1.", ".5", "+1", "0x10", "NaN", "Infinity", "1e", "--1",
    ]

    static let wrongTypes: [JSONValue] = [
        .string("x"), .bool(true), .null, .array([]), .object([]), .array([.number(1), .number(2)]), .object([("a", .number(1))]),
    ]

    static let strings: [String] = [
        String(repeating: "a", count: 1000), String(repeating: "b", count: 100_000), String(repeating: "c", count: 1_000_000),
        "\u{1B}[2J\u{7}\u{0}", "\u{202E}evil", "grid ", "cell\u{0}", "", "é", "seed-grid", "waterfall", "footer",
    ]

    static let keys = ["colums", "", "\u{0}", "layout", "sections", "\u{1B}[31m", String(repeating: "k", count: 10_000), "span", "columns"]

    private func mutation(paths: [([DocumentMutation.Step], JSONValue)], _ random: inout Xoshiro256StarStar) -> DocumentMutation {
        func pick(where accepts: (JSONValue) -> Bool) -> [DocumentMutation.Step]? {
            let candidates = paths.filter { accepts($0.1) }
            return candidates.isEmpty ? nil : random.pick(candidates).0
        }
        let fraction = random.nextUnit()
        switch random.nextInt(in: 0 ... 15) {
        case 0 ... 3:
            if let path = pick(where: { if case .number = $0 { true } else { false } }) {
                return .replace(path, with: .number(random.pick(Self.extremeNumbers)))
            }
        case 4:
            if let path = pick(where: { _ in true }), !path.isEmpty { return .replace(path, with: random.pick(Self.wrongTypes)) }
        case 5:
            if let path = pick(where: { _ in true }), !path.isEmpty { return .remove(path) }
        case 6:
            if let path = pick(where: { if case .object = $0 { true } else { false } }) {
                return .addMember(path, key: random.pick(Self.keys), value: random.nextBool() ? .number(random.pick(Self.extremeNumbers)) : .string("x"))
            }
        case 7 ... 8:
            if let path = pick(where: { if case .array = $0 { true } else { false } }), !path.isEmpty {
                return .repeatElement(path + [.element(0)], times: random.pick([1, 10, 300, 3000]))
            }
        case 9:
            if let path = pick(where: { _ in true }) { return .nest(path, depth: random.pick([10, 511, 513, 5000])) }
        case 10:
            if let path = pick(where: { if case .string = $0 { true } else { false } }) { return .replace(path, with: .string(random.pick(Self.strings))) }
        case 11: return .truncate(atFraction: fraction)
        case 12: return .overwriteBytes(atFraction: fraction, with: (0 ..< random.nextInt(in: 1 ... 8)).map { _ in UInt8(random.next(below: 256)) })
        case 13: return .insertBytes(atFraction: fraction, Array(random.pick(["\u{1B}[2J", "\"", "{", "]", ",", "\u{0}", "\"layout\": \"grid\", ", "\\u0000"]).utf8) + (random.nextBool(probability: 0.2) ? [0xFF, 0xFE] : []))
        default: return .replaceNumberLiteral(occurrence: random.nextInt(in: 0 ... 1000), with: random.pick(Self.numberLiterals))
        }
        return .truncate(atFraction: fraction)
    }
}
