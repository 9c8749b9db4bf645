import TesseraCore

extension KnownIssue {
    /// What a finding of the issue's invariant must be to match: every condition given holds.
    /// At least one must be given (`isEmpty` is refused by `KnownIssues`), so that no entry
    /// accepts every finding of an invariant.
    public struct Matcher: Hashable, Sendable {
        /// The classes the finding may have; `nil`: any. A rounding defect whose shrunk shapes
        /// land sometimes under a device pixel and sometimes on one lists both.
        public var classes: Set<ViolationClass>?
        /// The largest magnitude, in points, of a matching finding; `nil`: no bound. A finding
        /// beyond it is a new finding, however similar; so is a finding no distance measures
        /// (`ViolationClass.notGeometric`), which has no magnitude to compare.
        public var maximumMagnitude: Double?
        /// The kinds every element the finding names must be among (by name: `cell`, `header`,
        /// `footer`, or a custom kind's `elementKind`); `nil`: any. A finding naming no
        /// element does not match a kind condition.
        public var elementKinds: Set<String>?
        /// Members the counterexample's options must have, with these values (a JSON object;
        /// nested objects match member by member, other values exactly); `nil`: any.
        public var options: JSONValue?
        /// The shrunk counterexample the finding must have, exactly (an interchange spec);
        /// `nil`: any. The narrowest matcher: a change to the generator or the shrinker can
        /// make the same bug shrink elsewhere, and the issue then fails as fixed.
        public var counterexample: JSONValue?
        /// The ways an index's answer may be wrong (`indexAgreement` only): every way the
        /// finding's answer is wrong must be among them, so an issue of missing ids does not
        /// accept an answer that also repeats some; `nil`: any. A finding whose wrong answer
        /// is not known (another invariant) does not match.
        public var wrongAnswers: Set<WrongAnswer>?
        /// Whether the finding must take a scroll through one cursor to show (`true`) or show
        /// on a query asked alone (`false`) — an index campaign's findings say which; `nil`:
        /// either. A finding that does not say (a layout campaign's) does not match.
        public var scrollOnly: Bool?

        /// A matcher of the conditions given.
        public init(
            classes: Set<ViolationClass>? = nil, maximumMagnitude: Double? = nil, elementKinds: Set<String>? = nil,
            options: JSONValue? = nil, counterexample: JSONValue? = nil, wrongAnswers: Set<WrongAnswer>? = nil, scrollOnly: Bool? = nil
        ) {
            self.classes = classes
            self.maximumMagnitude = maximumMagnitude
            self.elementKinds = elementKinds
            self.options = options
            self.counterexample = counterexample
            self.wrongAnswers = wrongAnswers
            self.scrollOnly = scrollOnly
        }

        /// Whether no condition is given.
        public var isEmpty: Bool {
            classes == nil && maximumMagnitude == nil && elementKinds == nil && options == nil && counterexample == nil
                && wrongAnswers == nil && scrollOnly == nil
        }

        /// Whether `finding` meets every condition given. O(e + s) for e elements and s the
        /// size of the counterexample compared.
        public func matches(_ finding: Candidate) -> Bool {
            if let classes, !classes.contains(finding.violationClass) { return false }
            if let maximumMagnitude {
                // An infinite magnitude (a frame that is not finite) is beyond every bound.
                guard let magnitude = finding.magnitude, magnitude <= maximumMagnitude else { return false }
            }
            if let elementKinds {
                guard !finding.elementKinds.isEmpty, finding.elementKinds.allSatisfy({ elementKinds.contains($0.name) }) else { return false }
            }
            if let options {
                guard let actual = finding.counterexample?["options"], Self.contains(actual, options) else { return false }
            }
            if let counterexample, finding.counterexample != counterexample { return false }
            if let wrongAnswers {
                guard !finding.wrongAnswers.isEmpty, finding.wrongAnswers.isSubset(of: wrongAnswers) else { return false }
            }
            if let scrollOnly, finding.throughScroll != scrollOnly { return false }
            return true
        }

        /// Whether `value` has every member of `pattern`: objects member by member (recursively),
        /// anything else by equality.
        static func contains(_ value: JSONValue, _ pattern: JSONValue) -> Bool {
            guard case let .object(wanted) = pattern else { return value == pattern }
            guard case .object = value else { return false }
            return wanted.allSatisfy { member in value[member.key].map { contains($0, member.value) } ?? false }
        }
    }
}
