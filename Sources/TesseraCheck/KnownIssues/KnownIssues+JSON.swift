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
// Each entry: `invariant` (required), `layout`, `implementation`, the matcher's conditions
// (`classes`, `maximumMagnitude`, `elementKinds`, `options`, `counterexample`; at least one),
// `reason` and `link` (at least one). Unknown fields are refused: a misspelt condition would
// otherwise widen the entry silently.

extension KnownIssues {
    /// The fields an entry may have.
    static let entryFields = [
        "invariant", "layout", "implementation", "classes", "maximumMagnitude", "elementKinds", "options", "counterexample", "reason", "link",
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

    /// The entries of a file's text.
    private static func issues(parsing text: String, invariants: [Invariant]) throws(InterchangeError) -> [KnownIssue] {
        let document = try JSONValue(parsing: text)
        guard case let .object(members) = document else {
            throw .wrongType(field: "(document)", expected: "an object with a knownIssues array", found: document.typeName)
        }
        if let unknown = members.first(where: { $0.key != "knownIssues" }) {
            throw .unknownField(unknown.key, known: ["knownIssues"])
        }
        guard let list = document["knownIssues"] else { throw .missingField("knownIssues") }
        guard case let .array(entries) = list else { throw .wrongType(field: "knownIssues", expected: "array", found: list.typeName) }
        var issues: [KnownIssue] = []
        for (index, entry) in entries.enumerated() {
            issues.append(try issue(entry, field: "knownIssues[\(index)]", invariants: invariants))
        }
        return issues
    }

    /// Reads one entry at `field` (`knownIssues[2]`).
    private static func issue(_ entry: JSONValue, field: String, invariants: [Invariant]) throws(InterchangeError) -> KnownIssue {
        guard case let .object(members) = entry else { throw .wrongType(field: field, expected: "object", found: entry.typeName) }
        if let unknown = members.first(where: { !entryFields.contains($0.key) }) {
            throw .unknownField("\(field).\(unknown.key)", known: entryFields)
        }
        func string(_ key: String) throws(InterchangeError) -> String? {
            guard let value = entry[key] else { return nil }
            guard case let .string(text) = value else { throw .wrongType(field: "\(field).\(key)", expected: "string", found: value.typeName) }
            return text
        }
        func strings(_ key: String) throws(InterchangeError) -> [String]? {
            guard let value = entry[key] else { return nil }
            guard case let .array(elements) = value else { throw .wrongType(field: "\(field).\(key)", expected: "array of strings", found: value.typeName) }
            var texts: [String] = []
            for (index, element) in elements.enumerated() {
                guard case let .string(text) = element else {
                    throw .wrongType(field: "\(field).\(key)[\(index)]", expected: "string", found: element.typeName)
                }
                texts.append(text)
            }
            return texts
        }
        func object(_ key: String) throws(InterchangeError) -> JSONValue? {
            guard let value = entry[key] else { return nil }
            guard case .object = value else { throw .wrongType(field: "\(field).\(key)", expected: "object", found: value.typeName) }
            return value
        }
        guard let name = try string("invariant") else { throw .missingField("\(field).invariant") }
        guard let invariant = invariants.first(where: { $0.rawValue == name }) else {
            throw .invalidValue(
                field: "\(field).invariant", value: Excerpt.quoted(name),
                reason: "is not an invariant of the layouts given (one of: \(invariants.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        var classes: Set<ViolationClass>?
        if let names = try strings("classes") {
            var chosen = Set<ViolationClass>()
            for (index, name) in names.enumerated() {
                guard let found = ViolationClass(rawValue: name) else {
                    throw .invalidValue(
                        field: "\(field).classes[\(index)]", value: Excerpt.quoted(name),
                        reason: "is not a class (one of: \(ViolationClass.allCases.map(\.rawValue).joined(separator: ", ")))"
                    )
                }
                chosen.insert(found)
            }
            classes = chosen
        }
        var bound: Double?
        if let value = entry["maximumMagnitude"] {
            guard case let .number(number) = value else {
                throw .wrongType(field: "\(field).maximumMagnitude", expected: "number (points)", found: value.typeName)
            }
            guard number >= 0, number.isFinite else {
                throw .invalidValue(field: "\(field).maximumMagnitude", value: JSONWriter.format(number), reason: "is not a finite number ≥ 0")
            }
            bound = number
        }
        let matcher = KnownIssue.Matcher(
            classes: classes, maximumMagnitude: bound, elementKinds: try strings("elementKinds").map(Set.init), options: try object("options"),
            counterexample: try object("counterexample")
        )
        return KnownIssue(
            invariant, layout: try string("layout"), implementation: try string("implementation"), matching: matcher,
            reason: try string("reason") ?? "", link: try string("link")
        )
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
        if let classes = matcher.classes {
            members.append(("classes", .array(ViolationClass.allCases.filter(classes.contains).map { .string($0.rawValue) })))
        }
        if let bound = matcher.maximumMagnitude { members.append(("maximumMagnitude", .number(bound))) }
        if let kinds = matcher.elementKinds { members.append(("elementKinds", .array(kinds.sorted().map(JSONValue.string)))) }
        if let options = matcher.options { members.append(("options", options)) }
        if let counterexample = matcher.counterexample { members.append(("counterexample", counterexample)) }
        if !reason.isEmpty { members.append(("reason", .string(reason))) }
        if let link { members.append(("link", .string(link))) }
        return .object(members)
    }
}
