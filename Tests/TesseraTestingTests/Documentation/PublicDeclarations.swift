import Foundation

/// The public (and open) declarations of Tessera's library sources, found by reading them: a
/// small Swift lexer (comments and string literals blanked, braces tracked) and a scan for
/// declarations whose modifiers include `public` or `open`, outside function bodies.
///
/// Each declaration is named as docs/API.md names it: its module, then the enclosing types
/// and its name — with argument labels for functions, initialisers and subscripts
/// (`Rect.init(minX:minY:maxX:maxY:)`, `LayoutError.checkOption(_:_:minimum:)`). Members of
/// an extension count under the extended type. Enum cases and protocol requirements belong to
/// their enum or protocol and are not listed of their own.
///
/// Why not the compiler's symbol graph: `swift package dump-symbol-graph` builds the package
/// again and takes minutes; reading the sources takes a fraction of a second inside
/// `swift test`, needs nothing from the toolchain, and `public` is a keyword that has to be
/// written in the source.
struct PublicDeclaration: Hashable, Comparable, CustomStringConvertible {
    /// The module: the directory under `Sources/`, or `BenchmarkKit`.
    var module: String
    /// The enclosing types and the name, e.g. `Rect.init(minX:minY:maxX:maxY:)`.
    var name: String
    /// `struct`, `func`, `var`, … as written.
    var kind: String
    /// Where it is declared, `path:line`.
    var location: String
    /// The first sentence of its documentation comment, if any.
    var summary: String

    var description: String { "\(module): \(name)" }

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.module, lhs.name) < (rhs.module, rhs.name) }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.module == rhs.module && lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) {
        hasher.combine(module)
        hasher.combine(name)
    }

    /// The library source directories and their modules: every target under `Sources/` but the
    /// executable (`tessera`, which declares nothing public), and BenchmarkKit. Modules added
    /// under `Sources/` are found by themselves.
    static func sourceDirectories(root: URL) throws -> [(module: String, path: String)] {
        let sources = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
            .filter { !$0.hasPrefix(".") && $0 != "tessera" }.sorted()
        return sources.map { ($0, "Sources/" + $0) } + [("BenchmarkKit", "Benchmarks/BenchmarkKit")]
    }

    /// Every public declaration under `root`'s library sources.
    static func scan(root: URL) throws -> [PublicDeclaration] {
        var declarations: [PublicDeclaration] = []
        for (module, directory) in try sourceDirectories(root: root) {
            let base = root.appendingPathComponent(directory)
            guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { continue }
            var files: [(text: String, path: String)] = []
            for case let file as String in enumerator where file.hasSuffix(".swift") {
                files.append((try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8), directory + "/" + file))
            }
            declarations += scan(files, module: module)
        }
        return declarations.sorted()
    }

    /// The public declarations of one module's files: members of a type declared without
    /// `public` (in any of the files) are left out.
    static func scan(_ files: [(text: String, path: String)], module: String) -> [PublicDeclaration] {
        var found: [PublicDeclaration] = []
        var nonPublicTypes: Set<String> = []
        for file in files {
            var scanner = DeclarationScanner(tokens: SwiftTokens.lex(file.text), module: module, path: file.path)
            scanner.run()
            found += scanner.found
            nonPublicTypes.formUnion(scanner.nonPublicTypes)
        }
        return found.filter { declaration in !nonPublicTypes.contains { declaration.name.hasPrefix($0 + ".") } }
    }

    /// The public declarations of one file's `text`.
    static func scan(_ text: String, module: String, path: String) -> [PublicDeclaration] {
        scan([(text, path)], module: module)
    }
}

/// A token of Swift source: an identifier or keyword, a punctuation character, an operator,
/// or a documentation line (`///`), with its line number.
struct SwiftToken: Equatable {
    enum Kind: Equatable { case word, punctuation, symbol, documentation }
    var kind: Kind
    var text: String
    var line: Int
}

