import TesseraCore

extension LayoutSpec {
    /// Reads a layout spec of `layout` (docs/CONTRACT.md, "Layout spec").
    ///
    /// Strict: unknown fields, options the layout does not read (its `optionNames` and
    /// `sectionOptionNames`), wrong JSON types and non-integer counts are errors naming their
    /// JSON path — a typo such as `colums` must not silently fall back to a default — and the
    /// document's `"layout"` must be `layout.name`. Values are *not* range-checked here: a
    /// negative width or a span of 0 reads fine and the layout then throws a `LayoutError` with
    /// the same path, so both kinds of error read alike.
    public init(json text: String, layout: Definition) throws(InterchangeError) {
        try self.init(json: try JSONDocument(parsing: text), layout: layout)
    }

    /// Reads a document given as a tree; see `init(json:layout:)` taking text.
    public init(json document: JSONValue, layout: Definition) throws(InterchangeError) {
        try self.init(json: JSONDocument(document), layout: layout)
    }

    /// Reads an already parsed document; see `init(json:layout:)` taking text. Reading holds
    /// no more than the document and the spec: each section and item is read from the
    /// document's tape as it is reached.
    public init(json document: JSONDocument, layout: Definition) throws(InterchangeError) {
        let root = document.root
        try root.rejectUnknownMembers(known: ["layout", "container", "options", "sections", "updates", "checkpointSpacing"])
        let layoutField = try root.requiredMember("layout")
        let name = try layoutField.string()
        guard name == layout.name else {
            throw .invalidValue(field: layoutField.path, value: Excerpt.quoted(name), reason: "is not \"\(layout.name)\"")
        }

        let containerField = try root.requiredMember("container")
        try containerField.rejectUnknownMembers(known: ["width", "height"])
        let container = Size(
            width: try containerField.requiredMember("width").double(),
            height: try containerField.requiredMember("height").double()
        )

        let optionsField = try root.member("options")
        try optionsField?.rejectUnknownMembers(known: layout.optionNames)
        let sectionFields = try root.member("sections")?.elements() ?? .empty
        let sectionKeys = ["items"] + layout.sectionOptionNames
        // Counted on the document before anything is built: a spec of more items and sections
        // than `maximumSize` is refused, not allocated.
        var size = sectionFields.count
        for section in sectionFields {
            try section.rejectUnknownMembers(known: sectionKeys)
            size += try section.member("items")?.elements().count ?? 0
            if size > Self.maximumSize {
                throw .invalidValue(
                    field: "sections", value: "more than \(Self.maximumSize) items and sections",
                    reason: "is more than a spec may hold (\(Self.maximumSize) items and sections, its updates' included)"
                )
            }
        }
        let options = try layout.readOptions(optionsField, sections: sectionFields)

        let payloads = layout.itemPayloadCoding
        var items = ItemSet()
        for sectionField in sectionFields {
            items.appendSection()
            for itemField in try sectionField.member("items")?.elements() ?? .empty {
                items.append(try ItemSet.Item(json: itemField, payloads: payloads))
            }
        }
        var updates: [BatchUpdate] = []
        let updateFields = try root.member("updates")?.elements() ?? .empty
        for updateField in updateFields {
            updates.append(try BatchUpdate(json: updateField, payloads: payloads))
        }
        // Each update costs up to the items and sections it sees — empty sections too — so a
        // few bytes per batch must not buy minutes of work over many of them.
        let seen = items.itemCount + items.sectionCount + updates.reduce(0) { $0 + $1.itemsAndSectionsCarried }
        if seen > Self.maximumSize {
            throw .invalidValue(
                field: "updates", value: "\(seen) items and sections with those the updates bring",
                reason: "is more than a spec may hold (\(Self.maximumSize) items and sections, its updates' included)"
            )
        }
        let work = updates.count.multipliedReportingOverflow(by: seen + 1)
        if !updates.isEmpty, work.overflow || work.partialValue > Self.maximumUpdateWork {
            throw .invalidValue(
                field: "updates", value: "\(updates.count) updates of up to \(seen) items and sections",
                reason: "is too much work: updates × (items + sections) may be at most \(Self.maximumUpdateWork)"
            )
        }
        self.init(layout: layout, container: container, options: options, items: items, updates: updates)
        if let spacingField = try root.member("checkpointSpacing") {
            let spacing = try spacingField.integer()
            guard spacing >= 1 else {
                throw .invalidValue(field: spacingField.path, value: "\(spacing)", reason: "is not a number of steps of at least 1")
            }
            checkpointSpacing = spacing
        }
    }

