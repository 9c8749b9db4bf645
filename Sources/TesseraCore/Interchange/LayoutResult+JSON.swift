extension LayoutResult {
    /// The result as interchange JSON (docs/CONTRACT.md, "Layout result"): `contentSize`,
    /// `scrollAxis` (default `vertical` when read) and
    /// `elements` in id order, one per line. Numbers read back to the same `Double`. An
    /// element of a kind beyond cell, header and footer has its `"category"` too
    /// (`{ "kind": "sectionBackground", "category": "decoration", … }`). O(n).
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
            let kind = kind(ofElement: id)
            writer.string(kind.name)
            if !kind.isBuiltIn {
                writer.raw(", \"category\": ")
                writer.string(kind.category.rawValue)
            }
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
            try field.rejectUnknownMembers(known: ["kind", "category", "section", "item", "frame"])
            let kind = try Self.readKind(field)
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

    /// An element's kind: `"kind"` alone for a cell, header or footer; with `"category"`
    /// (`supplementary` or `decoration`) for a kind of the layout's own, named by any
    /// non-empty string.
    private static func readKind(_ field: JSONField) throws(InterchangeError) -> ElementKind {
        let kindField = try field.requiredMember("kind")
        let name = try kindField.string()
        guard let categoryField = try field.member("category") else {
            guard let kind = ElementKind(name: name) else {
                throw .invalidValue(
                    field: kindField.path, value: Excerpt.quoted(name),
                    reason: "is not one of \"cell\", \"header\", \"footer\" (another kind needs its \"category\": \"supplementary\" or \"decoration\")"
                )
            }
            return kind
        }
        let category = try categoryField.string()
        guard category == "supplementary" || category == "decoration", let kind = ElementKind(name: name, category: ElementKind.Category(rawValue: category)!) else {
            if category == "supplementary" || category == "decoration" {
                throw .invalidValue(field: kindField.path, value: Excerpt.quoted(name), reason: "is not a kind name (it is empty)")
            }
            throw categoryField.notOneOf(["supplementary", "decoration"])
        }
        return kind
    }

    private static func reason(of error: LayoutError) -> String {
        if case let .invalidResult(_, reason) = error { return reason }
        return error.description
    }
}