/// A lexer just good enough to find declarations: comments and string literals (with their
/// interpolations, multi-line and raw forms) produce no tokens, so braces and keywords inside
/// them do not count.
enum SwiftTokens {
    static let operatorCharacters: Set<Character> = ["=", "-", "+", "!", "*", "/", "%", "<", ">", "&", "|", "^", "~", "?", "."]

    static func lex(_ text: String) -> [SwiftToken] {
        let characters = Array(text)
        var tokens: [SwiftToken] = []
        var index = 0
        var line = 1
        func peek(_ offset: Int) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }

        /// Skips a string literal starting at `index` (at its `#`s or opening quote).
        func skipString() {
            var hashes = 0
            while peek(0) == "#" { hashes += 1; index += 1 }
            let multiLine = peek(0) == "\"" && peek(1) == "\"" && peek(2) == "\""
            index += multiLine ? 3 : 1
            let closing = String(repeating: "\"", count: multiLine ? 3 : 1) + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            while index < characters.count {
                if characters[index] == "\n" { line += 1 }
                if matches(escape) {
                    index += escape.count
                    if peek(0) == "(" { skipInterpolation() } else { index += 1 }
                    continue
                }
                if matches(closing) { index += closing.count; return }
                index += 1
            }
        }

        /// Skips `( … )` of an interpolation, strings inside it included.
        func skipInterpolation() {
            var depth = 0
            while index < characters.count {
                let character = characters[index]
                if character == "\"" { skipString(); continue }
                if character == "\n" { line += 1 }
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1; if depth == 0 { index += 1; return } }
                index += 1
            }
        }

        func matches(_ literal: String) -> Bool {
            var offset = 0
            for character in literal {
                guard peek(offset) == character else { return false }
                offset += 1
            }
            return true
        }

        while index < characters.count {
            let character = characters[index]
            if character == "\n" { line += 1; index += 1; continue }
            if character.isWhitespace { index += 1; continue }
            if character == "/", peek(1) == "/" {
                let start = index
                while index < characters.count, characters[index] != "\n" { index += 1 }
                let comment = String(characters[start ..< index])
                if comment.hasPrefix("///") {
                    tokens.append(SwiftToken(kind: .documentation, text: String(comment.dropFirst(3)).trimmingCharacters(in: .whitespaces), line: line))
                }
                continue
            }
            if character == "/", peek(1) == "*" {
                var depth = 0
                repeat {
                    if matches("/*") { depth += 1; index += 2 } else if matches("*/") { depth -= 1; index += 2 } else {
                        if characters[index] == "\n" { line += 1 }
                        index += 1
                    }
                } while depth > 0 && index < characters.count
                continue
            }
            if character == "\"" || (character == "#" && (peek(1) == "\"" || peek(1) == "#")) {
                skipString()
                continue
            }
            if character.isLetter || character == "_" || character == "`" || character == "@" || character == "#" || character == "$" {
                let start = index
                index += 1
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" || characters[index] == "`" {
                    index += 1
                }
                tokens.append(SwiftToken(kind: .word, text: String(characters[start ..< index]).replacingOccurrences(of: "`", with: ""), line: line))
                continue
            }
            if character.isNumber {
                while index < characters.count, characters[index].isNumber || characters[index].isLetter || characters[index] == "_" || characters[index] == "." {
                    index += 1
                }
                continue
            }
            if operatorCharacters.contains(character) {
                let start = index
                while index < characters.count, operatorCharacters.contains(characters[index]) { index += 1 }
                tokens.append(SwiftToken(kind: .symbol, text: String(characters[start ..< index]), line: line))
                continue
            }
            tokens.append(SwiftToken(kind: .punctuation, text: String(character), line: line))
            index += 1
        }
        return tokens
    }
}

/// Walks the tokens of one file, keeping the stack of enclosing braces (a type's or extension's
/// body, or any other), and records declarations that are public.
struct DeclarationScanner {
    let tokens: [SwiftToken]
    let module: String
    let path: String
    var found: [PublicDeclaration] = []
    /// Types declared without `public`: their members are not public, whatever they say.
    var nonPublicTypes: Set<String> = []

