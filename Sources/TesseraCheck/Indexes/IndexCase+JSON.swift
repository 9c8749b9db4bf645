import TesseraCore

extension IndexCase {
    /// The case as JSON that `init(json:)` reads back to an equal case: `frames`, the frames as
    /// result JSON (`LayoutResult.jsonString()`, the scroll axis with them); `queries`, rects as
    /// a frame is written (`{ "minX": …, "minY": …, "maxX": …, "maxY": … }`); `scrolls`, arrays
    /// of such rects; and `nodeSize` when the case has one. What `tessera fuzz` writes for a
    /// child to check while it shrinks an index case that traps or hangs (`--index-candidate`).
    /// Every edge reads back to the same `Double`: a case's frames and queries are finite
    /// (`IndexCaseGenerator`). O(frames + queries + scroll steps).
    package func jsonString() -> String {
        var writer = JSONWriter()
        writer.raw("{\n  \"frames\": ")
        writer.raw(frames.jsonString().dropLast().replacingOccurrences(of: "\n", with: "\n  "))
        writer.raw(",\n  \"queries\": [")
        for (number, query) in queries.enumerated() {
            writer.raw(number == 0 ? "\n    " : ",\n    ")
            Self.write(query, to: &writer)
        }
        writer.raw(queries.isEmpty ? "]" : "\n  ]")
        writer.raw(",\n  \"scrolls\": [")
        for (number, scroll) in scrolls.enumerated() {
            writer.raw(number == 0 ? "\n    [" : ",\n    [")
            for (step, rect) in scroll.enumerated() {
                writer.raw(step == 0 ? "" : ", ")
                Self.write(rect, to: &writer)
            }
            writer.raw("]")
        }
        writer.raw(scrolls.isEmpty ? "]" : "\n  ]")
        if let nodeSize {
            writer.raw(",\n  \"nodeSize\": ")
            writer.integer(nodeSize)
        }
        writer.raw("\n}\n")
        return writer.text
    }

    /// Reads a case written by `jsonString()`. Throws `InterchangeError` naming the field for
    /// malformed or mistyped JSON, unknown members, frames the result reader refuses
    /// (non-finite edges; the path named is inside `frames`), and a node size below 1.
    package init(json text: String) throws(InterchangeError) {
        let root = JSONField(root: try JSONDocument(parsing: text))
        try root.rejectUnknownMembers(known: ["frames", "queries", "scrolls", "nodeSize"])
        let result = try LayoutResult(json: try root.requiredMember("frames").objectValue())
        var queries: [Rect] = []
        for field in try root.requiredMember("queries").elements() { queries.append(try Self.rect(field)) }
        var scrolls: [[Rect]] = []
        for scrollField in try root.requiredMember("scrolls").elements() {
            var scroll: [Rect] = []
            for field in try scrollField.elements() { scroll.append(try Self.rect(field)) }
            scrolls.append(scroll)
        }
        self.init(frames: result.frames, axis: result.scrollAxis, queries: queries, scrolls: scrolls)
        if let field = try root.member("nodeSize") {
            let nodeSize = try field.integer()
            guard nodeSize >= 1 else { throw .invalidValue(field: field.path, value: String(nodeSize), reason: "is not a node size (at least 1)") }
            self.nodeSize = nodeSize
        }
    }

    private static func write(_ rect: Rect, to writer: inout JSONWriter) {
        writer.numbers(["minX": rect.minX, "minY": rect.minY, "maxX": rect.maxX, "maxY": rect.maxY])
    }

    private static func rect(_ field: JSONField) throws(InterchangeError) -> Rect {
        try field.rejectUnknownMembers(known: ["minX", "minY", "maxX", "maxY"])
        return Rect(
            minX: try field.requiredMember("minX").double(), minY: try field.requiredMember("minY").double(),
            maxX: try field.requiredMember("maxX").double(), maxY: try field.requiredMember("maxY").double()
        )
    }
}
