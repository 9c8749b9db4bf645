import TesseraCore

extension KnownIssue {
    /// A way an index's answer departs from the linear filter's (`indexAgreement`): what a
    /// known issue of an index names (`Matcher.wrongAnswers`) and a finding reports
    /// (`Candidate.wrongAnswers`).
    public enum WrongAnswer: String, Hashable, Sendable, CaseIterable, Comparable {
        /// Ids the linear filter returns and the index does not.
        case missing
        /// Ids the index returns and the linear filter does not.
        case extra
        /// Ids the index returns more than once.
        case repeated
        /// The caller's ids, already in the array, changed by the query.
        case overwritten

        /// In declaration order.
        public static func < (lhs: WrongAnswer, rhs: WrongAnswer) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }

        /// The ways `violation`, an `indexAgreement` violation, says the answer is wrong (read
        /// from what follows its query, as an index campaign's findings are keyed); empty for
        /// any other violation. O(message length).
        static func ways(of violation: InvariantViolation) -> Set<WrongAnswer> {
            guard violation.invariant == .indexAgreement else { return [] }
            let disagreement = IndexFindingKey.Disagreement(violation)
            var ways: Set<WrongAnswer> = []
            if disagreement.contains(.missesIDs) { ways.insert(.missing) }
            if disagreement.contains(.addsIDs) { ways.insert(.extra) }
            if disagreement.contains(.repeatsIDs) { ways.insert(.repeated) }
            if disagreement.contains(.overwritesHeldIDs) { ways.insert(.overwritten) }
            return ways
        }
    }
}
