import TesseraCore

extension ItemSet {
    /// Sections of items with the given heights.
    static func heights(_ sections: [[Double]]) -> ItemSet {
        ItemSet(sections: sections.map { $0.map { ItemSet.Item(width: 0, height: $0) } })
    }
}
