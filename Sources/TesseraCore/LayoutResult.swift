/// What a layout computes: the content size and every element's frame, kind and path, in
/// contiguous arrays indexed by *element id*.
///
/// An element id is a position in these arrays (an `Int32`: a result holds fewer than 2³¹
/// elements). There is no object per element: a million cells cost about 45 bytes each
/// (32 for the frame, 8 for the path, 1 for the kind, 4 for the path-to-id table). A kind is
/// one byte: cells, headers and footers have fixed codes, and the layout's own supplementary
/// and decoration kinds (`ElementKind.supplementary(_:)`, `.decoration(_:)`) codes into the
/// result's `kindTable`, at most 256 kinds in all.
///
/// Looking an element up by `ItemPath` is O(1): the result keeps, for every item of the
/// input, the id of its cell, and for every section the ids of its header and footer. A
/// result read from elsewhere whose paths are sparse (one element at section 2³¹ − 1) keeps
/// a hash table of its elements' paths instead, so its memory follows its elements, never
/// its largest section or item number.
public struct LayoutResult: Hashable, Sendable {
    /// One laid-out element, as returned by `subscript(_:)`.
    public struct Element: Hashable, Sendable {
        /// Cell, header, footer, or a supplementary or decoration kind of the layout's own.
        public var kind: ElementKind
        /// The item's path; headers and footers use item 0; other supplementary and decoration
        /// elements the index path UIKit gives them.
        public var path: ItemPath
        /// Where the element is, in content coordinates.
        public var frame: Rect

        /// Creates an element.
        public init(kind: ElementKind, path: ItemPath, frame: Rect) {
            self.kind = kind
            self.path = path
            self.frame = frame
        }
    }

    /// The scrollable size of the content: the union of all frames plus the insets.
    public var contentSize: Size
    /// The axis the layout scrolls along; indexes sort along it.
    public let scrollAxis: ScrollAxis
    /// Every element's frame, by element id.
    public internal(set) var frames: [Rect] = []
    /// Every element's kind code, by element id: an index into `kindTable` (0 cell, 1 header,
    /// 2 footer), one byte each — what loops over many elements read.
    @usableFromInline package internal(set) var kindCodes: [UInt8] = []
    /// The kinds the codes of `kindCodes` stand for: cell, header and footer (codes 0, 1, 2),
    /// then the layout's own supplementary and decoration kinds in the order it first appended
    /// them. At most 256 entries.
    public internal(set) var kindTable: [ElementKind] = ElementKind.builtInKinds
    /// The ids of the elements of the kinds beyond the built-in three, by code and path (empty
    /// when there are none, as for Tessera's engines).
    var customLookup: [CustomKindKey: Int32] = [:]
    var sections: [Int32] = []
    var items: [Int32] = []
    /// Flat index of each section's first item, plus the total (as `ItemSet.sectionStarts`).
    @usableFromInline var sectionStarts: [Int]
    /// Element id of each item's cell by flat item index; -1 where none was laid out.
    @usableFromInline var cellElements: [Int32]
    /// Element id of each section's header; -1 where none.
    @usableFromInline var headerElements: [Int32]
    /// Element id of each section's footer; -1 where none.
    var footerElements: [Int32]
    /// The lookup of a result too sparse for the tables above (which are then empty).
    var sparseLookup: SparseLookup?
    /// While an engine rewrites frames in place (`beginRewritingFrames(from:)`), the id of the
    /// next frame it writes; -1 otherwise.
    var rewriteCursor = -1
    /// A kept tail whose frames have not reached their new ids yet (`placeKeptTail`), with
    /// the frames the gap's elements overwrote before they could move.
    var pendingTail: (tail: KeptTail, overwritten: [Rect])?
    /// Whether a rewrite fills the gap `removeElements(from:keepingTail:…)` opened — it then
    /// writes every element's kind, path and lookup entry too, not only its frame: the only
    /// rewrite while a kept tail waits (`beginRewritingFrames` refuses to start then).
    var rewriteFillsGap: Bool { pendingTail != nil }

