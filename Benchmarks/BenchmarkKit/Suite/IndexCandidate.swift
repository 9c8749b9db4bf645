import TesseraCore
import TesseraIndex

/// An index the benchmark builds and queries: its report name and how to build it.
public struct IndexCandidate: Sendable {
    /// The name in row names and on `--indexes`.
    public var name: String
    /// Builds the index over a result.
    public var build: @Sendable (LayoutResult) -> any RectIndex

    /// Creates a candidate.
    public init(name: String, build: @escaping @Sendable (LayoutResult) -> any RectIndex) {
        self.name = name
        self.build = build
    }

    /// Every index of `IndexKind`, in its order (the linear filter first).
    public static var all: [IndexCandidate] {
        IndexKind.allCases.map { kind in IndexCandidate(name: kind.name) { kind.build($0) } }
    }
}
