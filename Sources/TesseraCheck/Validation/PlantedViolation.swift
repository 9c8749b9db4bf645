import TesseraCore
import TesseraIndex

extension Invariant {
    /// The checker reports every violation planted into a result that passed: an ulp overlap
    /// with a neighbour, a header pushed past the content, a dropped footer, two columns
    /// swapped, … — one per invariant checked. Campaigns check it on every case, so that a
    /// weakened checker cannot pass silently (`InvariantChecker.validation(of:querySeed:)`).
    public static let checkerValidation = Invariant(
        "checkerValidation", summary: "the checker reports every violation planted into a passing result"
    )
}

/// A violation planted into a result that passed its checks: what the checker must report
/// when it checks the planted subject. Campaigns plant one per invariant they check into every
/// passing case, so that a checker that has stopped seeing a kind of violation fails the
/// campaign rather than passing every layout.
public struct PlantedViolation: Sendable {
    /// What carries the violation.
    public enum Subject: Sendable {
        /// The result itself, changed: the built-in result checks and the layout's own
        /// invariants see it.
        case result(LayoutResult)
        /// A second run of the same spec that differs from the first (`determinism`).
        case rerun(LayoutResult)
        /// The result of a metamorphic relation's transformed spec, with an element out of
        /// place (the relation's invariant).
        case transformed(LayoutResult)
        /// A broken index over the result (`indexAgreement`).
        case index(IndexKind)
        /// What a reader that lost a bit would read back from the result's JSON: the result
        /// with one double's sign or last bit changed (`roundTrip`).
        case readBack(LayoutResult)
    }

    /// The invariant that must report it.
    public var invariant: Invariant
    /// What was planted, for the report when it goes unreported
    /// (`an ulp overlap between #3 and its neighbour #4`).
    public var description: String
    /// The planted result (or index).
    public var subject: Subject

    /// A planted violation of `invariant`.
    public init(_ invariant: Invariant, _ description: String, _ subject: Subject) {
        self.invariant = invariant
        self.description = description
        self.subject = subject
    }
}

extension LayoutResult {
    /// The result with `edit` applied to its elements (in id order) and content size, indexed
    /// for `items` (every path must name a section and item of `items`). O(n).
    public func edited(for items: ItemSet, _ edit: (inout [Element], inout Size) -> Void) -> LayoutResult {
        var elements = self.elements
        var size = contentSize
        edit(&elements, &size)
        var edited = LayoutResult(scrollAxis: scrollAxis, items: items, expectedElementCount: elements.count)
        for element in elements {
            edited.append(element.frame, kind: element.kind, path: element.path)
        }
        edited.contentSize = size
        return edited
    }

    /// The result with element `id`'s frame replaced by `frame`.
    public func moving(_ id: Int, to frame: Rect, for items: ItemSet) -> LayoutResult {
        // Only the frame changes: the lookup tables stay those of the items it was laid out for.
        guard sectionCount == items.sectionCount, !hasSparseLookup else {
            return edited(for: items) { elements, _ in elements[id].frame = frame }
        }
        return replacingFrame(id, with: frame)
    }

    /// The result without element `id` (later ids move down by one).
    public func removing(_ id: Int, for items: ItemSet) -> LayoutResult {
        edited(for: items) { elements, _ in elements.remove(at: id) }
    }
}
