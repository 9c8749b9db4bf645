extension LayoutResult {
    /// An upper bound on the bytes `writeJSON` writes (the length of `jsonString()`), known
    /// without formatting a number, so that a command can refuse a result over its output
    /// budget before writing any of it.
    ///
    /// The text around the numbers, the kinds, sections and items are counted exactly; a
    /// coordinate that is an integer is counted by its digits, any other at the longest a
    /// `Double` can be written (`JSONWriter.longestNumber`). The bound is therefore exact for
    /// a layout on whole points, and less than twice the text for any other. O(n).
    package var jsonByteBound: Int {
        var total = 0
        total += "{\n  \"contentSize\": ".utf8.count
        total += Self.numbersText(["width", "height"])
        total += JSONWriter.formattedLengthBound(contentSize.width) + JSONWriter.formattedLengthBound(contentSize.height)
        total += ",\n  \"scrollAxis\": ".utf8.count + JSONWriter.formattedLength(scrollAxis.rawValue)
        total += ",\n  \"elements\": [".utf8.count
        // Each element: its opening (the first one without a comma), then as `writeJSON`.
        let elementText = ",\n    { \"kind\": ".utf8.count + ", \"section\": ".utf8.count + ", \"item\": ".utf8.count
            + ", \"frame\": ".utf8.count + " }".utf8.count
        let categoryText = ", \"category\": ".utf8.count
        let frameText = Self.numbersText(["minX", "minY", "maxX", "maxY"])
        for id in 0 ..< count {
            let kind = kind(ofElement: id)
            let path = path(ofElement: id)
            let frame = frames[id]
            total += elementText - (id == 0 ? 1 : 0) + JSONWriter.formattedLength(kind.name)
            if !kind.isBuiltIn {
                total += categoryText + JSONWriter.formattedLength(kind.category.rawValue)
            }
            total += JSONWriter.formattedLength(path.section) + JSONWriter.formattedLength(path.item) + frameText
            total += JSONWriter.formattedLengthBound(frame.minX) + JSONWriter.formattedLengthBound(frame.minY)
            total += JSONWriter.formattedLengthBound(frame.maxX) + JSONWriter.formattedLengthBound(frame.maxY)
        }
        total += (count == 0 ? "]\n}\n" : "\n  ]\n}\n").utf8.count
        return total
    }

    /// What `JSONWriter.numbers` writes for these keys besides the numbers:
    /// `{ "key": , … }`.
    private static func numbersText(_ keys: [String]) -> Int {
        var length = "{ ".utf8.count + " }".utf8.count + ", ".utf8.count * (keys.count - 1)
        for key in keys {
            length += JSONWriter.formattedLength(key) + ": ".utf8.count
        }
        return length
    }
}