    /// An empty result for laying out `items`: no elements yet, content size zero.
    ///
    /// Engines append elements with `appendCell`, `appendHeader` and `appendFooter` and set
    /// `contentSize` at the end. `expectedElementCount` reserves storage up front.
    public init(scrollAxis: ScrollAxis, items: ItemSet, expectedElementCount: Int? = nil) {
        self.scrollAxis = scrollAxis
        self.contentSize = .zero
        self.sectionStarts = items.sectionStarts
        self.cellElements = Array(repeating: -1, count: items.itemCount)
        self.headerElements = Array(repeating: -1, count: items.sectionCount)
        self.footerElements = Array(repeating: -1, count: items.sectionCount)
        reserveCapacity(expectedElementCount ?? items.itemCount)
    }

    /// A result assembled from elements computed elsewhere (e.g. a UIKit layout dumped from
    /// an app), validated: every frame finite, every path non-negative, no element listed
    /// twice. Sections and items not listed simply have no element.
    ///
    /// Lookup uses tables when they stay within `denseLookupLimit(elementCount:)` entries
    /// (sections' item counts plus three per section), else a hash table of the paths: O(n)
    /// time and memory either way.
    public init(contentSize: Size, scrollAxis: ScrollAxis, elements: [Element]) throws(LayoutError) {
        // Each section's item count (its largest cell item + 1), gathered by section number
        // in a dictionary: an element at section 2³¹ − 1 costs one entry, not 2³¹.
        var itemCounts: [Int: Int] = [:]
        var sectionCount = 0
        for (id, element) in elements.enumerated() {
            let path = element.path
            guard path.section >= 0, path.section <= Int(Int32.max), path.item >= 0, path.item <= Int(Int32.max) else {
                throw .invalidResult(field: "elements[\(id)]", reason: "path \(path) is not a valid item path")
            }
            guard element.frame.isFinite else {
                throw .invalidResult(field: "elements[\(id)].frame", reason: "\(element.frame) has a non-finite edge")
            }
            sectionCount = Swift.max(sectionCount, path.section + 1)
            let items = element.kind == .cell ? path.item + 1 : 0
            itemCounts[path.section] = Swift.max(itemCounts[path.section] ?? 0, items)
        }
        let tableEntries = itemCounts.values.reduce(0, +) + 3 * sectionCount
        self.scrollAxis = scrollAxis
        self.contentSize = contentSize
        if tableEntries <= Self.denseLookupLimit(elementCount: elements.count) {
            var starts = [0]
            starts.reserveCapacity(sectionCount + 1)
            for section in 0 ..< sectionCount { starts.append(starts[section] + (itemCounts[section] ?? 0)) }
            self.sectionStarts = starts
            self.cellElements = Array(repeating: -1, count: starts[sectionCount])
            self.headerElements = Array(repeating: -1, count: sectionCount)
            self.footerElements = Array(repeating: -1, count: sectionCount)
        } else {
            self.sectionStarts = [0]
            self.cellElements = []
            self.headerElements = []
            self.footerElements = []
            self.sparseLookup = SparseLookup(sectionCount: sectionCount, capacity: elements.count)
        }
        reserveCapacity(elements.count)
        for (id, element) in elements.enumerated() {
            if !element.kind.isBuiltIn, !kindTable.contains(element.kind), kindTable.count >= Self.maximumKindCount {
                throw .invalidResult(
                    field: "elements[\(id)].kind",
                    reason: "\(element.kind) is one kind too many: a result holds at most \(Self.maximumKindCount) kinds"
                )
            }
            guard self.element(element.kind, at: element.path) == nil else {
                throw .invalidResult(
                    field: "elements[\(id)]",
                    reason: "a \(element.kind.name) at \(element.path) is listed twice"
                )
            }
            append(element.frame, kind: element.kind, path: element.path)
        }
    }

    /// The most table entries a result of `elementCount` elements read from elsewhere gets
    /// (8 per element, plus 4096): beyond, its lookup is a hash table.
    package static func denseLookupLimit(elementCount: Int) -> Int {
        8 * elementCount + 4096
    }

    /// Whether lookup goes through a hash table of paths (a sparse result read from
    /// elsewhere) rather than tables by section and item.
    package var hasSparseLookup: Bool { sparseLookup != nil }

    /// Reserves storage for `elementCount` elements.
    public mutating func reserveCapacity(_ elementCount: Int) {
        frames.reserveCapacity(elementCount)
        kindCodes.reserveCapacity(elementCount)
        sections.reserveCapacity(elementCount)
        items.reserveCapacity(elementCount)
    }

    /// The number of elements.
    @inlinable public var count: Int { frames.count }

