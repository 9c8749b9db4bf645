import Foundation
import TesseraCheck
import TesseraCore

/// A defect planted in the executable for the tests of `FuzzSupervision`, which must see a
/// real process trap or hang: with the environment variable `TESSERA_FUZZ_PLANT` set to `trap`
/// or `hang`, every layout `tessera fuzz` runs traps (a failed precondition), or loops forever,
/// on a section of `threshold` items or more. Unset, as everywhere but those tests, it does
/// nothing. Like a source mutant, it proves the harness on a real failure of the binary.
struct PlantedDefect: CollectionLayout {
    /// What the defect does.
    enum Kind: String {
        case trap, hang
    }

    /// The items a section needs to set the defect off.
    static let threshold = 3

    let base: any CollectionLayout
    let kind: Kind

    /// The planted kind, if the environment asks for one.
    static var requested: Kind? {
        ProcessInfo.processInfo.environment["TESSERA_FUZZ_PLANT"].flatMap(Kind.init(rawValue:))
    }

    /// `layout`, with the requested defect planted in its engine; `layout` itself when none is.
    static func planted(in layout: any LayoutDefinition) -> any LayoutDefinition {
        guard let kind = requested else { return layout }
        return planted(kind, in: layout)
    }

    private static func planted<Definition: LayoutDefinition>(_ kind: Kind, in layout: Definition) -> any LayoutDefinition {
        LayoutVariant(layout, implementation: "planted-\(kind.rawValue)") { options in
            PlantedDefect(base: layout.makeLayout(options), kind: kind)
        }
    }

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        if (0 ..< items.sectionCount).contains(where: { items.itemCount(inSection: $0) >= Self.threshold }) {
            switch kind {
            case .trap: preconditionFailure("planted trap: a section of \(Self.threshold) items or more")
            case .hang: while !Task.isCancelled { Thread.sleep(forTimeInterval: 0.01) }
            }
        }
        return try base.layout(items, in: container)
    }
}
