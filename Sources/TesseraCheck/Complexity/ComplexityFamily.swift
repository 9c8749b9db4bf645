import TesseraCore
import TesseraLayouts

/// A family of adversarial inputs that grows with a size `n`, and how to measure the work one
/// member costs: deterministic counts (steps, bands held, bytes allocated, bytes written),
/// never time. The complexity fuzzer (`ComplexityCampaign`) measures a member at doubling sizes
/// and fits how each count grows (`GrowthFit`); a count growing faster than the family's
/// `contract` is a failure, shrunk to the smallest parameters and size that still show it.
package struct ComplexityFamily: Sendable {
    /// The family's name (`grid-hole`, `render-row`, …).
    package var name: String
    /// What grows, in words.
    package var summary: String
    /// The exponent its counts may grow with: 1 for O(n) and O(n log n) (the fit allows for
    /// the logarithm), 2 for a seed port that is quadratic by design.
    package var contract: Double
    /// Why the contract is what it is when it is not 1 (`nil` otherwise).
    package var contractReason: String?
    /// The parameters a case draws, each with the values it is drawn from (smallest first:
    /// shrinking tries the smaller ones).
    package var parameters: [(name: String, values: [Int])]
    /// The work of the member of size `n` with `parameters`, by count name.
    package var measure: @Sendable (_ n: Int, _ parameters: [String: Int]) -> [String: Int]

    /// A family; see the properties.
    package init(
        name: String, summary: String, contract: Double = 1, contractReason: String? = nil,
        parameters: [(name: String, values: [Int])],
        measure: @escaping @Sendable (_ n: Int, _ parameters: [String: Int]) -> [String: Int]
    ) {
        self.name = name
        self.summary = summary
        self.contract = contract
        self.contractReason = contractReason
        self.parameters = parameters
        self.measure = measure
    }
}

extension ComplexityFamily {
    /// The families of Tessera's engines, measured in-process by the engines' own counts.
    package static var engines: [ComplexityFamily] { [gridHole, gridSpans, gridLongRow, gridBackFill, gridDistinctSpans] }

    /// `[span columns − 1]` then n squares of every column: the hole beside the first square
    /// can take single cells only and holds the dense frontier at row 0 (issue 24, finding 2:
    /// a cell-by-cell search whose cost grew with the square of the columns). On 4 columns it is
    /// a photo grid's span-3 hero followed by full-width rows.
    package static let gridHole = ComplexityFamily(
        name: "grid-hole", summary: "a square beside a hole no later item fits, then n full-width squares",
        parameters: [("columns", [4, 16, 64, 65, 256, 1024]), ("sparse", [0, 1])]
    ) { n, parameters in
        let columns = parameters["columns", default: 4]
        let spans = [columns - 1] + Array(repeating: columns, count: n)
        return gridWork(spans: spans, columns: columns, sparse: parameters["sparse", default: 0] == 1)
    }

    /// n squares of random spans drawn from a few sizes, wide and narrow.
    package static let gridSpans = ComplexityFamily(
        name: "grid-spans", summary: "n squares of random spans from a small set, up to the column count",
        parameters: [("columns", [3, 8, 64, 100, 1000]), ("spans", [2, 3, 5]), ("seed", [1, 2, 3, 4]), ("sparse", [0, 1])]
    ) { n, parameters in
        let columns = parameters["columns", default: 3]
        var random = Xoshiro256StarStar(seed: UInt64(parameters["seed", default: 1]) &* 0x9E37_79B9_7F4A_7C15)
        let choices = (0 ..< parameters["spans", default: 2]).map { _ in random.nextInt(in: 1 ... columns) }
        let spans = (0 ..< n).map { _ in choices[random.nextInt(in: 0 ... choices.count - 1)] }
        return gridWork(spans: spans, columns: columns, sparse: parameters["sparse", default: 0] == 1)
    }

    /// One row of n cells (as many columns as items), with a square of a few cells now and
    /// then: the row is as long as the input.
    package static let gridLongRow = ComplexityFamily(
        name: "grid-long-row", summary: "n cells in one row of n columns, every eighth a small square",
        parameters: [("span", [2, 3, 5])]
    ) { n, parameters in
        let columns = Swift.min(n, GridLayout.maximumColumns)
        let span = Swift.min(parameters["span", default: 2], columns)
        let spans = (0 ..< n).map { $0 % 8 == 7 ? span : 1 }
        return gridWork(spans: spans, columns: columns, sparse: false)
    }

    /// The hole of `grid-hole`, then full-width squares and single cells in turn: each cell
    /// fills the hole a row further down, splitting a band near the front while the squares
    /// keep adding bands at the back.
    package static let gridBackFill = ComplexityFamily(
        name: "grid-back-fill", summary: "a hole, then n items alternating full-width squares and the single cells that fill the hole",
        parameters: [("columns", [8, 64, 65, 1024])]
    ) { n, parameters in
        let columns = parameters["columns", default: 8]
        let spans = [columns - 1] + (0 ..< n).map { $0 % 2 == 0 ? columns : 1 }
        return gridWork(spans: spans, columns: columns, sparse: false)
    }

    /// Spans cycling through √n distinct sizes behind a hole that pins the frontier: each
    /// span's search resumes at its own last square and walks past the bands the other spans
    /// added since, so the distinct spans multiply the candidates — the family that would show
    /// a per-span cost growing with the input.
    package static let gridDistinctSpans = ComplexityFamily(
        name: "grid-distinct-spans", summary: "a hole, then n squares cycling through √n distinct spans",
        parameters: [("columns", [256, 1024])]
    ) { n, parameters in
        let columns = parameters["columns", default: 256]
        var distinct = 1
        while distinct * distinct < n { distinct += 1 }
        distinct = Swift.min(distinct, columns - 1)
        let spans = [columns - 1] + (0 ..< n).map { 2 + ($0 % distinct) * (columns - 2) / Swift.max(distinct, 1) }
        return gridWork(spans: spans, columns: columns, sparse: false)
    }

    /// The grid placement's work on one section of `spans`.
    static func gridWork(spans: [Int], columns: Int, sparse: Bool) -> [String: Int] {
        let grid = GridLayout(columns: columns, packing: sparse ? .sparse : .dense)
        let work = grid.placementWork(ItemSet(sections: [spans.map { ItemSet.Item(span: Swift.min($0, columns)) }]))
        return ["steps": work.steps, "bands held": work.peakBands]
    }
}
