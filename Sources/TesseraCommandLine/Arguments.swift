import TesseraArguments
import TesseraCore

/// The parsed words of one subcommand: positional arguments, `--flag`s and `--option value`s.
///
/// Each command declares which options take a value and which are bare flags, so that an
/// unknown or misspelled option is an error rather than a silently ignored word.
struct Arguments {
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// Parses `words` for a command that accepts `options` (taking a value) and `flags`.
    /// `-o` is accepted as `--output`; a lone `-` is a positional (standard input). A value is
    /// the next word or follows `=`, never another option (`ArgumentScanner`).
    init(_ words: [String], options: Set<String>, flags: Set<String>) throws(CommandLineError) {
        var scanner = ArgumentScanner(words.map { $0 == "-o" ? "--output" : $0 })
        while let token = scanner.next() {
            switch token {
            case let .word(word):
                if word.hasPrefix("-"), word != "-" { throw .usage("unknown option \(Excerpt.plain(word))") }
                positionals.append(word)
            case let .option(name, inlineValue) where flags.contains(name):
                guard inlineValue == nil else { throw .usage("--\(name) takes no value") }
                self.flags.insert(name)
            case let .option(name, inlineValue) where options.contains(name):
                guard let value = scanner.value(inline: inlineValue) else { throw .usage("--\(name) needs a value") }
                values[name] = value
            case let .option(name, _):
                let known = (options.union(flags)).sorted().map { "--\($0)" }.joined(separator: ", ")
                throw .usage("unknown option --\(Excerpt.plain(name)) (options: \(known))")
            }
        }
    }

    /// Whether `--name` was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of `--name`, if given.
    func value(_ name: String) -> String? { values[name] }

    /// The value of `--name` when it names a file (`-o`, `--out`, `--result`): an empty name
    /// is a usage error (an unset variable in a script), not a file the system cannot find.
    func path(_ name: String) throws(CommandLineError) -> String? {
        guard let path = values[name] else { return nil }
        guard !path.isEmpty else { throw .usage("\(name == "output" ? "-o" : "--" + name) \"\": expected a file name") }
        return path
    }

    /// The single positional argument the command needs, named `what` in errors.
    func onlyPositional(_ what: String) throws(CommandLineError) -> String {
        guard let first = positionals.first else { throw .usage("missing \(what)") }
        guard positionals.count == 1 else { throw .usage("unexpected argument \(Excerpt.plain(positionals[1]))") }
        return first
    }

    /// `--name`'s value parsed as an integer within `range`.
    func integer(_ name: String, in range: ClosedRange<Int>) throws(CommandLineError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = ArgumentScanner.integer(text, in: range) else {
            throw .usage("--\(name) \(Excerpt.plain(text)): expected an integer in \(range.lowerBound)...\(range.upperBound)")
        }
        return number
    }

    /// `--name`'s value parsed as a finite number ≥ 0.
    func nonNegativeNumber(_ name: String) throws(CommandLineError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = ArgumentScanner.nonNegativeNumber(text) else {
            throw .usage("--\(name) \(Excerpt.plain(text)): expected a finite number ≥ 0")
        }
        return number
    }
}
