import TesseraCore
import TesseraSeeds

/// The budgets of the cost contract (docs/CONTRACT.md, "What each command costs"): what a
/// spec may ask of the commands and of the checker, counted before the work starts, so that a
/// command either finishes within its stated bound or refuses up front, naming the budget and
/// the part of the input that exceeds it.
extension LayoutSpec {
    /// The most items and sections a spec read from JSON may hold, its updates' included:
    /// 2²⁴. Each costs a few dozen bytes in the item set, and one element about 60 bytes in
    /// the result and its lookup tables, so a spec within it lays out in about a gigabyte;
    /// a 135 MB file of empty items (45 million) is refused instead of exhausting memory.
    public static var maximumSize: Int { 1 << 24 }

    /// The most work `tessera check` takes on, counted as (updates + 1) × (the items and
    /// sections the spec and its updates hold): after each update the checker lays the items
    /// out from scratch, compares the results, and builds and queries every index, each a pass
    /// over them. 2²², a minute or so of a release build. (`layout` allows `maximumUpdateWork`.)
    public static var maximumCheckWork: Int { 1 << 22 }

    /// The most steps the layout's own reference models (`gridGeometry`'s walk over cells) may
    /// take in one check: 2²⁸.
    public static var maximumReferenceWork: Int { 1 << 28 }

    /// The items and sections the checker sees: the spec's and those its updates bring.
    package var itemsAndSectionsSeen: Int {
        items.itemCount + items.sectionCount + updates.reduce(0) { $0 + $1.itemsAndSectionsCarried }
    }

    /// What checking the spec costs, in the units of `maximumCheckWork` (saturating).
    package var checkWork: Int {
        let (work, overflow) = (updates.count + 1).multipliedReportingOverflow(by: itemsAndSectionsSeen)
        return overflow ? .max : work
    }

    /// Throws, naming the budget and the input, when checking the spec would cost more than
    /// `maximumCheckWork`, or its layout's reference models more than
    /// `maximumReferenceWork` (`referenceWork(for:)`; O(n log n) to find out).
    package func refuseCheckingBeyondBudget() throws(InterchangeError) {
        if checkWork > Self.maximumCheckWork {
            throw .invalidValue(
                field: updates.isEmpty ? "sections" : "updates",
                value: "\(updates.count) updates over \(itemsAndSectionsSeen) items and sections",
                reason: "cost \(checkWork) item checks, more than the \(Self.maximumCheckWork) `tessera check` takes on "
                    + "((updates + 1) × items and sections; `tessera layout` allows more)"
            )
        }
        let reference = referenceWork
        if reference > Self.maximumReferenceWork {
            throw .invalidValue(
                field: "sections", value: "\(items.itemCount) items in \(items.sectionCount) sections",
                reason: "would take \((layout as? any ReferenceWorkEstimating)?.referenceModel ?? "the layout's reference models") "
                    + "about \(reference) steps, more than the \(Self.maximumReferenceWork) a check takes on"
            )
        }
    }

    /// The steps the layout's own reference models take on the spec's final items: what the
    /// definition estimates (`ReferenceWorkEstimating`), else one per item and section.
    package var referenceWork: Int {
        if let estimating = layout as? any ReferenceWorkEstimating {
            let final = (try? updatedItems()) ?? items
            return estimating.referenceWork(items: final, options: options)
        }
        return itemsAndSectionsSeen
    }

    /// The spec with a seed port's work limit shared among the layouts it costs — the first and
    /// one per update (each a full layout, `FullRelayout`) — so that a file of a few updates
    /// cannot cost each of them the whole limit (a seed grid just under its limit with ten
    /// reloads took 44 s). Other layouts are returned as they are.
    package func sharingWorkLimit() -> LayoutSpec {
        guard !updates.isEmpty, var limited = options as? any WorkLimited else { return self }
        limited.workLimit = Swift.max(1, limited.workLimit / (updates.count + 1))
        guard let shared = limited as? Definition.Options else { return self }
        return withOptions { $0 = shared }
    }
}

/// Options whose layout stops after a number of steps (the seed grid's `workLimit`).
package protocol WorkLimited {
    /// The most steps one layout may take.
    var workLimit: Int { get set }
}

extension SeedGridLayout: WorkLimited {}

/// A layout definition whose own invariants' reference models cost more than a pass over the
/// items, and which says how much more (`LayoutSpec.referenceWork`).
package protocol ReferenceWorkEstimating {
    /// The layout's options.
    associatedtype Options
    /// The steps its reference models take on `items` laid out with `options`.
    func referenceWork(items: ItemSet, options: Options) -> Int
    /// The reference model, as a refusal names it (`the reference model of gridGeometry`).
    var referenceModel: String { get }
}

extension ReferenceWorkEstimating {
    /// `referenceWork(items:options:)` for options of unknown type (`nil` when they are not
    /// this definition's).
    fileprivate func referenceWork(items: ItemSet, options: Any) -> Int {
        guard let options = options as? Options else { return items.itemCount + items.sectionCount }
        return referenceWork(items: items, options: options)
    }
}

extension BatchUpdate {
    /// The items and sections the batch brings: inserted and reloaded items and sections, and
    /// the items of those sections.
    var itemsAndSectionsCarried: Int {
        insertedItems.count + reloadedItems.count + insertedSections.count + reloadedSections.count
            + insertedSections.reduce(0) { $0 + $1.items.count } + reloadedSections.reduce(0) { $0 + $1.items.count }
    }
}