    /// Whether there are no elements.
    @inlinable public var isEmpty: Bool { frames.isEmpty }

    /// The number of sections of the input this result was laid out for.
    public var sectionCount: Int { sparseLookup?.sectionCount ?? headerElements.count }

    /// The element with id `id`.
    public subscript(id: Int) -> Element {
        Element(kind: kind(ofElement: id), path: path(ofElement: id), frame: frames[id])
    }

    /// Every element's kind, by element id (a view of one byte per element and `kindTable`).
    public var kinds: Kinds { Kinds(codes: kindCodes, table: kindTable) }

    /// The kind of element `id`. O(1).
    @inlinable
    public func kind(ofElement id: Int) -> ElementKind { kindTable[Int(kindCodes[id])] }

    /// Whether element `id` is a cell. O(1), one byte read: for loops over many elements.
    @inlinable
    public func isCell(_ id: Int) -> Bool { kindCodes[id] == 0 }

    /// Whether element `id` has the same kind as element `otherID` of `other`, given whether
    /// the two results' `kindTable`s are equal (checked once by the caller, so that a loop
    /// over every element compares one byte per element).
    @inlinable
    package func hasSameKind(_ id: Int, as otherID: Int, of other: LayoutResult, tablesEqual: Bool) -> Bool {
        tablesEqual ? kindCodes[id] == other.kindCodes[otherID] : kind(ofElement: id) == other.kind(ofElement: otherID)
    }

    /// Whether the result holds elements of kinds beyond cell, header and footer.
    public var hasCustomKinds: Bool { kindTable.count > ElementKind.builtInKinds.count }

    /// The path of element `id`. O(1).
    public func path(ofElement id: Int) -> ItemPath {
        ItemPath(section: Int(sections[id]), item: Int(items[id]))
    }

    /// All elements, in id order. Allocates; prefer the arrays in hot code.
    public var elements: [Element] { (0 ..< count).map { self[$0] } }

    /// Appends the cell of the item at `path` (which must be inside the laid-out item set and
    /// not yet have a cell) and returns its id. O(1) amortised.
    @discardableResult
    public mutating func appendCell(_ frame: Rect, at path: ItemPath) -> Int {
        append(frame, kind: .cell, path: path)
    }

    /// Appends section `section`'s header and returns its id. O(1) amortised.
    @discardableResult
    public mutating func appendHeader(_ frame: Rect, section: Int) -> Int {
        append(frame, kind: .header, path: ItemPath(section: section, item: 0))
    }

    /// Appends section `section`'s footer and returns its id. O(1) amortised.
    @discardableResult
    public mutating func appendFooter(_ frame: Rect, section: Int) -> Int {
        append(frame, kind: .footer, path: ItemPath(section: section, item: 0))
    }