    /// What a `{` opened: the body of a type or extension (with its name, and whether it is a
    /// protocol or an enum, whose members are not listed), or anything else.
    enum Scope { case type(name: String, isProtocol: Bool), other }
    var scopes: [Scope] = []
    /// The type or extension whose body the next `{` opens.
    var pendingType: (name: String, isProtocol: Bool)?
    var documentation: [String] = []
    var index = 0

    static let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "extension"]
    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "subscript", "struct", "class", "enum", "protocol", "actor", "typealias", "extension",
    ]

    init(tokens: [SwiftToken], module: String, path: String) {
        self.tokens = tokens
        self.module = module
        self.path = path
    }

    var insideBody: Bool { scopes.contains { if case .other = $0 { true } else { false } } }
    var typePath: [String] { scopes.compactMap { if case let .type(name, _) = $0 { name } else { nil } } }
    var insideProtocol: Bool { scopes.contains { if case .type(_, true) = $0 { true } else { false } } }

    func token(_ offset: Int) -> SwiftToken? { index + offset < tokens.count ? tokens[index + offset] : nil }

    mutating func run() {
        var previousWasDocumentation = false
        while index < tokens.count {
            let current = tokens[index]
            defer { previousWasDocumentation = current.kind == .documentation }
            switch (current.kind, current.text) {
            case (.documentation, let text):
                // A documentation comment belongs to the next declaration: a new block starts
                // after any code.
                if !previousWasDocumentation { documentation = [] }
                documentation.append(text)
                index += 1
            case (.punctuation, "{"):
                if let type = pendingType { scopes.append(.type(name: type.name, isProtocol: type.isProtocol)) } else { scopes.append(.other) }
                pendingType = nil
                index += 1
            case (.punctuation, "}"):
                if !scopes.isEmpty { scopes.removeLast() }
                index += 1
            case (.word, let word) where !insideBody && Self.typeKeywords.contains(word) && startsTypeDeclaration():
                let (name, isPublic) = typeDeclaration()
                let fullName = word == "extension" ? name : (typePath + [name]).joined(separator: ".")
                // A scope holds the name as its body extends it: an extension's whole
                // (possibly dotted) name, a nested type's own name.
                pendingType = (name, word == "protocol")
                if isPublic, word != "extension" { record(name: fullName, kind: word, at: current.line) }
                if !isPublic, word != "extension" { nonPublicTypes.insert(fullName) }
            case (.word, "public"), (.word, "open"):
                if !insideBody, !insideProtocol { member(at: current.line) } else { index += 1 }
            default:
                index += 1
            }
        }
    }

    /// Whether the type keyword at `index` declares a type (`struct Name`, `extension Name`),
    /// not a modifier such as `class func`.
    func startsTypeDeclaration() -> Bool {
        guard let next = token(1), next.kind == .word else { return false }
        return !Self.declarationKeywords.contains(next.text) && !["static", "final", "override"].contains(next.text)
    }

    /// Reads the type or extension declaration at `index` up to its `{` (not consumed):
    /// its name and whether the modifiers before it include `public`/`open`.
    mutating func typeDeclaration() -> (name: String, isPublic: Bool) {
        var back = index - 1
        var isPublic = false
        while back >= 0, tokens[back].kind == .word, !Self.declarationKeywords.contains(tokens[back].text) || tokens[back].text == "final" {
            if tokens[back].text == "public" || tokens[back].text == "open" { isPublic = true }
            back -= 1
        }
        let keyword = tokens[index].text
        index += 1
        var name = tokens[index].text
        index += 1
        if keyword == "extension" {
            while let dot = token(0), dot.text == ".", let next = token(1), next.kind == .word {
                name += "." + next.text
                index += 2
            }
        }
        while let next = token(0), !(next.kind == .punctuation && (next.text == "{" || next.text == "}")) { index += 1 }
        return (name, isPublic)
    }

    /// Reads the modifiers from `public`/`open` at `index` to the declaration keyword, then the
    /// declaration, and records it.
    mutating func member(at line: Int) {
        var offset = 1
        while let next = token(offset) {
            if next.kind == .word, Self.declarationKeywords.contains(next.text) { break }
            if next.kind == .word || next.text == "(" || next.text == ")" {
                offset += 1
                continue
            }
            return index += offset
        }
        guard let keyword = token(offset) else { return index = tokens.count }
        if Self.typeKeywords.contains(keyword.text) {
            // A type: handled by `run` at its keyword, which looks back for `public`.
            index += offset
            return
        }
        index += offset + 1
        let owner = typePath
        var name: String
        switch keyword.text {
        case "init":
            name = keyword.text
            if let mark = token(0), mark.text == "?" || mark.text == "!" { index += 1 }
            name += labels()
        case "subscript":
            // A subscript's parameters have no argument labels unless written twice
            // (`subscript(id id: Int)`).
            name = keyword.text + labels(singleNamesAreLabels: false)
        case "func":
            name = token(0)?.text ?? "?"
            let isOperator = token(0)?.kind == .symbol
            index += 1
            let argumentLabels = labels()
            // An operator's parameters have no labels.
            name += isOperator ? argumentLabels.replacing(/\w+:/, with: "_:") : argumentLabels
        case "var", "let", "typealias":
            name = token(0)?.text ?? "?"
            index += 1
        default:
            name = keyword.text
        }
        record(name: (owner + [name]).joined(separator: "."), kind: keyword.text, at: line)
    }

    /// `(a:_:b:)` from the parameter list at `index` (after any generic parameters), which is
    /// consumed.
    mutating func labels(singleNamesAreLabels: Bool = true) -> String {
        if let open = token(0), open.kind == .symbol, open.text.hasPrefix("<") {
            var depth = 0
            repeat {
                if let text = token(0)?.text, token(0)?.kind == .symbol {
                    depth += text.filter { $0 == "<" }.count - text.replacingOccurrences(of: "->", with: "").filter { $0 == ">" }.count
                }
                index += 1
            } while depth > 0 && index < tokens.count
        }
        guard token(0)?.text == "(" else { return "" }
        index += 1
        var depth = 1
        var angle = 0
        var parameter: [SwiftToken] = []
        var labels: [String] = []
        func finish() {
            guard let colon = parameter.firstIndex(where: { $0.text == ":" }) else { return }
            let names = parameter[..<colon].filter { $0.kind == .word && !["inout", "borrowing", "consuming", "isolated", "sending"].contains($0.text) && !$0.text.hasPrefix("@") }
            if let first = names.first { labels.append((names.count > 1 || singleNamesAreLabels ? first.text : "_") + ":") }
        }
        while index < tokens.count {
            let current = tokens[index]
            index += 1
            if current.kind == .punctuation, current.text == "(" || current.text == "[" { depth += 1 }
            if current.kind == .punctuation, current.text == ")" || current.text == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            if current.kind == .symbol {
                angle += current.text.filter { $0 == "<" }.count - current.text.replacingOccurrences(of: "->", with: "").filter { $0 == ">" }.count
            }
            if depth == 1, angle <= 0, current.text == "," {
                finish()
                parameter = []
                angle = 0
            } else if depth == 1 {
                parameter.append(current)
            }
        }
        finish()
        return "(" + labels.joined() + ")"
    }

    /// The documentation's first sentence: up to the first full stop that ends a word.
    static func firstSentence(of documentation: [String]) -> String {
        let text = documentation.prefix { !$0.isEmpty }.joined(separator: " ")
        guard let end = text.firstMatch(of: /[.:](\s|$)/) else { return text }
        return String(text[..<end.range.lowerBound]) + "."
    }

    mutating func record(name: String, kind: String, at line: Int) {
        found.append(PublicDeclaration(
            module: module, name: name, kind: kind, location: "\(path):\(line)",
            summary: Self.firstSentence(of: documentation)
        ))
        documentation = []
    }
}
