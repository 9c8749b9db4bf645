import Foundation
import TesseraCheck
import TesseraCommandLine
import TesseraCore

/// What a CLI fuzz case did wrong: a kind (which rule it broke, what shrinking must keep)
/// and the details.
struct CLIFuzzFailure: Error, CustomStringConvertible {
    var kind: String
    var detail: String

    var description: String { "\(kind): \(detail)" }
}

/// Runs a `CLIFuzzCase` in-process in a scratch directory and judges what it did against
/// what any command owes untrusted input: an exit status of 0, 1 or 2 (2 only for a command
/// line that is wrong), an error that names the file and the field, messages with no raw
/// control characters and no echoed megabytes, an output that reads back when it succeeds,
/// no file left behind, the input untouched — and, for Tessera's own engines, no violation
/// and no disagreeing index.
struct CLIFuzzOracle {
    let fixtures: FixtureSet
    /// The directory each case runs in (emptied first).
    let directory: URL

    /// Runs `fuzzCase` (with `input` instead of its own when given, for shrinking) and
    /// returns its failure, if any.
    func check(_ fuzzCase: CLIFuzzCase, input override: [UInt8]? = nil) -> CLIFuzzFailure? {
        let input = override ?? fuzzCase.input(fixtures)
        let manager = FileManager.default
        try? manager.removeItem(at: directory)
        try? manager.createDirectory(at: directory, withIntermediateDirectories: true)
        let inputIsAFile = !fuzzCase.viaStandardInput || fuzzCase.standardInputIsTheInputFile
        if inputIsAFile {
            try? Data(input).write(to: directory.appendingPathComponent(CLIFuzzCase.inputName))
        }
        let outputName = Self.outputName(fuzzCase.arguments)
        // `-o input.json` names the input only when the input is that file; with standard
        // input from elsewhere it is an ordinary output name, prepared as any other.
        if let outputName, outputName != CLIFuzzCase.inputName || !inputIsAFile {
            let path = directory.appendingPathComponent(outputName).path
            switch fuzzCase.outputTarget {
            case .plain:
                if fuzzCase.outputExists { try? Data(CLIFuzzCase.previousOutput.utf8).write(to: URL(fileURLWithPath: path)) }
            case .fifo:
                mkfifo(path, 0o644)
            case .danglingLink:
                symlink(Self.linkTarget, path)
            case .privateFile:
                try? Data(CLIFuzzCase.previousOutput.utf8).write(to: URL(fileURLWithPath: path))
                chmod(path, 0o600)
            }
        }
        let streams = MemoryStreams(input: fuzzCase.viaStandardInput ? input : [])
        if fuzzCase.standardInputIsTheInputFile {
            streams.inputFile = FileIdentity(path: directory.appendingPathComponent(CLIFuzzCase.inputName).path)
        }
        let status = TesseraTool.run(fuzzCase.arguments, in: CommandContext(streams: streams, workingDirectory: directory.path))
        do {
            try judge(fuzzCase, input: input, status: status, streams: streams, outputName: outputName)
            return nil
        } catch let failure as CLIFuzzFailure {
            return failure
        } catch {
            return CLIFuzzFailure(kind: "oracle error", detail: "\(error)")
        }
    }

    /// Where a dangling `-o` link points (the file a success creates).
    static let linkTarget = "link-target.out"

    /// The most bytes a command writes, whatever its input: the largest output budget (a
    /// sweep's 256 MiB) and room for the rest.
    static let outputLimit = (1 << 28) + (1 << 20)

    /// The file `-o` names, when it is a file in the case's directory.
    static func outputName(_ arguments: [String]) -> String? {
        guard let flag = arguments.firstIndex(of: "-o"), flag + 1 < arguments.count, arguments[flag + 1] != "-" else { return nil }
        return arguments[flag + 1]
    }

