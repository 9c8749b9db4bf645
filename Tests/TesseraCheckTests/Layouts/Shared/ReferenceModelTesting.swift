import Testing
import TesseraCheck
import TesseraCore

/// What the tests of a layout's reference model share: its violations of the invariants the
/// model checks, and results edited the way a one-line bug would change them.
protocol ReferenceModelTesting {
    /// The layout's invariants its reference model checks.
    var checked: Set<Invariant> { get }
}

extension ReferenceModelTesting {
    /// The layout's violations of `checked` by `result` for `spec`, at most 3 of each.
    func own<Definition: LayoutDefinition>(_ spec: LayoutSpec<Definition>, _ result: LayoutResult) -> [InvariantViolation] {
        spec.layout.layoutViolations(of: result, for: spec, checking: checked, limit: 3)
    }

    /// `result` with `change` applied to its elements (kinds, paths, frames) and content size.
    func edited(_ result: LayoutResult, _ change: (inout [LayoutResult.Element], inout Size) -> Void) throws -> LayoutResult {
        var elements = result.elements
        var size = result.contentSize
        change(&elements, &size)
        return try LayoutResult(contentSize: size, scrollAxis: result.scrollAxis, elements: elements)
    }

    func id<Definition: LayoutDefinition>(_ result: LayoutResult, _ kind: ElementKind, _ section: Int, _ item: Int, in _: LayoutSpec<Definition>) throws -> Int {
        try #require(result.element(kind, at: ItemPath(section: section, item: item)))
    }
}
