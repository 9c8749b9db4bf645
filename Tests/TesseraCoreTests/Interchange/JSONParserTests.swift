import Testing
import TesseraCore

@Suite struct JSONParserTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONValue(parsing: #" { "a": [1, -2.5e3, true, false, null], "b": "x\"\n\u00e9\ud83d\ude00" } "#)
        #expect(value["a"] == .array([.number(1), .number(-2500), .bool(true), .bool(false), .null]))
        #expect(value["b"] == .string("x\"\né😀"))
    }

    @Test(arguments: [
        ("", 1, 1), ("{", 1, 2), ("[1,]", 1, 4), ("{\"a\" 1}", 1, 6), ("01", 1, 2), ("1.", 1, 3),
        ("\"abc", 1, 5), ("[1]\n x", 2, 2), ("nul", 1, 1), ("{\"a\":1,\"a\":2}", 1, 8), ("1e999", 1, 1),
        ("\"\\ud800\"", 1, 8), ("-", 1, 2), ("[\"\u{01}\"]", 1, 3),
    ])
    func malformedInputNamesLineAndColumn(text: String, line: Int, column: Int) {
        do {
            _ = try JSONValue(parsing: text)
            Issue.record("accepted malformed JSON: \(text)")
        } catch {
            guard case let .malformedJSON(actualLine, actualColumn, _) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(actualLine == line)
            #expect(actualColumn == column)
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: InterchangeError.self) { try JSONValue(parsing: text) }
    }

    @Test func invalidUTF8IsRejected() {
        #expect(throws: InterchangeError.self) { try JSONValue(parsing: [0x22, 0xFF, 0x22]) }
    }
}

@Suite struct HostileJSONTests {
    @Test func integersBeyondTwoToTheFiftyThirdAreOutOfRangeNotFractional() throws {
        let field = JSONField(root: try JSONValue(parsing: #"{ "n": 9223372036854775808, "f": 1.5, "ok": -9007199254740992 }"#))
        #expect(throws: InterchangeError.invalidValue(field: "n", value: "9.223372036854776e+18", reason: "is out of range (integers must lie within ±9007199254740992)")) {
            try field.requiredMember("n").integer()
        }
        #expect(throws: InterchangeError.invalidValue(field: "f", value: "1.5", reason: "is not an integer")) {
            try field.requiredMember("f").integer()
        }
        #expect(try field.requiredMember("ok").integer() == -9_007_199_254_740_992)
    }

    @Test func duplicateKeysAreFoundInLargeObjects() throws {
        let keys = (0 ..< 10_000).map { "\"k\($0)\": 0" }.joined(separator: ", ")
        #expect(throws: InterchangeError.self) { try JSONValue(parsing: "{ \(keys), \"k5000\": 1 }") }
        #expect(throws: InterchangeError.self) { try JSONValue(parsing: "{ \"a\": 0, \"b\": 0, \"a\": 1 }") }
        let parsed = try JSONValue(parsing: "{ \(keys) }")
        #expect(parsed["k9999"] == .number(0))
    }

    @Test func errorsShowBytesNotRawControlCharacters() {
        do {
            _ = try JSONValue(parsing: "[\u{1B}]")
            Issue.record("parsed")
        } catch {
            #expect(error.description.contains("unexpected byte 0x1B"))
        }
    }

    @Test func unknownKeysAreCutAndEscapedInThePath() throws {
        let key = "\u{1B}" + String(repeating: "k", count: 1000)
        let field = JSONField(root: try JSONValue(parsing: "{ \"options\": { \"\\u001b\(String(repeating: "k", count: 1000))\": 1 } }"))
        do {
            try field.requiredMember("options").rejectUnknownMembers(known: ["columns"])
            Issue.record("accepted")
        } catch {
            #expect(error.field.hasPrefix(#"options["\u{1B}kkk"#))
            #expect(error.field.hasSuffix("(\(key.utf8.count) bytes)]"))
            #expect(error.description.utf8.count < 200)
        }
    }
}
