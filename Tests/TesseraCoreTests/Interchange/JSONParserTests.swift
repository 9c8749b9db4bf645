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
