/// Why an interchange document (a layout spec or a layout result) could not be read.
///
/// Every case names where: a line and column for malformed JSON, or the JSON path of the
/// offending field (`sections[3].items[17].span`, `options.columns`).
public enum InterchangeError: Error, Hashable, Sendable {
    /// The text is not JSON.
    case malformedJSON(line: Int, column: Int, reason: String)
    /// A field has the wrong JSON type.
    case wrongType(field: String, expected: String, found: String)
    /// A required field is absent.
    case missingField(String)
    /// A field this format does not have (often a typo); `known` lists the valid names.
    case unknownField(String, known: [String])
    /// A field's value is out of its domain (not an integer, an unknown name, …).
    case invalidValue(field: String, value: String, reason: String)

    /// Where the problem is: a JSON path, or `line L, column C`.
    public var field: String {
        switch self {
        case let .malformedJSON(line, column, _): "line \(line), column \(column)"
        case let .wrongType(field, _, _), let .missingField(field), let .unknownField(field, _),
             let .invalidValue(field, _, _):
            field
        }
    }
}

extension InterchangeError: CustomStringConvertible {
    /// `where: what`, e.g. `options.colums: unknown field (known: columns, spacing, …)`.
    public var description: String {
        switch self {
        case let .malformedJSON(_, _, reason):
            "\(field): malformed JSON: \(reason)"
        case let .wrongType(_, expected, found):
            "\(field): expected \(expected), found \(found)"
        case .missingField:
            "\(field): required field is missing"
        case let .unknownField(_, known):
            "\(field): unknown field (known: \(known.joined(separator: ", ")))"
        case let .invalidValue(_, value, reason):
            value.isEmpty ? "\(field): \(reason)" : "\(field): \(value) \(reason)"
        }
    }
}
