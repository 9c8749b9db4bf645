import TesseraCore

extension KnownIssue {
    /// What a known issue is matched against: one finding of a run, reduced to the facts a
    /// `Matcher` reads — the invariant, the layout (or the index), how bad the violation is,
    /// the kinds of the elements it names, the shrunk counterexample, and for an index's wrong
    /// answer, how it is wrong.
    public struct Candidate: Hashable, Sendable {
        /// The invariant broken.
        public var invariant: Invariant
        /// The layout's name; empty for an index campaign's finding, whose frames no layout laid
        /// out.
        public var layout: String
        /// The layout's implementation.
        public var implementation: String
        /// The finding's class (noise, sub-pixel, a device pixel or more).
        public var violationClass: ViolationClass
        /// The violation's magnitude in points; `nil` when it is not geometric (a missing
        /// element, an index's wrong answer).
        public var magnitude: Double?
        /// The kinds of the elements the violation names, in order.
        public var elementKinds: [ElementKind]
        /// The shrunk counterexample as an interchange spec; its `"options"` member is what
        /// an options matcher reads. `nil` for a finding without a spec (a layout result
        /// checked alone).
        public var counterexample: JSONValue?
        /// The other invariants the finding's counterexample breaks (one defect seen by several
        /// checks): a known issue of one of them, matching otherwise, is reproduced by it too.
        public var alsoBreaks: [Invariant] = []
        /// The index whose answer was wrong, for an index campaign's finding; `nil` otherwise.
        public var index: String?
        /// The ways the answer was wrong, for an `indexAgreement` finding (read from its
        /// message); empty otherwise.
        public var wrongAnswers: Set<WrongAnswer> = []
        /// Whether the wrong answer took a scroll through one cursor to show, for an index
        /// campaign's finding; `nil` otherwise.
        public var throughScroll: Bool?

        /// A candidate with these facts.
        public init(
            invariant: Invariant, layout: String, implementation: String = "standard", violationClass: ViolationClass,
            magnitude: Double?, elementKinds: [ElementKind] = [], counterexample: JSONValue? = nil, index: String? = nil,
            wrongAnswers: Set<WrongAnswer> = [], throughScroll: Bool? = nil
        ) {
            self.index = index
            self.wrongAnswers = wrongAnswers
            self.throughScroll = throughScroll
            self.invariant = invariant
            self.layout = layout
            self.implementation = implementation
            self.violationClass = violationClass
            self.magnitude = magnitude
            self.elementKinds = elementKinds
            self.counterexample = counterexample
        }
    }
}