    private func judge(_ fuzzCase: CLIFuzzCase, input: [UInt8], status: Int32, streams: MemoryStreams, outputName: String?) throws {
        let errorText = streams.errorText
        func fail(_ kind: String, _ detail: String = "") -> CLIFuzzFailure {
            CLIFuzzFailure(kind: kind, detail: "exit \(status)\n" + Self.shown(errorText) + detail)
        }
        guard [0, 1, 2].contains(status) else { throw fail("exit status outside 0, 1, 2") }

        // Messages: no raw control or invisible characters, nothing echoed by the megabyte.
        if let bad = errorText.unicodeScalars.first(where: { $0 != "\n" && Self.isInvisible($0) }) {
            throw fail("raw control character in a message", " (U+\(String(bad.value, radix: 16, uppercase: true)))")
        }
        if let long = errorText.split(separator: "\n").first(where: { $0.utf8.count > 4096 }) {
            throw fail("message line of \(long.utf8.count) bytes")
        }

        // Files: the input untouched, a previous output intact unless replaced by success,
        // nothing else but the outputs of a success.
        let inputPath = directory.appendingPathComponent(CLIFuzzCase.inputName)
        let inputIsAFile = !fuzzCase.viaStandardInput || fuzzCase.standardInputIsTheInputFile
        if inputIsAFile, (try? Data(contentsOf: inputPath)).map(Array.init) != input {
            throw fail("the input file was changed")
        }
        let sameAsInput = outputName == CLIFuzzCase.inputName && inputIsAFile
        var allowed: Set<String> = inputIsAFile ? [CLIFuzzCase.inputName] : []
        if let outputName, !sameAsInput, fuzzCase.outputExists || status == 0 || fuzzCase.outputTarget != .plain { allowed.insert(outputName) }
        if fuzzCase.outputTarget == .danglingLink, status == 0, outputName != nil, !sameAsInput { allowed.insert(Self.linkTarget) }
        let writesFailures = fuzzCase.arguments.contains("--out")
        if writesFailures { allowed.insert("failures") }
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        if let stray = present.subtracting(allowed).sorted().first { throw fail("file left behind", ": \(stray)") }
        if let outputName, !sameAsInput, fuzzCase.outputExists || fuzzCase.outputTarget == .privateFile, fuzzCase.outputTarget != .fifo,
           fuzzCase.outputTarget != .danglingLink, status != 0 {
            let kept = try? String(contentsOf: directory.appendingPathComponent(outputName), encoding: .utf8)
            guard kept == CLIFuzzCase.previousOutput else { throw fail("a failed command replaced its previous output") }
        }
        // `--help` prints the usage and writes no file, whatever `-o` names.
        let asksForHelp = fuzzCase.arguments.contains("--help") || fuzzCase.arguments.contains("-h")
        if let outputName, !sameAsInput {
            try judgeOutputTarget(fuzzCase, at: directory.appendingPathComponent(outputName).path, wrote: status == 0 && !asksForHelp, fail: fail)
        }
        let written = streams.output.count + (outputName.flatMap { name in
            (try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path))?[.size] as? Int
        } ?? 0)
        if written > Self.outputLimit { throw fail("\(written) bytes written, more than any output budget") }