    /// Appends the cells of items `items` of section `section`, in item order, and returns
    /// the id of the first (the others follow consecutively).
    ///
    /// `writeFrames` is called one or more times, in item order, with a buffer of frames to
    /// fill and the item its first frame belongs to: frame `k` is the cell of item
    /// `firstItem + k`, and every frame must be written. The items must be inside the
    /// laid-out item set and not yet have cells. If `writeFrames` throws, nothing is appended.
    ///
    /// The bulk path for engines: one uniqueness and capacity check per array rather than per
    /// element, and the frames written straight into the result's storage — no zero-fill
    /// pass and no copy (a copy through a scratch buffer was a measurable part of an engine's
    /// whole layout at 1M elements). O(items.count).
    ///
    /// Specialized here for the engines' `LayoutError` and for writers that cannot fail: an
    /// engine in another module then calls a specialized copy, where the generic one looks up
    /// the metadata of `Failure?` on every call — a cost an incremental layout, which appends
    /// a section in pieces between its checkpoints, pays thousands of times per update.
    @discardableResult
    @_specialize(exported: true, where Failure == LayoutError)
    @_specialize(exported: true, where Failure == Never)
    public mutating func appendCells<Failure: Error>(
        section: Int, items: Range<Int>,
        frames writeFrames: (_ frames: UnsafeMutableBufferPointer<Rect>, _ firstItem: Int) throws(Failure) -> Void
    ) throws(Failure) -> Int {
        precondition(
            items.lowerBound >= 0 && items.upperBound <= sectionStarts[section + 1] - sectionStarts[section],
            "items outside the section"
        )
        if rewriteCursor >= 0 {
            return try rewriteCells(section: section, items: items, frames: writeFrames)
        }
        let first = frames.count
        let count = items.count
        var failure: Failure?
        // The writer is wrapped in a closure that keeps its error, so that `FrameWriter` is not
        // generic: `append(contentsOf:)` is then specialized here rather than called through
        // the standard library's generic entry point, whose metadata lookups cost more than
        // placing a few dozen frames (an incremental layout appends a section in many pieces).
        // The error goes through a pointer, so that the closures capture only constants and
        // live on the stack (a captured `var` would be boxed on the heap on every call).
        withUnsafeMutablePointer(to: &failure) { failure in
            withoutActuallyEscaping(writeFrames) { writeFrames in
                withoutActuallyEscaping({ (buffer: UnsafeMutableBufferPointer<Rect>, firstItem: Int) -> Bool in
                    do throws(Failure) {
                        try writeFrames(buffer, firstItem)
                        return true
                    } catch {
                        failure.pointee = error
                        return false
                    }
                }) { write in
                    frames.append(contentsOf: FrameWriter(count: count, firstItem: items.lowerBound, write: write))
                }
            }
        }
        if let failure {
            frames.removeSubrange(first...)
            throw failure
        }
        // Element ids and item numbers are Int32: checked once here (trapping where the
        // per-element conversions did), so the loops below convert unchecked and vectorise.
        let firstId = Int32(first), firstItem = Int32(items.lowerBound)
        _ = (Int32(Swift.max(first, first + count - 1)), Int32(items.upperBound))
        kindCodes.append(contentsOf: repeatElement(0, count: count))
        sections.append(contentsOf: repeatElement(Int32(section), count: count))
        let itemsStart = self.items.count
        // Filled in place rather than appended from a range of Int32, whose iteration is
        // not vectorised.
        self.items.append(contentsOf: repeatElement(0, count: count))
        self.items.withUnsafeMutableBufferPointer { numbers in
            for offset in 0 ..< count {
                numbers[itemsStart &+ offset] = firstItem &+ Int32(truncatingIfNeeded: offset)
            }
        }
        let base = sectionStarts[section] + items.lowerBound
        cellElements.withUnsafeMutableBufferPointer { cells in
            for offset in 0 ..< count { cells[base &+ offset] = firstId &+ Int32(truncatingIfNeeded: offset) }
        }
        return first
    }

    /// Appends an element of any kind and returns its id.
    @discardableResult
    public mutating func append(_ frame: Rect, kind: ElementKind, path: ItemPath) -> Int {
        if rewriteCursor >= 0 { return rewriteFrame(frame, kind: kind, path: path) }
        let id = Int32(frames.count)
        let code = code(for: kind)
        recordLookup(id, code: code, at: path)
        frames.append(frame)
        kindCodes.append(code)
        sections.append(Int32(path.section))
        items.append(Int32(path.item))
        return Int(id)
    }

    /// The code of `kind`: its fixed code, its place in `kindTable`, or a new entry there.
    /// More than 256 kinds in one result is a programming error of the engine (results read
    /// from elsewhere are refused with a `LayoutError` first).
    mutating func code(for kind: ElementKind) -> UInt8 {
        if let code = kind.builtInCode { return code }
        if let index = kindTable.firstIndex(of: kind) { return UInt8(index) }
        precondition(kindTable.count < Self.maximumKindCount, "a result holds at most \(Self.maximumKindCount) element kinds")
        kindTable.append(kind)
        return UInt8(kindTable.count - 1)
    }

    /// The most element kinds one result holds (its codes are one byte).
    public static var maximumKindCount: Int { 256 }

    /// Records that element `id`, of kind code `code`, is at `path`.
    mutating func recordLookup(_ id: Int32, code: UInt8, at path: ItemPath) {
        if code > 2 {
            guard let key = CustomKindKey(code: code, path) else { preconditionFailure("path \(path) outside the result") }
            customLookup[key] = id
        } else if sparseLookup != nil {
            sparseLookup!.insert(id, code, at: path)
        } else {
            switch code {
            case 0: cellElements[sectionStarts[path.section] + path.item] = id
            case 1: headerElements[path.section] = id
            default: footerElements[path.section] = id
            }
        }
    }

