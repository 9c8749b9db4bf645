import TesseraCore

/// What tells one finding of an index campaign from another: how the answer departs from the
/// linear filter's — ids missing, ids added, ids repeated, the caller's ids overwritten, in
/// any combination — and whether it took a scroll through one cursor to show it.
///
/// Frames and queries are left out, so the same defect met in many cases is one key before
/// shrinking; after shrinking a campaign also merges findings whose counterexamples coincide
/// (a scroll whose failing query fails by itself shrinks to that query alone, and joins the
/// query's finding).
struct IndexFindingKey: Hashable, Sendable {
    /// The ways an answer is wrong, as a violation says them.
    struct Disagreement: OptionSet, Hashable, Sendable {
        let rawValue: UInt8

        static let overwritesHeldIDs = Disagreement(rawValue: 1 << 0)
        static let missesIDs = Disagreement(rawValue: 1 << 1)
        static let addsIDs = Disagreement(rawValue: 1 << 2)
        static let repeatsIDs = Disagreement(rawValue: 1 << 3)

        /// The ways `violation` — an `indexAgreement` violation of `IndexCase`'s checks — says
        /// the answer is wrong. Read from what follows the query in the message, so that an
        /// index's own name cannot count. O(message length).
        init(_ violation: InvariantViolation) {
            let message = violation.message
            let said = message.range(of: " on query ").map { message[$0.upperBound...] } ?? message[...]
            var ways: Disagreement = []
            for (word, way) in [("changed the", Disagreement.overwritesHeldIDs), ("misses", .missesIDs), ("adds", .addsIDs), ("repeats", .repeatsIDs)]
            where said.contains(word) {
                ways.insert(way)
            }
            self = ways
        }

        init(rawValue: UInt8) {
            self.rawValue = rawValue
        }
    }

    var disagreement: Disagreement
    /// Whether the failing query was asked at the end of a scroll (before shrinking: found by
    /// a scroll; after: still needs one).
    var throughScroll: Bool

    /// The key of `violation`, the disagreement on the last query of `scroll`.
    init(_ violation: InvariantViolation, scroll: [Rect]) {
        disagreement = Disagreement(violation)
        throughScroll = scroll.count > 1
    }
}
