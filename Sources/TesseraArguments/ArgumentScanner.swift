/// Reads a command line word by word the way both of Tessera's executables do (`tessera` and
/// `tessera-bench`): `--name value`, `--name=value`, bare `--flag`s and plain words
/// (subcommands, positionals, `-` for standard input).
///
/// Which names exist, which take a value and what an error says stay with each tool: the
/// scanner only splits the words, so that both read `--flag=value`, refuse an option as the
/// value of another and parse numbers alike.
package struct ArgumentScanner {
    /// One word of the command line.
    package enum Token: Hashable, Sendable {
        /// `--name` or `--name=value` (`inlineValue` is then `value`, possibly empty).
        case option(name: String, inlineValue: String?)
        /// Any word not starting with `--`.
        case word(String)

        /// The word as it was written.
        package var text: String {
            switch self {
            case let .option(name, inlineValue): "--" + name + (inlineValue.map { "=" + $0 } ?? "")
            case let .word(word): word
            }
        }
    }

    private var remaining: ArraySlice<String>

    /// A scanner over `words` (without the program name).
    package init(_ words: [String]) {
        remaining = words[...]
    }

    /// The next word, or `nil` at the end.
    package mutating func next() -> Token? {
        guard let word = remaining.popFirst() else { return nil }
        guard word.hasPrefix("--") else { return .word(word) }
        let body = word.dropFirst(2)
        guard let equals = body.firstIndex(of: "=") else { return .option(name: String(body), inlineValue: nil) }
        return .option(name: String(body[..<equals]), inlineValue: String(body[body.index(after: equals)...]))
    }

    /// The value of an option that takes one: its `inlineValue`, else the next word unless that
    /// is itself an option (`--…`); `nil` when there is none (the caller's "needs a value").
    package mutating func value(inline inlineValue: String?) -> String? {
        if let inlineValue { return inlineValue }
        guard let next = remaining.first, !next.hasPrefix("--") else { return nil }
        remaining.removeFirst()
        return next
    }

    /// `text` as a whole number within `range`, or `nil`.
    package static func integer(_ text: String, in range: ClosedRange<Int>) -> Int? {
        guard let number = Int(text), range.contains(number) else { return nil }
        return number
    }

    /// `text` as a finite number ≥ 0, or `nil`.
    package static func nonNegativeNumber(_ text: String) -> Double? {
        guard let number = Double(text), number.isFinite, number >= 0 else { return nil }
        return number
    }
}