    /// The id of the element of `kind` at `path` (headers and footers: any item, usually 0),
    /// or `nil` when there is none. O(1) (for a kind of the layout's own, plus a look through
    /// `kindTable`).
    public func element(_ kind: ElementKind, at path: ItemPath) -> Int? {
        guard let code = kind.builtInCode else {
            guard let index = kindTable.firstIndex(of: kind), let key = CustomKindKey(code: UInt8(index), path),
                  let id = customLookup[key] else { return nil }
            return Int(id)
        }
        return element(code: code, at: path)
    }

    /// The id of the element of kind code `code` at `path`, or `nil`. O(1): what checks that
    /// look up every element call.
    package func element(code: UInt8, at path: ItemPath) -> Int? {
        switch code {
        case 0: return cell(at: path)
        case 1, 2:
            guard path.section >= 0, path.section < headerElements.count else { return sparseLookup?.element(code, at: path) }
            let id = code == 1 ? headerElements[path.section] : footerElements[path.section]
            return id < 0 ? nil : Int(id)
        default:
            guard let key = CustomKindKey(code: code, path), let id = customLookup[key] else { return nil }
            return Int(id)
        }
    }

    /// The id of the cell at `path`, or `nil`. O(1).
    ///
    /// Inlinable: a scroll view asks it for every visible item, and the call into another
    /// module cost as much as the lookup (the gate's `lookup` rows).
    @inlinable
    public func cell(at path: ItemPath) -> Int? {
        guard path.section >= 0, path.section < headerElements.count else { return sparseCell(at: path) }
        guard path.item >= 0, path.item < sectionStarts[path.section + 1] - sectionStarts[path.section] else { return nil }
        let id = cellElements[sectionStarts[path.section] + path.item]
        return id < 0 ? nil : Int(id)
    }

    /// The cell at `path` of a sparse result read from elsewhere (`nil` for any other).
    @usableFromInline
    func sparseCell(at path: ItemPath) -> Int? {
        sparseLookup?.element(0, at: path)
    }

    /// The result with element `id`'s frame replaced by `frame` (its kind, path and lookup
    /// unchanged). O(n) for the copy.
    package func replacingFrame(_ id: Int, with frame: Rect) -> LayoutResult {
        var result = self
        result.frames[id] = frame
        return result
    }

    /// The smallest rect containing every frame; `nil` when there are none. O(n).
    public var framesUnion: Rect? {
        guard var union = frames.first else { return nil }
        for frame in frames.dropFirst() {
            union = union.union(frame)
        }
        return union
    }

    /// Two results are equal when they have the same content size, scroll axis and elements
    /// (frames, kinds and paths, in id order). The lookup tables are derived from these and
    /// are not compared: a result read back from JSON has no record of trailing empty sections.
    /// Neither is the order of `kindTable`: the kinds are compared, not their codes.
    public static func == (lhs: LayoutResult, rhs: LayoutResult) -> Bool {
        lhs.contentSize == rhs.contentSize && lhs.scrollAxis == rhs.scrollAxis && lhs.frames == rhs.frames
            && lhs.sections == rhs.sections && lhs.items == rhs.items
            && (lhs.kindTable == rhs.kindTable ? lhs.kindCodes == rhs.kindCodes : lhs.kinds.elementsEqual(rhs.kinds))
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(contentSize)
        hasher.combine(scrollAxis)
        hasher.combine(frames)
        if hasCustomKinds {
            // By kind, not code: equal results may have met their kinds in another order.
            hasher.combine(count)
            for id in 0 ..< count { hasher.combine(kind(ofElement: id)) }
        } else {
            hasher.combine(kindCodes)
        }
        hasher.combine(sections)
        hasher.combine(items)
    }

    /// The memory the result's storage holds, in bytes (capacity, not count).
    public var memoryBytes: Int {
        frames.capacity * MemoryLayout<Rect>.stride
            + kindCodes.capacity * MemoryLayout<UInt8>.stride
            + (hasCustomKinds ? kindTable.capacity * MemoryLayout<ElementKind>.stride : 0)
            + customLookup.capacity * (MemoryLayout<CustomKindKey>.stride + MemoryLayout<Int32>.stride + 1)
            + (sections.capacity + items.capacity) * MemoryLayout<Int32>.stride
            + sectionStarts.capacity * MemoryLayout<Int>.stride
            + (cellElements.capacity + headerElements.capacity + footerElements.capacity) * MemoryLayout<Int32>.stride
            + (sparseLookup?.memoryBytes ?? 0)
    }
}

