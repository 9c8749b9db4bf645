import TesseraCore

/// What a campaign's generated specs have drawn, for the harness's check of its own
/// generator (`harnessValidation`): a profile that never draws an item field the layout reads
/// (a span, a width), never a payload the layout reads, or never options other than the
/// defaults although the layout draws options, checks less than the campaign says it does —
/// every case would pass the same way with that part of the input fixed.
///
/// Recording a spec costs O(items) until every field has been seen, then O(1).
///
/// Since the blind spot is something no case drew, every case is a witness of it; the
/// campaign reports the smallest one drawn (`smallest`), not the first, so that the report
/// stays readable.
struct GeneratorCoverage<Definition: LayoutDefinition> {
    /// Cases a campaign must have run before its generator is judged: fewer may miss a field
    /// by chance (a phone profile draws a span for about one item in ten).
    static var minimumCases: Int { 50 }

    let layout: Definition
    /// The options as a default spec writes them.
    private let defaultMembers: JSONValue
    private(set) var cases = 0
    /// Item fields seen holding a value other than their default (0 for lengths, 1 for spans).
    private(set) var drawnFields: ItemSet.Fields = []
    private(set) var drewPayload = false
    private(set) var drewOptions = false
    /// The spec of fewest items drawn so far (one with items before an empty one), and its
    /// case index: the witness a blind spot is reported with.
    private(set) var smallest: (caseIndex: Int, spec: LayoutSpec<Definition>)?

    init(layout: Definition) {
        self.layout = layout
        defaultMembers = .object(layout.optionMembers(layout.defaultOptions))
    }

    mutating func record(_ spec: LayoutSpec<Definition>, caseIndex: Int) {
        cases += 1
        if smallest.map({ WitnessSize(spec.items.itemCount) < WitnessSize($0.spec.items.itemCount) }) ?? true {
            smallest = (caseIndex, spec)
        }
        let items = spec.items
        if !drawnFields.contains(.width), items.widths.contains(where: { $0 != 0 }) { drawnFields.insert(.width) }
        if !drawnFields.contains(.height), items.heights.contains(where: { $0 != 0 }) { drawnFields.insert(.height) }
        if !drawnFields.contains(.span), items.spans.contains(where: { $0 != 1 }) { drawnFields.insert(.span) }
        if !drewPayload, items.hasPayloads { drewPayload = true }
        if !drewOptions, RoundTrip.difference(.object(layout.optionMembers(spec.options)), defaultMembers, at: "options") != nil {
            drewOptions = true
        }
    }

    /// Whether the layout's own option draw ever gives other options than the defaults, over
    /// `draws` phone-profile draws of a fixed seed: a layout that draws none is not expected to
    /// show any in its specs.
    static func drawsOptions(_ layout: Definition, draws: Int = 16) -> Bool {
        if let declaring = layout as? any DeclaresOptionDraws { return declaring.drawsOptions }
        let defaults = JSONValue.object(layout.optionMembers(layout.defaultOptions))
        var random = Xoshiro256StarStar(seed: 0x0F71_0125)
        for _ in 0 ..< draws {
            var draw = SpecDraw(profile: .phone, random: random)
            let options = layout.generateOptions(&draw)
            random = draw.random
            if RoundTrip.difference(.object(layout.optionMembers(options)), defaults, at: "options") != nil { return true }
        }
        return false
    }

    /// The generator's blind spot, as a `harnessValidation` violation, once `minimumCases`
    /// have run; `nil` when every field, payload and option the layout reads was drawn.
    func violation() -> InvariantViolation? {
        guard cases >= Self.minimumCases else { return nil }
        var missing: [String] = []
        for (field, name) in [(ItemSet.Fields.width, "width"), (.height, "height"), (.span, "span")]
        where layout.itemFields.contains(field) && !drawnFields.contains(field) {
            missing.append("an item \(name) other than its default")
        }
        if layout.itemPayloadCoding != nil, !drewPayload { missing.append("a payload, which the layout reads") }
        if !drewOptions, Self.drawsOptions(layout) { missing.append("options other than the defaults, which the layout's option draw gives") }
        guard !missing.isEmpty else { return nil }
        return InvariantViolation(
            .harnessValidation, "the generator drew no \(missing.joined(separator: ", no ")) in \(cases) cases: the campaign checks less than it says"
        )
    }
}

/// A layout definition that says whether it draws options (`CustomLayout`: whether
/// `drawOptions` was given), so that the generator's check need not sample its draws.
package protocol DeclaresOptionDraws {
    var drawsOptions: Bool { get }
}

extension CustomLayout: DeclaresOptionDraws {}

/// How a coverage check ranks the cases it could report a blind spot with: fewer elements
/// first, but an empty case last, since a case with nothing in it shows nothing of the input.
struct WitnessSize: Comparable {
    let elements: Int

    init(_ elements: Int) {
        self.elements = elements
    }

    static func < (lhs: WitnessSize, rhs: WitnessSize) -> Bool {
        (lhs.elements == 0 ? Int.max : lhs.elements) < (rhs.elements == 0 ? Int.max : rhs.elements)
    }
}
