import Testing
import TesseraCheck
import TesseraCore

/// An index case goes to a child process of `tessera fuzz` as JSON (`--index-candidate`) and
/// must come back exactly: frames, axis, queries, scrolls and node size.
@Suite struct IndexCaseJSONTests {
    @Test func everyDrawnCaseReadsBackEqual() throws {
        var random = Xoshiro256StarStar(seed: 11)
        let generator = IndexCaseGenerator()
        for _ in 0 ..< 300 {
            let drawn = generator.generate(using: &random)
            let read = try IndexCase(json: drawn.jsonString())
            #expect(read == drawn, "\(drawn.jsonString())")
            #expect(read.nodeSize == drawn.nodeSize)
        }
    }

    @Test func signedZerosEmptyListsAndAnAbsentNodeSizeReadBackEqual() throws {
        let empty = IndexCase(frames: [], axis: .horizontal, queries: [])
        #expect(try IndexCase(json: empty.jsonString()) == empty)
        var input = IndexCase(
            frames: [Rect(minX: -0.0, minY: 0, maxX: 1e-300, maxY: 5), Rect(minX: 3, minY: 2, maxX: 1, maxY: 1)], axis: .vertical,
            queries: [Rect(minX: -0.0, minY: -0.0, maxX: 0.1, maxY: 33.333333333333336)], scrolls: [[], [Rect(minX: 0, minY: 1, maxX: 2, maxY: 3)]]
        )
        input.nodeSize = 3
        let read = try IndexCase(json: input.jsonString())
        #expect(read == input)
        #expect(read.nodeSize == 3)
        #expect(read.queries[0].minX.sign == .minus && read.frames.frames[0].minX.sign == .minus)
    }

    @Test func badInputIsATypedErrorNamingTheField() {
        let valid = IndexCase(frames: [Rect(minX: 0, minY: 0, maxX: 1, maxY: 1)], axis: .vertical, queries: [Rect(minX: 0, minY: 0, maxX: 1, maxY: 1)])
        let text = valid.jsonString()
        let cases: [(String, String)] = [
            (text.replacingOccurrences(of: "\"queries\"", with: "\"questions\""), "questions"),
            (text.replacingOccurrences(of: "\n}\n", with: ",\n  \"nodeSize\": 0\n}\n"), "nodeSize"),
            (text.replacingOccurrences(of: "\"scrolls\": []", with: "\"scrolls\": [{}]"), "scrolls[0]"),
            (text.replacingOccurrences(of: "\"queries\": [\n    { \"minX\": 0", with: "\"queries\": [\n    { \"minX\": \"0\""), "queries[0].minX"),
            ("[]", "object"),
        ]
        for (bad, named) in cases {
            #expect(throws: InterchangeError.self, "\(bad)") { try IndexCase(json: bad) }
            do {
                _ = try IndexCase(json: bad)
            } catch {
                #expect(error.description.contains(named), "\(error.description)")
            }
        }
    }
}