/// Element ids by (kind, section, item) in a hash table: the lookup of a result whose paths
/// are too sparse for tables. Keys pack the kind and both 31-bit numbers into 64 bits.
struct SparseLookup: Hashable, Sendable {
    let sectionCount: Int
    private var ids: [UInt64: Int32]

    init(sectionCount: Int, capacity: Int) {
        self.sectionCount = sectionCount
        self.ids = Dictionary(minimumCapacity: capacity)
    }

    /// `code` is a built-in kind's (0 cell, 1 header, 2 footer).
    private static func key(_ code: UInt8, _ path: ItemPath) -> UInt64? {
        let item = code == 0 ? path.item : 0
        guard (0 ... Int(Int32.max)).contains(path.section), (0 ... Int(Int32.max)).contains(item) else { return nil }
        return UInt64(code) << 62 | UInt64(path.section) << 31 | UInt64(item)
    }

    mutating func insert(_ id: Int32, _ code: UInt8, at path: ItemPath) {
        guard let key = Self.key(code, path) else { preconditionFailure("path \(path) outside the result") }
        ids[key] = id
    }

    func element(_ code: UInt8, at path: ItemPath) -> Int? {
        guard let key = Self.key(code, path), let id = ids[key] else { return nil }
        return Int(id)
    }

    /// Roughly: a key, a value and a control byte per bucket.
    var memoryBytes: Int { ids.capacity * 13 }
}

/// Where an element of a kind beyond cell, header and footer is: its kind's code and its path.
struct CustomKindKey: Hashable, Sendable {
    var code: UInt8
    var section: Int32
    var item: Int32

    /// The key of `path`, or `nil` when a number is outside `0 ... Int32.max`.
    init?(code: UInt8, _ path: ItemPath) {
        guard let section = Int32(exactly: path.section), let item = Int32(exactly: path.item), section >= 0, item >= 0 else {
            return nil
        }
        self.code = code
        self.section = section
        self.item = item
    }
}

extension LayoutResult {
    /// Every element's kind, by element id: a view of the result's one byte per element and
    /// its `kindTable`, so reading a kind costs two array reads and no allocation.
    public struct Kinds: RandomAccessCollection, Hashable, Sendable {
        let codes: [UInt8]
        let table: [ElementKind]

        /// 0.
        public var startIndex: Int { 0 }
        /// The element count.
        public var endIndex: Int { codes.count }

        /// The kind of element `id`.
        public subscript(id: Int) -> ElementKind { table[Int(codes[id])] }

        /// Whether both list the same kinds in the same order.
        public static func == (lhs: Kinds, rhs: Kinds) -> Bool {
            lhs.table == rhs.table ? lhs.codes == rhs.codes : lhs.elementsEqual(rhs)
        }

        /// Whether `lhs` lists exactly the kinds of `rhs`, in order.
        public static func == (lhs: Kinds, rhs: [ElementKind]) -> Bool { lhs.elementsEqual(rhs) }

        /// Hashes the kinds in order.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(codes.count)
            for kind in self { hasher.combine(kind) }
        }
    }
}

/// The frames of `LayoutResult.appendCells` as a sequence that `Array.append(contentsOf:)`
/// asks to initialize its new storage in place: `_copyContents(initializing:)` hands the
/// engine's writer the uninitialized tail of the array, so the frames are written once, where
/// they stay. When the writer fails (returns `false`, having kept its error) the slots are
/// zeroed, so the append still finishes with initialized frames, and `appendCells` removes
/// them all.
private struct FrameWriter: Sequence {
    let count: Int
    let firstItem: Int
    let write: (UnsafeMutableBufferPointer<Rect>, Int) -> Bool

    var underestimatedCount: Int { count }

    func makeIterator() -> EmptyCollection<Rect>.Iterator { EmptyCollection().makeIterator() }

    func _copyContents(initializing buffer: UnsafeMutableBufferPointer<Rect>) -> (EmptyCollection<Rect>.Iterator, Int) {
        let target = UnsafeMutableBufferPointer(rebasing: buffer[0 ..< count])
        if !write(target, firstItem) {
            _ = target.initialize(from: repeatElement(Rect.zero, count: count))
        }
        return (makeIterator(), count)
    }
}
