import Testing
@testable import TesseraCore

/// `JSONDocument`: parsing into a tape of one word per value, whatever the document's shape
/// (issue 24: a 64-byte `JSONField` per array element on top of a tree of 24-byte values made
/// a 100 MB array of zeros need 4 GB).
@Suite struct JSONDocumentTests {
    /// Shapes that cost a tree the most per byte of text: arrays of tiny values, singleton
    /// arrays (a heap allocation for every two bytes), empty objects, one-key objects.
    static let hostileShapes: [(name: String, text: String)] = [
        ("zeros", "[" + Array(repeating: "0", count: 10_000).joined(separator: ",") + "]"),
        ("singletons", "[" + Array(repeating: "[0]", count: 10_000).joined(separator: ",") + "]"),
        ("nested", "[" + Array(repeating: String(repeating: "[", count: 500) + String(repeating: "]", count: 500), count: 20).joined(separator: ",") + "]"),
        ("empty objects", "[" + Array(repeating: "{}", count: 10_000).joined(separator: ",") + "]"),
        ("one-key objects", "[" + Array(repeating: "{\"\":0}", count: 10_000).joined(separator: ",") + "]"),
        ("strings", "[" + Array(repeating: "\"\"", count: 10_000).joined(separator: ",") + "]"),
        ("one value", "0"),
    ]

    @Test(arguments: hostileShapes.map(\.name))
    func theTapeIsAtMostFourBytesPerByteOfText(shape: String) throws {
        let text = Self.hostileShapes.first { $0.name == shape }!.text
        let document = try JSONDocument(parsing: text)
        #expect(8 * document.tape.count <= 4 * text.utf8.count + 8, "\(document.tape.count) words for \(text.utf8.count) bytes")
        // Allocated once: the token count is exact for valid JSON.
        #expect(document.tape.count == Array(text.utf8).withUnsafeBufferPointer { JSONTape.wordCount(of: $0) })
        #expect(document.memoryBytes <= 5 * text.utf8.count + 8)
    }

    @Test func theTreeAndTheTapeReadAlike() throws {
        let text = #"{"a": [1, -0, 2.5e-3, true, false, null, "x\u00e9\"y", {"b": []}], "c": {}, "é": "\ud83d\ude00"}"#
        let document = try JSONDocument(parsing: text)
        let value = document.value
        guard case let .object(members) = value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "c", "é"])
        #expect(value["a"] == .array([.number(1), .number(-0.0), .number(2.5e-3), .bool(true), .bool(false), .null, .string("xé\"y"), .object([("b", .array([]))])]))
        if case let .number(zero) = value["a"].flatMap({ if case let .array(values) = $0 { values[1] } else { nil } }) {
            #expect(zero.sign == .minus)
        }
        #expect(value["é"] == .string("😀"))
        // A field reads the same without building the tree.
        let a = try document.root.requiredMember("a").elements()
        #expect(a.count == 8)
        #expect(try a.map(\.typeName) == ["number", "number", "number", "boolean", "boolean", "null", "string", "object"])
        #expect(try a[a.index(a.startIndex, offsetBy: 6)].string() == "xé\"y")
        #expect(try a[a.index(a.startIndex, offsetBy: 2)].double() == 2.5e-3)
        #expect(a[a.index(a.startIndex, offsetBy: 7)].path == "a[7]")
        #expect(try document.root.member("é")?.string() == "😀")
        // Round trip through JSONValue.
        #expect(JSONDocument(value).value == value)
    }

    @Test func keysCompareAsDecodedStrings() throws {
        // An escaped key is the same key.
        #expect(throws: InterchangeError.self) { try JSONDocument(parsing: #"{"span": 1, "sp\u0061n": 2}"#) }
        let document = try JSONDocument(parsing: #"{"sp\u0061n": 2}"#)
        #expect(try document.root.member("span")?.integer() == 2)
        #expect(throws: InterchangeError.self) { try JSONDocument(parsing: #"{"\u00e9": 1, "é": 2}"#) }
    }

    @Test func aWrongElementIsNamedBeforeAnyIsCopied() throws {
        let text = "{\"sections\": [" + Array(repeating: "0", count: 100_000).joined(separator: ",") + "]}"
        let document = try JSONDocument(parsing: text)
        let sections = try document.root.requiredMember("sections").elements()
        #expect(sections.count == 100_000)
        do {
            _ = try sections.first!.member("items")
            Issue.record("a number read as an object")
        } catch {
            #expect(error.description == "sections[0]: expected object, found number")
        }
    }

    @Test func integersAreReadExactly() throws {
        for literal in ["0", "-0", "123456789012345", "-999999999999999", "9007199254740993", "1e2", "0.1", "17976931348623157e292"] {
            let document = try JSONDocument(parsing: literal)
            #expect(document.number(at: 0).bitPattern == Double(literal)!.bitPattern, "\(literal)")
        }
    }
}
