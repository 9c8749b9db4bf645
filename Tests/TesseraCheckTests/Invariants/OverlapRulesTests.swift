import Testing
import TesseraCheck
import TesseraCore

/// `OverlapRules`' category rule: every decoration kind over the content, whatever its name —
/// what a hosted UIKit layout, whose decoration kinds are known only once it runs, starts with.
@Suite struct OverlapRulesTests {
    static let background = ElementKind.decoration("sectionBackground")
    static let highlight = ElementKind.decoration("highlight")

    /// Two sections of one cell, a header and a background each, stacked; `change` edits the
    /// elements (kind, path, frame) before they are appended.
    static func result(_ change: (inout [LayoutResult.Element]) -> Void = { _ in }) -> LayoutResult {
        var elements: [LayoutResult.Element] = []
        for section in 0 ..< 2 {
            let top = Double(section) * 100
            elements.append(.init(kind: .cell, path: ItemPath(section: section, item: 0), frame: Rect(minX: 0, minY: top + 20, maxX: 100, maxY: top + 90)))
            elements.append(.init(kind: .header, path: ItemPath(section: section, item: 0), frame: Rect(minX: 0, minY: top, maxX: 100, maxY: top + 20)))
            elements.append(.init(kind: background, path: ItemPath(section: section, item: 0), frame: Rect(minX: 0, minY: top, maxX: 100, maxY: top + 100)))
        }
        change(&elements)
        return try! LayoutResult(contentSize: Size(width: 100, height: 200), scrollAxis: .vertical, elements: elements)
    }

    @Test func everyDecorationMayLieUnderItsOwnSectionsContent() {
        let rules = OverlapRules.decorationsUnderTheirSection
        #expect(!rules.isEmpty && rules.rules.isEmpty)
        #expect(!Self.result().overlapViolations(limit: 10).isEmpty, "without rules, each background meets its cell and header")
        #expect(Self.result().overlapViolations(rules: rules, limit: 10).isEmpty)
        // Whatever the decoration's name, and under a supplementary kind of the layout's own.
        let renamed = Self.result { elements in
            elements[5].kind = Self.highlight
            elements.append(.init(kind: .supplementary("badge"), path: ItemPath(section: 1, item: 0), frame: Rect(minX: 90, minY: 190, maxX: 100, maxY: 200)))
        }
        #expect(renamed.overlapViolations(rules: rules, limit: 10).isEmpty)
        #expect(rules.allows(Self.highlight, inSection: 3, toOverlap: .footer, inSection: 3))
        #expect(!rules.allows(Self.highlight, inSection: 3, toOverlap: .footer, inSection: 4))
    }

    @Test func aDecorationReachingIntoAnotherSectionIsAViolation() throws {
        // Section 0's background runs 10 points under section 1's header and its background.
        let overrun = Self.result { elements in elements[2].frame.maxY = 110 }
        let violations = overrun.overlapViolations(rules: .decorationsUnderTheirSection, limit: 10)
        #expect(violations.count == 2, "\(violations)")
        let messages = violations.map(\.message).joined(separator: "\n")
        #expect(messages.contains("a decoration \"sectionBackground\" of section 0 and a header of section 1"), "\(messages)")
        #expect(messages.contains("a decoration \"sectionBackground\" of section 0 and a decoration \"sectionBackground\" of section 1"), "\(messages)")
        // Across sections when the scope says so; two decorations still need a rule of their own.
        var anywhere = OverlapRules()
        anywhere.allowDecorationsOverContent(within: .anySection)
        let left = overrun.overlapViolations(rules: anywhere, limit: 10)
        #expect(left.count == 1 && left[0].elements.allSatisfy { $0.kind == Self.background }, "\(left)")
        anywhere.allow(Self.background, toOverlap: [Self.background], within: .anySection)
        #expect(overrun.overlapViolations(rules: anywhere, limit: 10).isEmpty)
    }

    @Test func decorationsOfOneSectionMayNotOverlapEachOther() {
        let doubled = Self.result { elements in
            elements.append(.init(kind: Self.highlight, path: ItemPath(section: 0, item: 0), frame: Rect(minX: 0, minY: 20, maxX: 100, maxY: 90)))
        }
        let violations = doubled.overlapViolations(rules: .decorationsUnderTheirSection, limit: 10)
        #expect(violations.count == 1 && Set(violations[0].elements.map(\.kind)) == [Self.background, Self.highlight], "\(violations)")
    }

    @Test func contentStillMayNotOverlapContent() {
        let overlapping = Self.result { elements in elements[0].frame.minY = 10 }
        let violations = overlapping.overlapViolations(rules: .decorationsUnderTheirSection, limit: 10)
        #expect(violations.count == 1 && Set(violations[0].elements.map(\.kind)) == [.cell, .header], "\(violations)")
    }

    /// A background drawn as a supplementary kind (MagazineLayout's) is not covered by the
    /// default rules: each finding says it looks like a section background and names the
    /// declaration, which then allows its own section and nothing else.
    @Test func aSupplementaryBackgroundIsNamedAndDeclared() throws {
        let kind = ElementKind.supplementary("MagazineLayoutSupplementaryViewKindSectionBackground")
        let magazine = Self.result { elements in
            for index in [2, 5] { elements[index].kind = kind }
        }
        let violations = magazine.overlapViolations(rules: .decorationsUnderTheirSection, limit: 10)
        // The sweep reports each background once, with the first element it meets: its header.
        #expect(violations.count == 2, "\(violations)")
        let declaration = #"overlapRules.allow(.supplementary("MagazineLayoutSupplementaryViewKindSectionBackground"), within: .sameSection)"#
        for violation in violations {
            #expect(violation.message.contains(#"a supplementary "MagazineLayoutSupplementaryViewKindSectionBackground", covers #"#), "\(violation)")
            #expect(violation.message.hasSuffix("declare it (\(declaration))"), "\(violation)")
        }
        var rules = OverlapRules.decorationsUnderTheirSection
        rules.allow(kind, within: .sameSection)
        #expect(magazine.overlapViolations(rules: rules, limit: 10).isEmpty)
        // Running on under the next section's header is still a finding, and no longer looks
        // like a background of that section: no hint.
        let overrun = Self.result { elements in
            for index in [2, 5] { elements[index].kind = kind }
            elements[2].frame.maxY = 110
        }
        let left = overrun.overlapViolations(rules: rules, limit: 10)
        #expect(left.count == 2 && left.allSatisfy { !$0.message.contains("declare it") }, "\(left)")
    }

    /// Only a covering element of a kind of the layout's own gets the hint: a badge over part
    /// of its cell, and a header over a cell, do not.
    @Test func onlyWhatCoversItsSectionsElementLooksLikeABackground() {
        let badge = Self.result { elements in
            elements.append(.init(kind: .supplementary("badge"), path: ItemPath(section: 0, item: 0), frame: Rect(minX: 90, minY: 80, maxX: 110, maxY: 100)))
        }
        let badgeViolations = badge.overlapViolations(rules: .decorationsUnderTheirSection, limit: 10)
        #expect(badgeViolations.count == 1 && !badgeViolations[0].message.contains("declare it"), "\(badgeViolations)")
        let covering = Self.result { elements in elements[1].frame = Rect(minX: 0, minY: 0, maxX: 100, maxY: 100) }
        let headerViolations = covering.overlapViolations(rules: .decorationsUnderTheirSection, limit: 10)
        #expect(!headerViolations.isEmpty && headerViolations.allSatisfy { !$0.message.contains("declare it") }, "\(headerViolations)")
    }
}