        if asksForHelp {
            guard status == 0, streams.outputText.hasPrefix("usage: tessera \(fuzzCase.command)") else { throw fail("--help did not print the usage") }
            return
        }
        switch status {
        case 2:
            guard errorText.contains("usage: ") else { throw fail("exit 2 without a usage message") }
            let inputDependent = ["--highlight", "--sweep would take", "--sweep of", "--rect", "--step", "is the input file",
                                  "an empty invariant name"].contains { errorText.contains($0) }
            guard fuzzCase.hostileArgument || inputDependent else { throw fail("usage error for a well-formed command line") }
        case 1:
            try judgeFailure(fuzzCase, errorText: errorText, stdout: streams.outputText, fail: fail)
        default:
            if sameAsInput, !fuzzCase.hostileArgument { throw fail("writing over the input was not refused") }
            try judgeSuccess(fuzzCase, streams: streams, outputName: outputName, fail: fail)
        }
        if sameAsInput, status != 2 { throw fail("writing over the input was not refused") }
    }

    /// What `-o`'s target must be after the command (`wrote`: it succeeded at writing its
    /// output): a FIFO refused and kept, a dangling link kept as a link (written through on
    /// success), a private file's mode kept.
    private func judgeOutputTarget(_ fuzzCase: CLIFuzzCase, at path: String, wrote: Bool, fail: (String, String) -> CLIFuzzFailure) throws {
        var info = stat()
        switch fuzzCase.outputTarget {
        case .plain:
            return
        case .fifo:
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFIFO else { throw fail("the FIFO -o named was replaced", "") }
            if wrote { throw fail("a write to a FIFO no process reads succeeded", "") }
        case .danglingLink:
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { throw fail("the symbolic link -o named was replaced", "") }
        case .privateFile:
            guard stat(path, &info) == 0 else { throw fail("the file -o named is gone", "") }
            if info.st_mode & 0o777 != 0o600 { throw fail("the replaced file's mode became \(String(info.st_mode & 0o777, radix: 8))", "") }
        }
    }

    private func judgeFailure(
        _ fuzzCase: CLIFuzzCase, errorText: String, stdout: String, fail: (String, String) -> CLIFuzzFailure
    ) throws {
        let command = fuzzCase.command
        let prefix = "tessera \(command): "
        guard let first = errorText.split(separator: "\n").first, first.hasPrefix(prefix) else {
            throw fail("a failure without a message naming the command", "")
        }
        var message = Substring(first.dropFirst(prefix.count))
        if message.hasPrefix("cannot write ") { return }
        if command == "fuzz" {
            guard message.contains("campaign(s) failed") else { throw fail("fuzz failed without a campaign failing", "") }
            let layout = fuzzCase.arguments[fuzzCase.arguments.firstIndex(of: "--layout")! + 1]
            if LayoutCatalog.engines.names.contains(layout) || layout == "engines", !stdout.contains("time budget reached") {
                throw fail("a fuzz campaign of Tessera's engines failed", "\n" + Self.shown(stdout))
            }
            return
        }
        if message.hasPrefix("indexes disagree") { throw fail("indexes disagree", "") }
        let name = fuzzCase.viaStandardInput ? MemoryStreams.inputName : CLIFuzzCase.inputName
        if command == "check", message.hasPrefix(name + " ("), message.contains("violation(s) of") {
            // `input.json (grid, 100 items): …` for a spec, `input.json (3 elements): …` for a result.
            let layout = message.dropFirst(name.count + 2).split(separator: ",").first.map(String.init) ?? ""
            if LayoutCatalog.engines.names.contains(layout) {
                throw fail("Tessera's engine broke an invariant", "\n" + Self.shown(stdout))
            }
            return
        }
        guard message.hasPrefix(name + ": ") else { throw fail("a failure that does not name the input", "") }
        message = message.dropFirst(name.count + 2)
        for fileLevel in ["cannot read: ", "larger than ", "this is a layout result"] where message.hasPrefix(fileLevel) { return }
        guard Self.startsWithPlace(message) else { throw fail("an input error that names no field", "") }
    }

    private func judgeSuccess(
        _ fuzzCase: CLIFuzzCase, streams: MemoryStreams, outputName: String?, fail: (String, String) -> CLIFuzzFailure
    ) throws {
        let written = outputName.flatMap { try? Data(contentsOf: directory.appendingPathComponent($0)) }.map { Array($0) } ?? streams.output
        switch fuzzCase.command {
        case "layout":
            do {
                _ = try LayoutResult(json: try JSONValue(parsing: written))
            } catch {
                throw fail("a layout written that does not read back", ": \(error)")
            }
        case "render":
            guard written.starts(with: Array("<?xml".utf8)) else { throw fail("a rendering that is not SVG", "") }
        default:
            break
        }
    }

    /// Whether `message` starts with where the problem is: `line L, column C: `, `document: `
    /// or a JSON path (names, `[index]`, `["quoted key"]`) followed by `: `.
    static func startsWithPlace(_ message: Substring) -> Bool {
        if message.hasPrefix("line "), let colon = message.firstIndex(of: ":") {
            return message[..<colon].split(separator: " ").count == 4
        }
        var index = message.startIndex
        var sawSegment = false
        func isName(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        while index < message.endIndex {
            let character = message[index]
            if isName(character) {
                while index < message.endIndex, isName(message[index]) { index = message.index(after: index) }
                sawSegment = true
            } else if character == ".", sawSegment {
                index = message.index(after: index)
            } else if character == "[" || (character == "\"" && !sawSegment) {
                // `[index]`, `["quoted key"]`, or a quoted key at the root.
                let bracketed = character == "["
                if bracketed { index = message.index(after: index) }
                if index < message.endIndex, message[index] == "\"" {
                    // A quoted key: escaped quotes inside, then perhaps `… (N bytes)`.
                    index = message.index(after: index)
                    while index < message.endIndex, message[index] != "\"" {
                        if message[index] == "\\" { index = message.index(after: index) }
                        if index < message.endIndex { index = message.index(after: index) }
                    }
                    guard index < message.endIndex else { return false }
                    index = message.index(after: index)
                    if message[index...].hasPrefix(" (") {
                        guard let close = message[index...].firstIndex(of: ")") else { return false }
                        index = message.index(after: close)
                    }
                } else {
                    while index < message.endIndex, message[index].isNumber { index = message.index(after: index) }
                }
                if bracketed {
                    guard index < message.endIndex, message[index] == "]" else { return false }
                    index = message.index(after: index)
                }
                sawSegment = true
            } else {
                return sawSegment && message[index...].hasPrefix(": ")
            }
        }
        return false
    }

    /// `text` line by line, each escaped and cut, at most 40 lines.
    static func shown(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.prefix(40).map { Excerpt.plain($0, limit: 300) }.joined(separator: "\n") + (lines.count > 40 ? "\n…" : "")
    }

    /// Control, formatting, separator, private-use and unassigned code points.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: true
        default: false
        }
    }
}
