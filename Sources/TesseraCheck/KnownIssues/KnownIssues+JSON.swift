import Foundation
import TesseraCore

// The committed file:
//
//     {
//       "knownIssues": [
//         {"invariant": "inBounds", "layout": "feed", "classes": ["subPixel", "pixel"], "maximumMagnitude": 1,
//          "reason": "rows of halves end a pixel past the edge", "link": "https://example.com/FEED-12"}
//       ]
//     }
//
// Each entry: `invariant` (required), `layout` and `implementation` or `index`, the matcher's
// conditions (`classes`, `maximumMagnitude`, `elementKinds`, `options`, `counterexample`,
// `wrongAnswers`, `scrollOnly`; at least one), `reason` and `link` (at least one). Unknown fields are refused: a misspelt condition would
// otherwise widen the entry silently.

extension KnownIssues {
    /// The fields an entry may have.
    static let entryFields = [
        "invariant", "layout", "implementation", "index", "classes", "maximumMagnitude", "elementKinds", "options", "counterexample",
        "wrongAnswers", "scrollOnly", "reason", "link",
    ]

    /// Reads the file at `path`; `invariants` are the names an entry may give (Tessera's
    /// built-in ones and your layouts' own: `LayoutCatalog.invariants`). Throws naming the
    /// file, the entry and the field.
    public init(
        contentsOfFile path: String, invariants: [Invariant] = LayoutCatalog.builtIn.invariants, whenFixed: FixedPolicy = .fail
    ) throws(KnownIssueError) {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw .unreadable(path: path, reason: "\(error.localizedDescription)")
        }
        do {
            try self.init(json: text, invariants: invariants, whenFixed: whenFixed)
        } catch let .invalid(nil, error) {
            throw .invalid(path: path, error)
        }
    }

    /// Reads a file's text; see `init(contentsOfFile:invariants:whenFixed:)`.
    public init(json text: String, invariants: [Invariant] = LayoutCatalog.builtIn.invariants, whenFixed: FixedPolicy = .fail) throws(KnownIssueError) {
        do {
            self.init(try Self.issues(parsing: text, invariants: invariants), whenFixed: whenFixed)
        } catch {
            throw .invalid(path: nil, error)
        }
        try validate()
    }

    /// The entries of a file's text, read through `JSONField` so that every error names its
    /// path (`knownIssues[2].classes[0]`). A member whose value is `null` counts as absent,
    /// as in every interchange file.
    private static func issues(parsing text: String, invariants: [Invariant]) throws(InterchangeError) -> [KnownIssue] {
        let document = try JSONDocument(parsing: text).root
        // Said in the file's terms rather than JSONField's `document: expected object`.
        guard document.typeName == "object" else {
            throw .wrongType(field: "(document)", expected: "an object with a knownIssues array", found: document.typeName)
        }
        try document.rejectUnknownMembers(known: ["knownIssues"])
        var issues: [KnownIssue] = []
        for entry in try document.requiredMember("knownIssues").elements() {
            issues.append(try issue(entry, invariants: invariants))
        }
        return issues
    }

    /// Reads one entry (`knownIssues[2]`).
    private static func issue(_ entry: JSONField, invariants: [Invariant]) throws(InterchangeError) -> KnownIssue {
        try entry.rejectUnknownMembers(known: entryFields)
        let field = try entry.requiredMember("invariant")
        let name = try field.string()
        guard let invariant = invariants.first(where: { $0.rawValue == name }) else {
            throw .invalidValue(
                field: field.path, value: Excerpt.quoted(name),
                reason: "is not an invariant of the layouts given (one of: \(invariants.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        let matcher = try matcher(entry)
        return KnownIssue(
            invariant, layout: try entry.member("layout")?.string(), implementation: try entry.member("implementation")?.string(),
            index: try entry.member("index")?.string(), matching: matcher, reason: try entry.member("reason")?.string() ?? "", link: try entry.member("link")?.string()
        )
    }

    /// An entry's matching conditions.
    private static func matcher(_ entry: JSONField) throws(InterchangeError) -> KnownIssue.Matcher {
        var classes: Set<ViolationClass>?
        if let field = try entry.member("classes") {
            classes = []
            for (name, element) in try strings(field) {
                guard let found = ViolationClass(rawValue: name) else {
                    throw .invalidValue(
                        field: element.path, value: Excerpt.quoted(name),
                        reason: "is not a class (one of: \(ViolationClass.allCases.map(\.rawValue).joined(separator: ", ")))"
                    )
                }
                classes?.insert(found)
            }
        }
        var bound: Double?
        if let field = try entry.member("maximumMagnitude") {
            // Said with its unit, which `double()`'s `expected number` would not.
            guard field.typeName == "number" else { throw .wrongType(field: field.path, expected: "number (points)", found: field.typeName) }
            let number = try field.double()
            guard number >= 0, number.isFinite else {
                throw .invalidValue(field: field.path, value: JSONWriter.format(number), reason: "is not a finite number ≥ 0")
            }
            bound = number
        }
        let kinds = try entry.member("elementKinds").map { field throws(InterchangeError) in Set(try strings(field).map(\.text)) }
        var wrongAnswers: Set<KnownIssue.WrongAnswer>?
        if let field = try entry.member("wrongAnswers") {
            wrongAnswers = []
            for (name, element) in try strings(field) {
                guard let way = KnownIssue.WrongAnswer(rawValue: name) else {
                    throw .invalidValue(
                        field: element.path, value: Excerpt.quoted(name),
                        reason: "is not a wrong answer (one of: \(KnownIssue.WrongAnswer.allCases.map(\.rawValue).joined(separator: ", ")))"
                    )
                }
                wrongAnswers?.insert(way)
            }
        }
        return KnownIssue.Matcher(
            classes: classes, maximumMagnitude: bound, elementKinds: kinds, options: try entry.member("options")?.objectValue(),
            counterexample: try entry.member("counterexample")?.objectValue(), wrongAnswers: wrongAnswers,
            scrollOnly: try entry.member("scrollOnly").map { field throws(InterchangeError) in
                guard case let .bool(value) = field.value else { throw .wrongType(field: field.path, expected: "boolean", found: field.typeName) }
                return value
            }
        )
    }

    /// An array of strings, each with its element (whose path an error names).
    private static func strings(_ field: JSONField) throws(InterchangeError) -> [(text: String, element: JSONField)] {
        // Said as the entry needs it, which `elements()`'s `expected array` would not.
        guard field.typeName == "array" else { throw .wrongType(field: field.path, expected: "array of strings", found: field.typeName) }
        var texts: [(text: String, element: JSONField)] = []
        for element in try field.elements() { texts.append((try element.string(), element)) }
        return texts
    }

    /// The issues as a file `init(json:invariants:whenFixed:)` reads back: one entry a line, so
    /// that a change to one entry is a one-line diff.
    public func jsonString() -> String {
        var text = "{\n  \"knownIssues\": [\n"
        for (index, issue) in issues.enumerated() {
            var writer = JSONWriter()
            writer.value(issue.json)
            text += "    " + writer.text + (index + 1 < issues.count ? ",\n" : "\n")
        }
        return text + "  ]\n}\n"
    }
}

extension KnownIssue {
    /// The entry as the file writes it, fields in the file's order.
    package var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("invariant", .string(invariant.rawValue))]
        if let layout { members.append(("layout", .string(layout))) }
        if let implementation { members.append(("implementation", .string(implementation))) }
        if let index { members.append(("index", .string(index))) }
        if let classes = matcher.classes {
            members.append(("classes", .array(ViolationClass.allCases.filter(classes.contains).map { .string($0.rawValue) })))
        }
        if let bound = matcher.maximumMagnitude { members.append(("maximumMagnitude", .number(bound))) }
        if let kinds = matcher.elementKinds { members.append(("elementKinds", .array(kinds.sorted().map(JSONValue.string)))) }
        if let options = matcher.options { members.append(("options", options)) }
        if let counterexample = matcher.counterexample { members.append(("counterexample", counterexample)) }
        if let ways = matcher.wrongAnswers { members.append(("wrongAnswers", .array(ways.sorted().map { .string($0.rawValue) }))) }
        if let scrollOnly = matcher.scrollOnly { members.append(("scrollOnly", .bool(scrollOnly))) }
        if !reason.isEmpty { members.append(("reason", .string(reason))) }
        if let link { members.append(("link", .string(link))) }
        return .object(members)
    }
}
