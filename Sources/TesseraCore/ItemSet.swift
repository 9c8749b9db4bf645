/// The input of a layout: sections of items, each item with a preferred width, height and
/// span — and, for a layout that reads more, a payload of its own type (`ItemPayload`) —
/// stored as a struct of arrays.
///
/// Storage is contiguous and flat — one `[Double]` of widths, one of heights, one `[Int]` of
/// spans, indexed by the item's *flat index* (its position across all sections), plus the
/// flat index where each section starts. A million items cost 24 MB, with no object per item.
/// Payloads, when any item has one, are one more array of a reference per item; a set
/// without payloads has none.
///
/// An `ItemSet` holds any numbers, NaN and negative ones included: it is the layouts that
/// validate what they read and throw a `LayoutError` naming the offending item.
///
/// Defaults (what an item gets when a field is not given): `width` 0 and `height` 0, which
/// each layout reads as "use the layout's own dimension" where it has one (the grid's cell
/// size) and as zero otherwise; `span` 1.
public struct ItemSet: Hashable, Sendable {
    /// One item's preferred size and span.
    public struct Item: Hashable, Sendable {
        /// Preferred width; 0 means the layout's default (see `ItemSet`).
        public var width: Double
        /// Preferred height; 0 means the layout's default (see `ItemSet`).
        public var height: Double
        /// How many columns (grid: columns and rows) the item covers; 1 by default.
        public var span: Int
        /// What the layout reads of the item beyond its size and span (a width mode, a kind
        /// tag); `nil` by default.
        public var payload: ItemPayload?

        /// Creates an item; every field has the documented default.
        @inlinable
        public init(width: Double = 0, height: Double = 0, span: Int = 1, payload: ItemPayload? = nil) {
            self.width = width
            self.height = height
            self.span = span
            self.payload = payload
        }
    }

    /// Preferred widths by flat index.
    public internal(set) var widths: [Double] = []
    /// Preferred heights by flat index.
    public internal(set) var heights: [Double] = []
    /// Spans by flat index.
    public internal(set) var spans: [Int] = []
    /// `sectionStarts[s]` is the flat index of section `s`'s first item; one extra trailing
    /// entry holds the total count, so section `s` is `sectionStarts[s] ..< sectionStarts[s + 1]`.
    public internal(set) var sectionStarts: [Int] = [0]
    /// Payloads by flat index: empty when no item has one, else one entry per item (so equal
    /// sets have equal arrays).
    public internal(set) var payloads: [ItemPayload?] = []

    /// An empty set with no sections.
    public init() {}

    /// A set with the given sections of items.
    public init<Sections: Sequence>(sections: Sections)
    where Sections.Element: Sequence, Sections.Element.Element == Item {
        for section in sections {
            appendSection(section)
        }
    }

    /// A set of `sectionCount` sections with `itemsPerSection` copies of `item` each; handy
    /// for uniform grids and benchmarks. O(total items).
    public init(sectionCount: Int, itemsPerSection: Int, item: Item = Item()) {
        let total = sectionCount * itemsPerSection
        widths = Array(repeating: item.width, count: total)
        heights = Array(repeating: item.height, count: total)
        spans = Array(repeating: item.span, count: total)
        sectionStarts = (0...sectionCount).map { $0 * itemsPerSection }
        if item.payload != nil, total > 0 { payloads = Array(repeating: item.payload, count: total) }
    }

    /// The number of sections.
    @inlinable public var sectionCount: Int { sectionStarts.count - 1 }

    /// The number of items across all sections.
    @inlinable public var itemCount: Int { widths.count }

    /// Whether there are no items (there may still be empty sections).
    @inlinable public var isEmpty: Bool { widths.isEmpty }

    /// The flat indices of section `section`'s items. O(1).
    @inlinable
    public func flatRange(ofSection section: Int) -> Range<Int> {
        sectionStarts[section] ..< sectionStarts[section + 1]
    }

    /// The number of items in `section`. O(1).
    @inlinable
    public func itemCount(inSection section: Int) -> Int {
        sectionStarts[section + 1] - sectionStarts[section]
    }

    /// The flat index of the item at `path`; `nil` when the path is outside the set. O(1).
    @inlinable
    public func flatIndex(of path: ItemPath) -> Int? {
        guard path.section >= 0, path.section < sectionCount, path.item >= 0,
              path.item < itemCount(inSection: path.section) else { return nil }
        return sectionStarts[path.section] + path.item
    }

    /// The item at a flat index.
    @inlinable
    public subscript(flatIndex index: Int) -> Item {
        Item(width: widths[index], height: heights[index], span: spans[index], payload: payload(at: index))
    }

    /// The payload of the item at a flat index; `nil` when it has none. O(1).
    @inlinable
    public func payload(at index: Int) -> ItemPayload? {
        payloads.isEmpty ? nil : payloads[index]
    }

    /// The payload of the item at a flat index as a `Value`; `nil` when it has none or one
    /// of another type. O(1).
    public func payload<Value>(at index: Int, as type: Value.Type) -> Value? {
        payload(at: index)?.value(as: type)
    }

    /// Whether some item has a payload.
    public var hasPayloads: Bool { !payloads.isEmpty }

    /// The item at `path`, which must be inside the set.
    public subscript(path: ItemPath) -> Item {
        get { self[flatIndex: flatIndex(of: path)!] }
        set {
            let index = flatIndex(of: path)!
            widths[index] = newValue.width
            heights[index] = newValue.height
            spans[index] = newValue.span
            if newValue.payload != nil || !payloads.isEmpty {
                if payloads.isEmpty { payloads = Array(repeating: nil, count: itemCount) }
                payloads[index] = newValue.payload
                dropEmptyPayloads()
            }
        }
    }

