/// Inputs of issue 24's families, made once and offered to the CLI fuzzer beside the committed
/// fixtures (under `generated/`), so that its mutations and hostile arguments meet the shapes
/// whose cost the budgets bound: holes no later square fits, wide spans, long rows, empty
/// sections with section inserts, updates over many items, an array where sections belong, a
/// seed port with many updates. Sizes stay small enough for a debug `swift test`; the
/// reproducers at full size are HostileInputRoundTwoTests'.
enum GeneratedFixtures {
    static let all: [(name: String, bytes: [UInt8])] = [
        ("generated/grid-hole-1024.json", spec("grid", "\"columns\": 1024", items: ["{\"span\": 1023}"] + repeated("{\"span\": 1024}", 200))),
        ("generated/grid-hole-4.json", spec("grid", "\"columns\": 4, \"spacing\": 2", items: ["{\"span\": 3}"] + repeated("{\"span\": 4}", 500))),
        ("generated/grid-wide-spans.json", spec("grid", "\"columns\": 1000, \"packing\": \"sparse\"",
                                                items: (0 ..< 300).map { "{\"span\": \([1, 999, 1000, 500, 3][$0 % 5])}" })),
        ("generated/grid-long-row.json", spec("grid", "\"columns\": 5000", items: repeated("{}", 5000))),
        ("generated/empty-sections.json", spec("grid", "\"columns\": 4", sections: repeated("{}", 20_000),
                                               updates: repeated("{\"insertSections\": [{\"section\": 0, \"items\": [{}]}]}", 50))),
        ("generated/waterfall-reloads.json", spec("waterfall", "\"columns\": 3", items: repeated("{\"height\": 10}", 2100),
                                                  updates: repeated("{\"reloadItems\": [{\"section\": 0, \"item\": 0, \"height\": 20}]}", 2100))),
        ("generated/misplaced-array.json", Array(("{ \"layout\": \"grid\", \"container\": { \"width\": 390, \"height\": 844 }, \"sections\": ["
            + repeated("0", 50_000).joined(separator: ",") + "] }").utf8)),
        ("generated/seed-grid-updates.json", spec("seed-grid", "\"columns\": 64", items: ["{\"span\": 63}"] + repeated("{\"span\": 64}", 200),
                                                  updates: repeated("{\"reloadItems\": [{\"section\": 0, \"item\": 1, \"span\": 64}]}", 1000))),
    ]

    static func repeated(_ element: String, _ count: Int) -> [String] {
        Array(repeating: element, count: count)
    }

    static func spec(_ layout: String, _ options: String, items: [String] = [], sections: [String]? = nil, updates: [String]? = nil) -> [UInt8] {
        let sectionText = sections ?? ["{ \"items\": [" + items.joined(separator: ",") + "] }"]
        var text = "{ \"layout\": \"\(layout)\", \"container\": { \"width\": 390, \"height\": 844 }, \"options\": { \(options) },\n"
        text += "  \"sections\": [" + sectionText.joined(separator: ",") + "]"
        if let updates { text += ",\n  \"updates\": [" + updates.joined(separator: ",") + "]" }
        text += " }\n"
        return Array(text.utf8)
    }
}
