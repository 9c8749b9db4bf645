import TesseraCore

/// Per-section options of a `CustomLayout` — insets, spacing, header and footer modes, what a
/// UIKit layout's delegate answers per section — kept as an array inside the layout's options
/// (`options.sections[s]` for section `s`; sections past its end have `defaultSection`).
///
/// The harness treats them like the items: **drawn** for each generated section, **shrunk**
/// (each section's back to the default, then its own simpler values) and **removed with their
/// sections** when the shrinker drops or merges sections, and **written into each section's
/// object** of the spec JSON beside its `"items"` (only the members that differ from
/// `defaultSection`), read back strictly. The array never ends with default entries, so equal
/// configurations are equal options.
///
/// ```swift
/// struct FeedSection: Codable, Hashable, Sendable { var insets = Insets.zero; var spacing = 8.0; var header = HeaderMode.none }
/// struct FeedOptions: Codable, Hashable, Sendable { var scale = 3.0; var sections: [FeedSection] = [] }
///
/// feed.sectionOptions = CustomSectionOptions(\FeedOptions.sections, default: FeedSection()) { draw, container, options in
///     FeedSection(insets: draw.insets(), spacing: draw.spacingValue(), header: draw.random.pick(HeaderMode.allCases))
/// }
/// ```
public struct CustomSectionOptions<Options: Codable & Hashable & Sendable>: Sendable {
    /// The members a section object may carry besides `"items"`.
    public let memberNames: [String]
    /// `options` with one default entry in the array: how `optionsMember(of:)` finds the
    /// member that holds it.
    private let withOneSection: @Sendable (Options) -> Options
    private let readSections: @Sendable (inout Options, JSONField.Elements) throws(InterchangeError) -> Void
    private let writeSection: @Sendable (Options, Int) -> [(key: String, value: JSONValue)]
    private let removeSections: @Sendable (Options, Range<Int>) -> Options
    private let drawSections: @Sendable (inout SpecDraw, Size, inout Options, Int) -> Void
    private let shrinkSections: @Sendable (Options) -> [[Options]]

    /// Per-section options held in `options[keyPath: sections]`, `defaultSection` for a section
    /// without an entry; `draw` draws one section's options for a generated case (given the
    /// container and the layout-wide options drawn first), `shrink` proposes simpler values
    /// for a failing one as groups, simplest first (the default value is always tried first).
    public init<Section: Codable & Hashable & Sendable>(
        _ sections: WritableKeyPath<Options, [Section]> & Sendable, default defaultSection: Section,
        shrink: @escaping @Sendable (Section) -> [[Section]] = { _ in [] },
        draw: @escaping @Sendable (inout SpecDraw, _ container: Size, _ options: Options) -> Section
    ) {
        memberNames = CodableOptions.memberNames(defaultSection)
        let trimmed: @Sendable ([Section]) -> [Section] = { list in
            var list = list
            while list.last == defaultSection { list.removeLast() }
            return list
        }
        let names = memberNames
        readSections = { (options: inout Options, fields: JSONField.Elements) throws(InterchangeError) in
            var list: [Section] = []
            for field in fields {
                // The section object's own members, never its items: what the section's
                // options read from (the items are not built as a tree of values).
                guard field.typeName == "object" else { continue }
                var members: [(key: String, value: JSONValue)] = []
                for name in names {
                    if let member = try field.member(name) { members.append((key: name, value: member.value)) }
                }
                list.append(try CodableOptions.read(JSONValue.object(members), path: field.path, defaults: defaultSection))
            }
            options[keyPath: sections] = trimmed(list)
        }
        writeSection = { options, section in
            let list = options[keyPath: sections]
            guard section < list.count else { return [] }
            return CodableOptions.members(list[section], defaults: defaultSection)
        }
        removeSections = { options, removed in
            var options = options
            var list = options[keyPath: sections]
            list.removeSubrange(removed.clamped(to: list.startIndex ..< list.endIndex))
            options[keyPath: sections] = trimmed(list)
            return options
        }
        drawSections = { specDraw, container, options, count in
            let base = options
            var list: [Section] = []
            for _ in 0 ..< count { list.append(draw(&specDraw, container, base)) }
            options[keyPath: sections] = trimmed(list)
        }
        shrinkSections = { options in
            let list = options[keyPath: sections]
            return list.indices.compactMap { index in
                let current = list[index]
                guard current != defaultSection else { return nil }
                let candidates = [defaultSection] + shrink(current).joined().filter { $0 != current && $0 != defaultSection }
                return candidates.map { candidate in
                    var changed = options
                    var edited = list
                    edited[index] = candidate
                    changed[keyPath: sections] = trimmed(edited)
                    return changed
                }
            }
        }
        withOneSection = { options in
            var options = options
            options[keyPath: sections] = [defaultSection]
            return options
        }
    }

    /// The member of `defaults`' encoding that holds the array — left out of the spec's
    /// `"options"`, since the section objects carry it — or `nil` when it cannot be told apart
    /// (the array is then written in both places, which still reads back).
    func optionsMember(of defaults: Options) -> String? {
        let changed = CodableOptions.members(withOneSection(defaults), defaults: defaults)
        return changed.count == 1 ? changed[0].key : nil
    }

    /// Reads every section's options from the section objects into `options`.
    func read(into options: inout Options, from sections: JSONField.Elements) throws(InterchangeError) {
        try readSections(&options, sections)
    }

    /// The members to write into section `section`'s object.
    func members(_ options: Options, section: Int) -> [(key: String, value: JSONValue)] {
        writeSection(options, section)
    }

    /// `options` after sections `removed` are deleted: later sections' entries move down.
    func options(_ options: Options, removingSections removed: Range<Int>) -> Options {
        removeSections(options, removed)
    }

    /// Draws the options of `sectionCount` sections into `options`.
    func draw(_ draw: inout SpecDraw, container: Size, into options: inout Options, sectionCount: Int) {
        drawSections(&draw, container, &options, sectionCount)
    }

    /// Simpler section options, one group per section that has its own.
    func shrinks(of options: Options) -> [[Options]] {
        shrinkSections(options)
    }
}