    /// Empties the payload column when no item has a payload any more, so that equal sets
    /// have equal storage. O(n) when the column exists.
    mutating func dropEmptyPayloads() {
        if !payloads.isEmpty, !payloads.contains(where: { $0 != nil }) { payloads = [] }
    }

    /// Appends `payload` for the item just appended at flat index `itemCount - 1`.
    private mutating func appendPayload(_ payload: ItemPayload?) {
        if payloads.isEmpty {
            guard payload != nil else { return }
            payloads = Array(repeating: nil, count: itemCount - 1)
        }
        payloads.append(payload)
    }

    /// The items of one section, in order.
    public func items(inSection section: Int) -> [Item] {
        flatRange(ofSection: section).map { self[flatIndex: $0] }
    }

    /// The path of the item at a flat index. O(log sections).
    public func path(ofFlatIndex index: Int) -> ItemPath {
        // The last section start that is ≤ index, skipping empty sections.
        var low = 0, high = sectionCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return ItemPath(section: low, item: index - sectionStarts[low])
    }

    /// Appends a section holding `items`.
    public mutating func appendSection<Items: Sequence>(_ items: Items) where Items.Element == Item {
        for item in items {
            widths.append(item.width)
            heights.append(item.height)
            spans.append(item.span)
            if item.payload != nil || !payloads.isEmpty { appendPayload(item.payload) }
        }
        sectionStarts.append(widths.count)
    }

    /// Appends an empty section.
    public mutating func appendSection() {
        sectionStarts.append(widths.count)
    }

    /// Appends `item` to the last section, creating section 0 if there is none.
    public mutating func append(_ item: Item) {
        if sectionStarts.count == 1 { sectionStarts.append(0) }
        widths.append(item.width)
        heights.append(item.height)
        spans.append(item.span)
        if item.payload != nil || !payloads.isEmpty { appendPayload(item.payload) }
        sectionStarts[sectionStarts.count - 1] = widths.count
    }

    /// Reserves storage for `itemCount` items in total.
    public mutating func reserveCapacity(_ itemCount: Int) {
        widths.reserveCapacity(itemCount)
        heights.reserveCapacity(itemCount)
        spans.reserveCapacity(itemCount)
    }

    /// Removes section `section` and its items. O(total items).
    public mutating func removeSection(_ section: Int) {
        let range = flatRange(ofSection: section)
        widths.removeSubrange(range)
        heights.removeSubrange(range)
        spans.removeSubrange(range)
        if !payloads.isEmpty {
            payloads.removeSubrange(range)
            dropEmptyPayloads()
        }
        sectionStarts.remove(at: section + 1)
        for later in (section + 1) ..< sectionStarts.count {
            sectionStarts[later] -= range.count
        }
    }

    /// The set without the items at flat indices `range`, from whichever sections hold them;
    /// sections keep their places (a section may become empty). O(total items), each array
    /// copied once into storage of exactly its new length.
    package func removingItems(flatRange range: Range<Int>) -> ItemSet {
        guard !range.isEmpty else { return self }
        /// `array` without `range`, in storage of exactly its new length.
        func without<Element>(_ array: [Element]) -> [Element] {
            var kept: [Element] = []
            kept.reserveCapacity(array.count - range.count)
            kept.append(contentsOf: array[..<range.lowerBound])
            kept.append(contentsOf: array[range.upperBound...])
            return kept
        }
        var result = ItemSet()
        result.widths = without(widths)
        result.heights = without(heights)
        result.spans = without(spans)
        if !payloads.isEmpty {
            result.payloads = without(payloads)
            result.dropEmptyPayloads()
        }
        result.sectionStarts = sectionStarts.map { start in
            start - (Swift.min(Swift.max(start, range.lowerBound), range.upperBound) - range.lowerBound)
        }
        return result
    }

    /// Removes the item at `path`; later items in its section move down by one. O(total items).
    public mutating func removeItem(at path: ItemPath) {
        let index = flatIndex(of: path)!
        widths.remove(at: index)
        heights.remove(at: index)
        spans.remove(at: index)
        if !payloads.isEmpty {
            payloads.remove(at: index)
            dropEmptyPayloads()
        }
        for later in (path.section + 1) ..< sectionStarts.count {
            sectionStarts[later] -= 1
        }
    }
}

extension ItemSet {
    /// Which per-item fields a layout reads, for `validate(_:)`.
    public struct Fields: OptionSet, Hashable, Sendable {
        /// The fields' bits.
        public let rawValue: UInt8
        /// Creates a field set from its raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The preferred width.
        public static let width = Fields(rawValue: 1 << 0)
        /// The preferred height.
        public static let height = Fields(rawValue: 1 << 1)
        /// The span.
        public static let span = Fields(rawValue: 1 << 2)
    }

    /// Throws for the first item (in flat order) whose `fields` are invalid: a width or
    /// height that is NaN, infinite or negative, or a span below 1. O(n).
    public func validate(_ fields: Fields) throws(LayoutError) {
        if fields.contains(.width) {
            try validateLengths(widths, dimension: .width)
        }
        if fields.contains(.height) {
            try validateLengths(heights, dimension: .height)
        }
        if fields.contains(.span), let index = spans.firstIndex(where: { $0 < 1 }) {
            throw .invalidSpan(path(ofFlatIndex: index), value: spans[index])
        }
    }

    private func validateLengths(_ lengths: [Double], dimension: LayoutError.Dimension) throws(LayoutError) {
        // `!(x >= 0)` catches NaN as well as negatives; `x < .infinity` catches +∞.
        if let index = lengths.firstIndex(where: { !($0 >= 0 && $0 < .infinity) }) {
            throw .invalidItemLength(path(ofFlatIndex: index), dimension: dimension, value: lengths[index])
        }
    }
}
