import Testing
import TesseraCheck
import TesseraCore

/// A `Codable` options type as the spec's `"options"`: defaults fill in, typos and wrong types
/// are errors naming the field, numbers read back exactly, the order is the declaration's.
@Suite struct CodableOptionsTests {
    struct Options: Codable, Hashable {
        enum Alignment: String, Codable { case leading, centered }
        var spacing = 8.0
        var insets = Insets()
        var alignment = Alignment.leading
        var columns = 2
        var label: String?
    }

    func read(_ json: String) throws(InterchangeError) -> Options {
        try CodableOptions.read(JSONField(root: try JSONValue(parsing: json)).member("options"), defaults: Options())
    }

    @Test func theDefaultsFillInWhatASpecLeavesOut() throws {
        #expect(try CodableOptions.read(nil, defaults: Options()) == Options())
        #expect(try read(#"{ "options": {} }"#) == Options())
        var expected = Options()
        expected.insets.top = 4
        expected.label = "x"
        #expect(try read(#"{ "options": { "insets": { "top": 4 }, "label": "x" } }"#) == expected)
    }

    @Test func onlyWhatDiffersIsWrittenInDeclarationOrderAndReadsBack() throws {
        var options = Options()
        #expect(CodableOptions.members(options, defaults: Options()).isEmpty)
        options.columns = 3
        options.insets = Insets(top: 1, left: 2, bottom: 3, right: 4)
        options.spacing = 0.1
        let members = CodableOptions.members(options, defaults: Options())
        #expect(members.map(\.key) == ["spacing", "insets", "columns"])
        guard case let .object(insets) = members[1].value else { Issue.record("insets are not an object"); return }
        #expect(insets.map(\.key) == ["top", "left", "bottom", "right"])
        #expect(try CodableOptions.read(JSONField(root: .object(members)), defaults: Options()) == options)
        #expect(CodableOptions.memberNames(Options()) == ["spacing", "insets", "alignment", "columns", "label"])
    }

    @Test func numbersReadBackExactlyNonFiniteOnesAsStrings() throws {
        var random = Xoshiro256StarStar(seed: 7)
        for value in [0.1, 1.0 / 3, 1e-300, 5e-324, 1.7976931348623157e308, -0.0, .nan, .infinity, -.infinity]
            + (0 ..< 200).map({ _ in Double(bitPattern: random.next()) }).filter(\.isFinite) {
            var options = Options()
            options.spacing = value
            let members = CodableOptions.members(options, defaults: Options())
            let read = try CodableOptions.read(JSONField(root: .object(members)), defaults: Options())
            #expect(read.spacing.bitPattern == value.bitPattern || (read.spacing.isNaN && value.isNaN), "\(value)")
        }
    }

    @Test func errorsNameTheField() {
        #expect(throws: InterchangeError.unknownField("options.spacng", known: ["spacing", "insets", "alignment", "columns"])) {
            try read(#"{ "options": { "spacng": 1 } }"#)
        }
        #expect(throws: InterchangeError.unknownField("options.insets.tp", known: ["top", "left", "bottom", "right"])) {
            try read(#"{ "options": { "insets": { "tp": 1 } } }"#)
        }
        #expect(throws: InterchangeError.wrongType(field: "options.spacing", expected: "Double", found: "string")) {
            try read(#"{ "options": { "spacing": "wide" } }"#)
        }
        do {
            _ = try read(#"{ "options": { "alignment": "middle" } }"#)
            Issue.record("an unknown alignment was read")
        } catch {
            #expect(error.field == "options.alignment")
            #expect(error.description.hasPrefix(#"options.alignment: "middle" is not valid"#))
        }
        #expect(throws: InterchangeError.self) { try read(#"{ "options": { "columns": 2.5 } }"#) }
        #expect(throws: InterchangeError.self) { try read(#"{ "options": [] }"#) }
    }
}