    /// The most work a spec's updates may ask for, counted as updates × (the items and
    /// sections the spec holds and its updates bring, + 1): each update costs up to the items
    /// and sections it sees, empty sections included. A spec asking for more is refused
    /// (`InterchangeError.invalidValue` naming `updates`), so that a file of many tiny batches
    /// over many items or sections cannot cost minutes.
    public static var maximumUpdateWork: Int { 1 << 28 }

    /// The spec as interchange JSON: the options the layout writes, one line per section,
    /// items with their non-default fields only (a payload through the layout's
    /// `itemPayloadCoding`), then one line per update (no `"updates"` member without updates).
    /// `init(json:layout:)` reads it back to an equal spec. O(n).
    public func jsonString() -> String {
        let payloads = layout.itemPayloadCoding
        var writer = JSONWriter()
        writer.raw("{\n  \"layout\": ")
        writer.string(layout.name)
        writer.raw(",\n  \"container\": ")
        writer.numbers(["width": container.width, "height": container.height])
        writer.raw(",\n  \"options\": {")
        let members = layout.optionMembers(options)
        for (index, member) in members.enumerated() {
            writer.raw(index == 0 ? " " : ", ")
            writer.string(member.key)
            writer.raw(": ")
            writer.interchangeValue(member.value)
        }
        writer.raw(members.isEmpty ? "},\n  \"sections\": [" : " },\n  \"sections\": [")
        for section in 0 ..< items.sectionCount {
            writer.raw(section == 0 ? "\n    { " : ",\n    { ")
            for member in layout.sectionOptionMembers(options, section: section) {
                writer.string(member.key)
                writer.raw(": ")
                writer.interchangeValue(member.value)
                writer.raw(", ")
            }
            writer.raw("\"items\": [")
            for index in items.flatRange(ofSection: section) {
                let item = items[flatIndex: index]
                writer.raw(index == items.sectionStarts[section] ? "{" : ", {")
                var fields: [String] = []
                if item.width != 0 || item.width.sign == .minus { fields.append("\"width\": " + JSONWriter.format(item.width)) }
                if item.height != 0 || item.height.sign == .minus { fields.append("\"height\": " + JSONWriter.format(item.height)) }
                if item.span != 1 { fields.append("\"span\": \(item.span)") }
                writer.raw(fields.joined(separator: ", "))
                if let payload = item.payload, let member = ItemSet.Item(payload: payload).jsonMembers(payloads: payloads).first {
                    writer.raw(fields.isEmpty ? "\"payload\": " : ", \"payload\": ")
                    writer.interchangeValue(member.value)
                }
                writer.raw("}")
            }
            writer.raw("] }")
        }
        writer.raw(items.sectionCount == 0 ? "]" : "\n  ]")
        if !updates.isEmpty {
            writer.raw(",\n  \"updates\": [")
            for (index, update) in updates.enumerated() {
                writer.raw(index == 0 ? "\n    " : ",\n    ")
                writer.value(update.json(payloads: payloads))
            }
            writer.raw("\n  ]")
        }
        if let checkpointSpacing {
            writer.raw(",\n  \"checkpointSpacing\": ")
            writer.integer(checkpointSpacing)
        }
        writer.raw("\n}\n")
        return writer.text
    }
}

extension JSONWriter {
    /// Writes an option value as the spec format does: numbers and strings as they are,
    /// objects of numbers on one line with spaces (`{ "top": 1, "left": 0 }`).
    mutating func interchangeValue(_ value: JSONValue) {
        guard case let .object(members) = value else { return self.value(value) }
        raw("{ ")
        for (index, member) in members.enumerated() {
            if index > 0 { raw(", ") }
            string(member.key)
            raw(": ")
            interchangeValue(member.value)
        }
        raw(" }")
    }
}
