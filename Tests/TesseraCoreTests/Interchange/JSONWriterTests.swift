import Testing
import TesseraCore

@Suite struct JSONWriterTests {
    @Test(arguments: [0.0, -0.0, 1, -12, 0.1, 100.0 / 3.0, 1e-7, 123456789.125, 9_007_199_254_740_994, 1e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude])
    func numbersReadBackToTheSameBits(value: Double) throws {
        let text = JSONWriter.format(value)
        let parsed = try JSONValue(parsing: text)
        guard case let .number(number) = parsed else {
            Issue.record("\(text) did not parse as a number")
            return
        }
        #expect(number.bitPattern == value.bitPattern, "\(value) written as \(text)")
    }

    @Test func integersHaveNoFraction() {
        #expect(JSONWriter.format(375) == "375")
        #expect(JSONWriter.format(-2) == "-2")
        #expect(JSONWriter.format(.nan) == "null")
    }

    @Test func stringsAreEscaped() throws {
        var writer = JSONWriter()
        writer.string("a\"b\\c\nd\u{01}é")
        #expect(writer.text == #""a\"b\\c\nd\u0001é""#)
        #expect(try JSONValue(parsing: writer.text) == .string("a\"b\\c\nd\u{01}é"))
    }

    @Test func valuesRoundTrip() throws {
        let value = JSONValue.object([("x", .array([.number(1.5), .null, .bool(true)])), ("y", .string("z"))])
        var writer = JSONWriter()
        writer.value(value)
        #expect(try JSONValue(parsing: writer.text) == value)
    }
}
