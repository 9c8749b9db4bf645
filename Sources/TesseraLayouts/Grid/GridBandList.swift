/// The bands of a grid's occupancy in row order, as a skip list over contiguous storage: a
/// band is found by row, inserted after another or removed in O(log b) expected, and stepped
/// to the next in O(1) — where an array would shift every later band, which made a section
/// whose squares keep back-filling between earlier bands cost O(n²) moves.
///
/// Nodes are indices into parallel arrays, recycled through a free list; node 0 is the head
/// (no band). Levels are drawn from a fixed-seed generator, so a layout is deterministic.
struct GridBandList<Columns: GridColumnSet> {
    /// A band: rows from `start` to the next band's start (or the occupancy's end), whose taken
    /// columns are `columns`, the longest free run of which is `longestFree`.
    struct Band: Sendable {
        var start: Int
        var columns: Columns
        var longestFree: Int
    }

    /// A node's index; `GridBandList.none` is no node.
    typealias Node = Int32
    static var none: Node { -1 }
    private static var maximumLevel: Int { 24 }

    private var bands: [Band]
    /// Node n's forward pointers are `forward[n * maximumLevel ..< n * maximumLevel + levels[n]]`.
    private var forward: [Node]
    private var levels: [UInt8]
    private var freeNodes: [Node] = []
    private var topLevel = 1
    private var randomState: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// The number of bands.
    private(set) var count = 0

    init(placeholder: Columns) {
        bands = [Band(start: .min, columns: placeholder, longestFree: 0)]
        forward = Array(repeating: Self.none, count: Self.maximumLevel)
        levels = [UInt8(Self.maximumLevel)]
    }

    @inline(__always)
    private func pointer(_ node: Node, _ level: Int) -> Node {
        forward[Int(node) * Self.maximumLevel + level]
    }

    @inline(__always)
    private mutating func setPointer(_ node: Node, _ level: Int, _ target: Node) {
        forward[Int(node) * Self.maximumLevel + level] = target
    }

    /// The band at `node`.
    @inline(__always)
    subscript(node: Node) -> Band {
        get { bands[Int(node)] }
        set { bands[Int(node)] = newValue }
    }

    /// The first band, or `none`.
    @inline(__always)
    var first: Node { pointer(0, 0) }

    /// The band after `node`, or `none`.
    @inline(__always)
    func next(_ node: Node) -> Node { pointer(node, 0) }

    /// The last band whose start is at most `row`, or `none` (before the first band).
    func node(holding row: Int) -> Node {
        var node: Node = 0
        for level in stride(from: topLevel - 1, through: 0, by: -1) {
            while true {
                let ahead = pointer(node, level)
                guard ahead != Self.none, bands[Int(ahead)].start <= row else { break }
                node = ahead
            }
        }
        return node == 0 ? Self.none : node
    }

    /// The last node (head included) at each level whose band starts before `row`.
    private func predecessors(of row: Int) -> [Node] {
        var path = [Node](repeating: 0, count: Self.maximumLevel)
        var node: Node = 0
        for level in stride(from: topLevel - 1, through: 0, by: -1) {
            while true {
                let ahead = pointer(node, level)
                guard ahead != Self.none, bands[Int(ahead)].start < row else { break }
                node = ahead
            }
            path[level] = node
        }
        return path
    }

    private mutating func randomLevel() -> Int {
        // xorshift64*, one level per two zero bits: p = 1/4.
        randomState ^= randomState >> 12
        randomState ^= randomState << 25
        randomState ^= randomState >> 27
        let bits = randomState &* 0x2545_F491_4F6C_DD1D
        return Swift.min(Self.maximumLevel, 1 + (bits | 1 << 62).trailingZeroBitCount / 2)
    }

    /// Inserts `band`, whose start no band has yet. O(log b) expected.
    @discardableResult
    mutating func insert(_ band: Band) -> Node {
        let path = predecessors(of: band.start)
        let level = randomLevel()
        let node: Node
        if let recycled = freeNodes.popLast() {
            node = recycled
            bands[Int(node)] = band
        } else {
            node = Node(bands.count)
            bands.append(band)
            forward.append(contentsOf: repeatElement(Self.none, count: Self.maximumLevel))
            levels.append(0)
        }
        levels[Int(node)] = UInt8(level)
        for height in 0 ..< level {
            let before = height < topLevel ? path[height] : 0
            setPointer(node, height, pointer(before, height))
            setPointer(before, height, node)
        }
        topLevel = Swift.max(topLevel, level)
        count += 1
        return node
    }

    /// Removes the band at `node`. O(log b) expected.
    mutating func remove(_ node: Node) {
        let path = predecessors(of: bands[Int(node)].start)
        for height in 0 ..< Int(levels[Int(node)]) where pointer(path[height], height) == node {
            setPointer(path[height], height, pointer(node, height))
        }
        freeNodes.append(node)
        count -= 1
    }

    /// Removes every band.
    mutating func removeAll() {
        bands.removeSubrange(1...)
        forward.removeSubrange(Self.maximumLevel...)
        for level in 0 ..< Self.maximumLevel { forward[level] = Self.none }
        levels.removeSubrange(1...)
        freeNodes.removeAll(keepingCapacity: true)
        topLevel = 1
        count = 0
    }

    /// The bands in row order.
    var inOrder: [Band] {
        var result: [Band] = []
        result.reserveCapacity(count)
        var node = first
        while node != Self.none {
            result.append(bands[Int(node)])
            node = next(node)
        }
        return result
    }
}
