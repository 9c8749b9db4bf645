import TesseraCore
import TesseraIndex

/// A copy of the `incrementalUpdate` invariant's session that keeps one index up to date as an
/// app does, through `LayoutSession.apply(_:updating:)`, so that the checker fuzzes that call
/// itself rather than a replica of it: after each update the copy must hold the same result and
/// report the same change as the session updated by `apply(_:)` (or throw the same error), and
/// its index must answer the linear filter's set (`indexAgreement`).
struct IndexedSession<Layout: IncrementalLayout> {
    let kind: IndexKind
    var session: LayoutSession<Layout>
    var index: any RectIndex
    /// What the last `apply(_:)` returned or threw.
    private var outcome: Result<LayoutResultChange, LayoutError>?

    init(kind: IndexKind, session: LayoutSession<Layout>, index: any RectIndex) {
        self.kind = kind
        self.session = session
        self.index = index
    }

    /// Applies `batch` to the session and the index: `session.apply(batch, updating: &index)`.
    mutating func apply(_ batch: BatchUpdate) {
        do {
            outcome = .success(try session.apply(batch, updating: &index))
        } catch {
            outcome = .failure(error)
        }
    }

    /// After `step` (`updates[3]`, say) succeeded on `reference` (the session updated by
    /// `apply(_:)`) with `change`: a violation when this session differs from it, or when the
    /// index departs from the linear filter on `queries`. O(n + queries × n).
    func violation(
        after step: String, of reference: LayoutSession<Layout>, change: LayoutResultChange, queries: [Rect], limit: Int
    ) -> InvariantViolation? {
        let through = "through LayoutSession.apply(_:updating:) with \(kind.name)"
        switch outcome {
        case let .failure(error)?:
            return InvariantViolation(.incrementalUpdate, "\(step) threw \(error.description) \(through), but not through apply(_:)", error: error)
        case let .success(indexedChange)? where indexedChange != change:
            return InvariantViolation(.incrementalUpdate, "\(step) reported \(indexedChange) \(through) but \(change) through apply(_:)")
        default:
            break
        }
        if let difference = InvariantChecker.difference(session.result, reference.result) {
            return InvariantViolation(
                .incrementalUpdate, "after \(step) \(through), the result differs from apply(_:)'s: \(difference.message)",
                elements: difference.elements, magnitude: difference.magnitude
            )
        }
        return agreementViolation(after: step, queries: queries, limit: limit)
    }

    /// After `step` threw `error` on `reference`: a violation when this session did not throw
    /// it, holds other items or another result (an empty one), or when its index — rebuilt over
    /// that result — answers anything on `queries` (those of the result before `step`, where a
    /// stale index still finds the old elements). O(n + queries × n).
    func violation(
        after step: String, of reference: LayoutSession<Layout>, threw error: LayoutError, queries: [Rect], limit: Int
    ) -> InvariantViolation? {
        let through = "through LayoutSession.apply(_:updating:) with \(kind.name)"
        guard case let .failure(indexedError)? = outcome, indexedError == error else {
            return InvariantViolation(
                .incrementalUpdate, "\(step) threw \(error.description) through apply(_:), but not \(through)", error: error
            )
        }
        guard session.items == reference.items else {
            return InvariantViolation(.incrementalUpdate, "\(step) threw \(error.description) both ways, but left other items \(through)", error: error)
        }
        if let difference = InvariantChecker.difference(session.result, reference.result) {
            return InvariantViolation(
                .incrementalUpdate, "\(step) threw \(error.description) both ways, but left another result \(through): \(difference.message)",
                elements: difference.elements, error: error, magnitude: difference.magnitude
            )
        }
        return agreementViolation(after: step, queries: queries, limit: limit)
    }

    /// The index's first disagreement with the linear filter over the session's result.
    private func agreementViolation(after step: String, queries: [Rect], limit: Int) -> InvariantViolation? {
        guard let first = session.result.indexAgreementViolations(index: index, queries: queries, limit: limit).first else { return nil }
        return InvariantViolation(
            .indexAgreement, "after \(step), \(kind.name) updated by LayoutSession.apply(_:updating:): \(first.message)",
            elements: first.elements
        )
    }
}
