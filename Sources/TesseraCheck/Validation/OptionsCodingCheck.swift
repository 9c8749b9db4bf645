import TesseraCore

/// The harness's check of how a layout's options read (`harnessValidation`): a spec's
/// `"options"` names only what differs from the defaults, and reading merges it over them
/// (`CodableOptions`), so a slip there — a member the reader ignores, a typo that reads as
/// the default — checks other options than the spec says, silently. For the options a case
/// wrote, a misspelled member added at the top of `"options"` and inside each object member
/// (`insets.top` → `insets.topTypo`, at every depth) must be an `InterchangeError.unknownField`
/// naming exactly that path; and each object member holding only its first member must read
/// (the rest from the defaults, as `{ "insets": { "top": 4 } }` does). That the options read
/// back as written is the `roundTrip` invariant's, on every case.
///
/// A campaign checks the options of its first `RegressionLineCheck.checkedCases` valid
/// specs: O((sections + options) × the options' object members).
package enum OptionsCodingCheck {
    /// What is added to a member's name to misspell it.
    static let typo = "Typo"

    /// The violation of `spec`'s options, or `nil` when every misspelled member is rejected
    /// naming its path.
    package static func violation<Definition: LayoutDefinition>(of spec: LayoutSpec<Definition>) -> InvariantViolation? {
        // The items do not take part: each misspelling reads a spec of empty sections.
        var bare = spec
        bare.items = ItemSet(sections: Array(repeating: [], count: spec.items.sectionCount))
        bare.updates = []
        guard case let .object(document)? = try? JSONValue(parsing: bare.jsonString()),
              let optionsIndex = document.firstIndex(where: { $0.key == "options" }) else { return nil }
        let options = document[optionsIndex].value
        let firstName = spec.layout.optionNames.first ?? "option"
        var misspellings = [["\(firstName)\(typo)"]]
        collectObjects(in: options, at: [], into: &misspellings)
        for misspelling in misspellings {
            var changed = document
            changed[optionsIndex].value = adding(misspelling, to: options)
            let path = "options." + misspelling.joined(separator: ".")
            do {
                _ = try LayoutSpec(json: .object(changed), layout: bare.layout)
            } catch {
                if case let .unknownField(field, _) = error, field == path { continue }
                return failure("\(path) reads as \(error)")
            }
            return failure("\(path) reads without an error")
        }
        // An object member naming one of its members alone reads, the others from the defaults.
        for misspelling in misspellings.dropFirst() {
            let objectPath = Array(misspelling.dropLast())
            var changed = document
            changed[optionsIndex].value = keepingFirstMember(at: objectPath, in: options)
            do {
                _ = try LayoutSpec(json: .object(changed), layout: bare.layout)
            } catch {
                return failure("options.\(objectPath.joined(separator: ".")) holding only its first member reads as \(error)", what: "an object option naming one of its members alone does not read")
            }
        }
        return nil
    }

    /// `value` with the object at `path` reduced to its first member.
    private static func keepingFirstMember(at path: [String], in value: JSONValue) -> JSONValue {
        guard case var .object(members) = value else { return value }
        guard let name = path.first else { return .object(Array(members.prefix(1))) }
        if let index = members.firstIndex(where: { $0.key == name }) {
            members[index].value = keepingFirstMember(at: Array(path.dropFirst()), in: members[index].value)
        }
        return .object(members)
    }

    /// A misspelled member inside each object member of `value` (at `path`), recursively.
    private static func collectObjects(in value: JSONValue, at path: [String], into misspellings: inout [[String]]) {
        guard case let .object(members) = value else { return }
        for member in members {
            guard case let .object(inner) = member.value, let first = inner.first else { continue }
            misspellings.append(path + [member.key, first.key + typo])
            collectObjects(in: member.value, at: path + [member.key], into: &misspellings)
        }
    }

    /// `value` with a member at `path` (whose last name is the misspelled one) holding `0`.
    private static func adding(_ path: [String], to value: JSONValue) -> JSONValue {
        guard case var .object(members) = value, let name = path.first else { return value }
        if path.count == 1 {
            members.append((name, .number(0)))
        } else if let index = members.firstIndex(where: { $0.key == name }) {
            members[index].value = adding(Array(path.dropFirst()), to: members[index].value)
        }
        return .object(members)
    }

    private static func failure(
        _ detail: String, what: String = "a misspelled option is not rejected naming its path"
    ) -> InvariantViolation {
        InvariantViolation(.harnessValidation, "\(what): \(detail); a spec written by hand would check other options than it names")
    }
}
