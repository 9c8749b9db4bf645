extension LayoutResult {
    /// The result as interchange JSON (docs/CONTRACT.md, "Layout result"): `contentSize`,
    /// `scrollAxis` (default `vertical` when read) and
    /// `elements` in id order, one per line. Numbers read back to the same `Double`. O(n).
    public func jsonString() -> String {
        // One piece, taken without a copy: the whole text is wanted here anyway.
        var text: [UInt8] = []
        writeJSON(chunkSize: .max) { text = $0 }
        return String(decoding: text, as: UTF8.self)
    }

    /// The text of `jsonString()` handed to `write` in pieces of about `chunkSize` bytes, so
    /// that a million elements (about 120 MB of text) can go to a file without being held in
    /// memory at once. O(n).
    package func writeJSON<Failure: Error>(
        chunkSize: Int = 1 << 20, _ write: ([UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        var writer = JSONWriter()
        writer.raw("{\n  \"contentSize\": ")
        writer.numbers(["width": contentSize.width, "height": contentSize.height])
        writer.raw(",\n  \"scrollAxis\": ")
        writer.string(scrollAxis.rawValue)
        writer.raw(",\n  \"elements\": [")
        for id in 0 ..< count {
            let path = path(ofElement: id)
            let frame = frames[id]
            writer.raw(id == 0 ? "\n    { \"kind\": " : ",\n    { \"kind\": ")
            writer.string(kinds[id].name)
            writer.raw(", \"section\": ")
            writer.integer(path.section)
            writer.raw(", \"item\": ")
            writer.integer(path.item)
            writer.raw(", \"frame\": ")
            writer.numbers(["minX": frame.minX, "minY": frame.minY, "maxX": frame.maxX, "maxY": frame.maxY])
            writer.raw(" }")
            if writer.bytes.count >= chunkSize {
                try write(writer.bytes)
                writer.removeAll()
            }
        }
        writer.raw(count == 0 ? "]\n}\n" : "\n  ]\n}\n")
        try write(writer.bytes)
    }

    /// Reads a result written by `jsonString()` or by another tool (a UIKit layout dumped
    /// from an app). Element order defines the ids. Throws `InterchangeError` for malformed
    /// or mistyped JSON and for invalid elements (non-finite frames, duplicates), naming
    /// the field.
    public init(json text: String) throws(InterchangeError) {
        try self.init(json: try JSONDocument(parsing: text))
    }

    /// Reads a document given as a tree; see `init(json:)` taking text.
    public init(json document: JSONValue) throws(InterchangeError) {
        try self.init(json: JSONDocument(document))
    }

    /// Reads an already parsed document; see `init(json:)` taking text.
    public init(json document: JSONDocument) throws(InterchangeError) {
        let root = document.root
        try root.rejectUnknownMembers(known: ["contentSize", "scrollAxis", "elements"])
        let size = try root.requiredMember("contentSize")
        try size.rejectUnknownMembers(known: ["width", "height"])
        let contentSize = Size(
            width: try size.requiredMember("width").double(),
            height: try size.requiredMember("height").double()
        )
        let axis = try root.member("scrollAxis")?.choice(ScrollAxis.self) ?? .vertical
        var elements: [Element] = []
        for field in try root.requiredMember("elements").elements() {
            try field.rejectUnknownMembers(known: ["kind", "section", "item", "frame"])
            let kindField = try field.requiredMember("kind")
            guard let kind = ElementKind(name: try kindField.string()) else {
                throw kindField.notOneOf(["cell", "header", "footer"])
            }
            let frame = try field.requiredMember("frame")
            try frame.rejectUnknownMembers(known: ["minX", "minY", "maxX", "maxY"])
            elements.append(Element(
                kind: kind,
                path: ItemPath(
                    section: try field.requiredMember("section").integer(),
                    item: try field.member("item")?.integer() ?? 0
                ),
                frame: Rect(
                    minX: try frame.requiredMember("minX").double(), minY: try frame.requiredMember("minY").double(),
                    maxX: try frame.requiredMember("maxX").double(), maxY: try frame.requiredMember("maxY").double()
                )
            ))
        }
        do {
            self = try LayoutResult(contentSize: contentSize, scrollAxis: axis, elements: elements)
        } catch {
            throw .invalidValue(field: error.field, value: "", reason: Self.reason(of: error))
        }
    }

    private static func reason(of error: LayoutError) -> String {
        if case let .invalidResult(_, reason) = error { return reason }
        return error.description
    }
}
