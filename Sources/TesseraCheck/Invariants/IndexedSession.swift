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

    /// After update `number` succeeded on `reference` (the session updated by `apply(_:)`) with
    /// `change`: a violation when this session differs from it, or when the index departs from
    /// the linear filter on `queries`. O(n + queries × n).
    func violation(
        after number: Int, of reference: LayoutSession<Layout>, change: LayoutResultChange, queries: [Rect], limit: Int
    ) -> InvariantViolation? {
        let through = "through LayoutSession.apply(_:updating:) with \(kind.name)"
        switch outcome {
        case let .failure(error)?:
            return InvariantViolation(.incrementalUpdate, "updates[\(number)] threw \(error.description) \(through), but not through apply(_:)", error: error)
        case let .success(indexedChange)? where indexedChange != change:
            return InvariantViolation(.incrementalUpdate, "updates[\(number)] reported \(indexedChange) \(through) but \(change) through apply(_:)")
        default:
            break
        }
        if let difference = InvariantChecker.difference(session.result, reference.result) {
            return InvariantViolation(
                .incrementalUpdate, "after updates[\(number)] \(through), the result differs from apply(_:)'s: \(difference.message)",
                elements: difference.elements, magnitude: difference.magnitude
            )
        }
        return agreementViolation(after: number, queries: queries, limit: limit)
    }

    /// After update `number` threw `error` on `reference`: a violation when this session did not
    /// throw it, or when its index, rebuilt over the session's empty result, answers anything.
    func violation(after number: Int, of reference: LayoutSession<Layout>, threw error: LayoutError, limit: Int) -> InvariantViolation? {
        guard case let .failure(indexedError)? = outcome, indexedError == error else {
            return InvariantViolation(
                .incrementalUpdate,
                "updates[\(number)] threw \(error.description) through apply(_:), but not through LayoutSession.apply(_:updating:) with \(kind.name)",
                error: error
            )
        }
        var random = Xoshiro256StarStar(seed: UInt64(number))
        return agreementViolation(after: number, queries: reference.result.probeQueries(random: &random, budget: 8), limit: limit)
    }

    /// The index's first disagreement with the linear filter over the session's result.
    private func agreementViolation(after number: Int, queries: [Rect], limit: Int) -> InvariantViolation? {
        guard let first = session.result.indexAgreementViolations(index: index, queries: queries, limit: limit).first else { return nil }
        return InvariantViolation(
            .indexAgreement, "after updates[\(number)], \(kind.name) updated by LayoutSession.apply(_:updating:): \(first.message)",
            elements: first.elements
        )
    }
}
