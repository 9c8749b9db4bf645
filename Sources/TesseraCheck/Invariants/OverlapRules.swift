import TesseraCore

/// Which element kinds may overlap which by design — a section background under its section's
/// cells, header and footer; a badge on its cell — for `noOverlap`. Every other pair of
/// elements must not intersect, exactly as without rules.
///
/// ```swift
/// var rules = OverlapRules()
/// rules.allow(.decoration("sectionBackground"), toOverlap: [.cell, .header, .footer], within: .sameSection)
/// ```
///
/// A rule is symmetric (a background may overlap a cell, so a cell may overlap the background)
/// and scoped: `.sameSection` allows only elements of the same section (a background reaching
/// into the next section's cells is still a finding), `.anySection` any pair.
public struct OverlapRules: Hashable, Sendable {
    /// Where an allowed overlap may happen.
    public enum Scope: String, Hashable, Sendable {
        /// Only between elements of the same section.
        case sameSection
        /// Between any two elements.
        case anySection
    }

    /// One permission: elements of `kind` may overlap elements of `others` (any kind when
    /// `nil`, `kind` itself included) within `scope`.
    public struct Rule: Hashable, Sendable {
        /// The kind the rule is about.
        public var kind: ElementKind
        /// The kinds it may overlap; `nil`: every kind.
        public var others: Set<ElementKind>?
        /// Where.
        public var scope: Scope

        /// A rule; see the properties.
        public init(_ kind: ElementKind, mayOverlap others: Set<ElementKind>?, within scope: Scope) {
            self.kind = kind
            self.others = others
            self.scope = scope
        }

        /// Whether the rule allows an element of `a` in section `sectionA` and one of `b` in
        /// `sectionB` to overlap (either way round).
        func allows(_ a: ElementKind, _ sectionA: Int, _ b: ElementKind, _ sectionB: Int) -> Bool {
            guard scope == .anySection || sectionA == sectionB else { return false }
            func covers(_ first: ElementKind, _ second: ElementKind) -> Bool {
                first == kind && (others?.contains(second) ?? true)
            }
            return covers(a, b) || covers(b, a)
        }
    }

    /// The rules, in the order they were added.
    public var rules: [Rule]

    /// No overlap allowed.
    public init(_ rules: [Rule] = []) {
        self.rules = rules
    }

    /// Allows elements of `kind` to overlap those of `others` (every kind when `nil`) within
    /// `scope` (by default, only in their own section).
    public mutating func allow(_ kind: ElementKind, toOverlap others: Set<ElementKind>? = nil, within scope: Scope = .sameSection) {
        rules.append(Rule(kind, mayOverlap: others, within: scope))
    }

    /// Whether there are no rules: every overlap is a violation.
    public var isEmpty: Bool { rules.isEmpty }

    /// Whether an element of `a` in section `sectionA` may overlap one of `b` in `sectionB`.
    public func allows(_ a: ElementKind, inSection sectionA: Int, toOverlap b: ElementKind, inSection sectionB: Int) -> Bool {
        rules.contains { $0.allows(a, sectionA, b, sectionB) }
    }

    /// The kinds some rule names as its subject, or as the kinds it may overlap: the only
    /// kinds whose elements may overlap anything at all. `nil` when a rule lets its kind
    /// overlap every kind (then any element may be overlapped).
    var ruledKinds: Set<ElementKind>? {
        var kinds: Set<ElementKind> = []
        for rule in rules {
            guard let others = rule.others else { return nil }
            kinds.insert(rule.kind)
            kinds.formUnion(others)
        }
        return kinds
    }

    /// The kinds some rule is about: each element of them is checked against every element it
    /// meets, the rest with the sweep.
    var subjectKinds: Set<ElementKind> { Set(rules.map(\.kind)) }
}
