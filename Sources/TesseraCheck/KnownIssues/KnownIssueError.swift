import TesseraCore

/// Why known issues could not be read or were refused.
public enum KnownIssueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The file (`path`; `nil` for issues built in Swift) is not valid: the field named by the
    /// interchange error (`knownIssues[2].classes[0]`) and its value.
    case invalid(path: String?, InterchangeError)

    /// `path: field: what`.
    public var description: String {
        switch self {
        case let .unreadable(path, reason): "\(path): cannot read known issues: \(reason)"
        case let .invalid(path?, error): "\(path): \(error)"
        case let .invalid(nil, error): "known issues: \(error)"
        }
    }
}
