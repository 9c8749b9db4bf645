import Testing
import TesseraCheck
import TesseraCore
import TesseraLayouts

/// A deliberately broken layout (or index) and its correct counterpart: the harness must
/// catch the first and pass the second.
struct Mutant: Sendable, CustomTestStringConvertible {
    var name: String
    var layout: LayoutSpec.Kind
    var profile: Profile
    /// The engine under test, with the planted bug.
    var broken: LayoutFactory
    /// Indexes with the planted bug (for index mutants; the engine is then correct).
    var brokenIndexes: [IndexFactory] = []
    /// The same engine (and indexes) without the bug.
    var correct: LayoutFactory
    var correctIndexes: [IndexFactory] = []

    var testDescription: String { name }

    static func grid(_ bug: ReferenceGrid.Bug, profile: Profile) -> Mutant {
        Mutant(
            name: "grid.\(bug.rawValue)", layout: .grid, profile: profile,
            broken: LayoutFactory(name: "mutant-grid-\(bug.rawValue)") { ReferenceGrid(spec: $0, bug: bug) },
            correct: LayoutFactory(name: "reference-grid") { ReferenceGrid(spec: $0) }
        )
    }

    static func waterfall(_ bug: ReferenceWaterfall.Bug, profile: Profile) -> Mutant {
        Mutant(
            name: "waterfall.\(bug.rawValue)", layout: .waterfall, profile: profile,
            broken: LayoutFactory(name: "mutant-waterfall-\(bug.rawValue)") { ReferenceWaterfall(spec: $0, bug: bug) },
            correct: LayoutFactory(name: "reference-waterfall") { ReferenceWaterfall(spec: $0) }
        )
    }

    static let all: [Mutant] = [
        .grid(.spacingOnceTooFew, profile: .phone),
        .grid(.occupancyNotReserved, profile: .spans),
        .grid(.spanNotClamped, profile: .adversarial),
        .grid(.headerLengthIgnored, profile: .sections),
        .grid(.originPlusSize, profile: .spans),
        .grid(.contentNotTight, profile: .phone),
        .waterfall(.tieToHighestColumn, profile: .phone),
        .waterfall(.footerLengthIgnored, profile: .sections),
        Mutant(
            name: "index.dropsBottomEdge", layout: .grid, profile: .phone,
            broken: LayoutFactory(name: "reference-grid") { ReferenceGrid(spec: $0) },
            brokenIndexes: [IndexFactory(name: "scan-dropping-bottom-edge") { ScanIndex($0, dropsBottomEdge: true) }],
            correct: LayoutFactory(name: "reference-grid") { ReferenceGrid(spec: $0) },
            correctIndexes: [IndexFactory(ScanIndex.self)]
        ),
    ]
}
