extension BatchUpdate {
    /// The update lists in the order they are written, with their JSON names.
    static let memberNames = [
        "deleteSections", "insertSections", "reloadSections", "moveSections", "deleteItems", "insertItems", "reloadItems", "moveItems",
    ]

    /// Reads one batch (docs/CONTRACT.md, "Updates"):
    /// `{ "deleteSections": [1], "insertSections": [{ "section": 2, "items": [...] }],
    /// "reloadSections": [{ "section": 0, "items": [...] }], "moveSections": [{ "from": 3, "to": 0 }],
    /// "deleteItems": [{ "section": 0, "item": 4 }], "insertItems": [{ "section": 0, "item": 2, "height": 40 }],
    /// "reloadItems": [{ "section": 0, "item": 7, "height": 120 }],
    /// "moveItems": [{ "from": { "section": 0, "item": 1 }, "to": { "section": 1, "item": 0 } }] }`.
    /// Every list is optional. Strict: unknown members and mistyped values are errors naming
    /// their path; whether the indices fit the items is checked when the batch is applied.
    /// Items carry a `"payload"` when `payloads` says how to read one.
    public init(json field: JSONField, payloads: ItemPayloadCoding? = nil) throws(InterchangeError) {
        try field.rejectUnknownMembers(known: Self.memberNames)
        let itemMembers = ItemSet.Item.memberNames + (payloads == nil ? [] : ["payload"])
        func list<Element>(_ name: String, _ read: (JSONField) throws(InterchangeError) -> Element) throws(InterchangeError) -> [Element] {
            var elements: [Element] = []
            for element in try field.member(name)?.elements() ?? .empty { elements.append(try read(element)) }
            return elements
        }
        func path(_ field: JSONField, alsoKnown: [String] = []) throws(InterchangeError) -> ItemPath {
            try field.rejectUnknownMembers(known: ["section", "item"] + alsoKnown)
            return ItemPath(section: try field.requiredMember("section").integer(), item: try field.requiredMember("item").integer())
        }
        func sectionItems(_ field: JSONField) throws(InterchangeError) -> (Int, [ItemSet.Item]) {
            try field.rejectUnknownMembers(known: ["section", "items"])
            var items: [ItemSet.Item] = []
            for item in try field.member("items")?.elements() ?? .empty { items.append(try ItemSet.Item(json: item, payloads: payloads)) }
            return (try field.requiredMember("section").integer(), items)
        }
        self.init(
            deletedSections: try list("deleteSections") { (field) throws(InterchangeError) in try field.integer() },
            insertedSections: try list("insertSections") { (field) throws(InterchangeError) in
                let (section, items) = try sectionItems(field)
                return SectionInsertion(section: section, items: items)
            },
            reloadedSections: try list("reloadSections") { (field) throws(InterchangeError) in
                let (section, items) = try sectionItems(field)
                return SectionReload(section: section, items: items)
            },
            movedSections: try list("moveSections") { (field) throws(InterchangeError) in
                try field.rejectUnknownMembers(known: ["from", "to"])
                return SectionMove(from: try field.requiredMember("from").integer(), to: try field.requiredMember("to").integer())
            },
            deletedItems: try list("deleteItems") { (field) throws(InterchangeError) in try path(field) },
            insertedItems: try list("insertItems") { (field) throws(InterchangeError) in
                ItemInsertion(path: try path(field, alsoKnown: itemMembers), item: try ItemSet.Item(json: field, alsoKnown: ["section", "item"], payloads: payloads))
            },
            reloadedItems: try list("reloadItems") { (field) throws(InterchangeError) in
                ItemReload(path: try path(field, alsoKnown: itemMembers), item: try ItemSet.Item(json: field, alsoKnown: ["section", "item"], payloads: payloads))
            },
            movedItems: try list("moveItems") { (field) throws(InterchangeError) in
                try field.rejectUnknownMembers(known: ["from", "to"])
                return ItemMove(from: try path(field.requiredMember("from")), to: try path(field.requiredMember("to")))
            }
        )
    }

    /// The batch as a JSON object, the lists that are not empty only; `init(json:)` reads it
    /// back to an equal batch.
    public var json: JSONValue { json(payloads: nil) }

    /// `json`, with the items' payloads written by `payloads`; `init(json:payloads:)` reads it
    /// back to an equal batch.
    public func json(payloads: ItemPayloadCoding?) -> JSONValue {
        func path(_ path: ItemPath) -> [(key: String, value: JSONValue)] {
            [("section", .number(Double(path.section))), ("item", .number(Double(path.item)))]
        }
        func sectionItems(_ section: Int, _ items: [ItemSet.Item]) -> JSONValue {
            .object([("section", .number(Double(section))), ("items", .array(items.map { .object($0.jsonMembers(payloads: payloads)) }))])
        }
        var members: [(key: String, value: JSONValue)] = []
        func add(_ name: String, _ values: [JSONValue]) {
            if !values.isEmpty { members.append((name, .array(values))) }
        }
        add("deleteSections", deletedSections.map { .number(Double($0)) })
        add("insertSections", insertedSections.map { sectionItems($0.section, $0.items) })
        add("reloadSections", reloadedSections.map { sectionItems($0.section, $0.items) })
        add("moveSections", movedSections.map { .object([("from", .number(Double($0.from))), ("to", .number(Double($0.to)))]) })
        add("deleteItems", deletedItems.map { .object(path($0)) })
        add("insertItems", insertedItems.map { .object(path($0.path) + $0.item.jsonMembers(payloads: payloads)) })
        add("reloadItems", reloadedItems.map { .object(path($0.path) + $0.item.jsonMembers(payloads: payloads)) })
        add("moveItems", movedItems.map { .object([("from", .object(path($0.from))), ("to", .object(path($0.to)))]) })
        return .object(members)
    }
}
