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
///
/// A layout whose decoration kinds are not known in advance — a hosted `UICollectionViewLayout`
/// subclass, whose kinds are whatever strings it registers — allows them by category instead:
/// `allowDecorationsOverContent(within:)` lets every decoration view overlap the cells, headers,
/// footers and other supplementary views (`decorationsUnderTheirSection` is that rule for
/// `.sameSection`). Decorations still may not overlap each other, of one kind or of two, unless
/// a rule names them.
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

    /// Where every decoration kind may overlap the content — cells and supplementary views,
    /// headers and footers included — whatever its name; `nil` (the default): only `rules` say.
    public var decorationsOverContent: Scope?

    /// No overlap allowed.
    public init(_ rules: [Rule] = []) {
        self.rules = rules
    }

    /// Every decoration view may lie under (or over) the cells, headers, footers and other
    /// supplementary views of its own section — a section background, a selection highlight —
    /// but not under another section's, and decorations may not overlap each other: the rules
    /// a hosted UIKit layout starts with (`CustomLayout.uikit`), whose decoration kinds are
    /// known only once it runs.
    public static var decorationsUnderTheirSection: OverlapRules {
        var rules = OverlapRules()
        rules.allowDecorationsOverContent(within: .sameSection)
        return rules
    }

    /// Allows every decoration kind, whatever its name, to overlap elements of the other
    /// categories (cells and supplementary views) within `scope`. Two decorations still
    /// need a rule naming their kinds.
    public mutating func allowDecorationsOverContent(within scope: Scope = .sameSection) {
        decorationsOverContent = scope
    }

    /// Allows elements of `kind` to overlap those of `others` (every kind when `nil`) within
    /// `scope` (by default, only in their own section).
    public mutating func allow(_ kind: ElementKind, toOverlap others: Set<ElementKind>? = nil, within scope: Scope = .sameSection) {
        rules.append(Rule(kind, mayOverlap: others, within: scope))
    }

    /// Whether there are no rules: every overlap is a violation.
    public var isEmpty: Bool { rules.isEmpty && decorationsOverContent == nil }

    /// Whether an element of `a` in section `sectionA` may overlap one of `b` in `sectionB`.
    public func allows(_ a: ElementKind, inSection sectionA: Int, toOverlap b: ElementKind, inSection sectionB: Int) -> Bool {
        if let scope = decorationsOverContent, (a.category == .decoration) != (b.category == .decoration),
           scope == .anySection || sectionA == sectionB {
            return true
        }
        return rules.contains { $0.allows(a, sectionA, b, sectionB) }
    }

    /// The kinds of `kinds` (a result's `kindTable`) some rule is about — named by a rule, or a
    /// decoration when `decorationsOverContent` is set: each element of them is checked against
    /// every element it meets, the rest with the sweep.
    func subjectKinds(among kinds: [ElementKind]) -> Set<ElementKind> {
        var subjects = Set(rules.map(\.kind))
        if decorationsOverContent != nil {
            subjects.formUnion(kinds.lazy.filter { $0.category == .decoration })
        }
        return subjects
    }
}
