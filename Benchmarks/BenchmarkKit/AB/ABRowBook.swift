/// The rows of an A/B run as the driver fills them: each row's blocks, in the order the
/// workers first reached the rows, and whether it is still open (taking blocks).
struct ABRowBook {
    private(set) var names: [String] = []
    private(set) var blocks: [[ABBlock]] = []
    /// Why each row stopped; `nil` while open.
    private(set) var stops: [ABStop?] = []
    private var positions: [String: Int] = [:]
    /// The number of rows the decisions are corrected for; 0 until the first round has found
    /// them all (no row is decided before).
    private(set) var rowCount = 0

    /// The index of the row `name`, added (open) on first sight.
    mutating func index(of name: String) -> Int {
        if let index = positions[name] { return index }
        positions[name] = names.count
        names.append(name)
        blocks.append([])
        stops.append(nil)
        return names.count - 1
    }

    /// Whether the row at `index` still takes blocks.
    func isOpen(_ index: Int) -> Bool { stops[index] == nil }

    /// The names of the open rows.
    var openNames: [String] { names.indices.filter(isOpen).map { names[$0] } }

    /// Adds a block to the row at `index`.
    mutating func append(_ block: ABBlock, to index: Int) {
        blocks[index].append(block)
    }

    /// After the first round: the rows never paired stop as `unpaired`, the rest count for the
    /// correction, and each is settled.
    mutating func closeFirstRound(paired: Set<String>, criteria: ABCriteria) {
        for index in names.indices where !paired.contains(names[index]) { stops[index] = .unpaired }
        rowCount = stops.filter { $0 != .unpaired }.count
        for index in names.indices where isOpen(index) { settle(index, criteria: criteria) }
    }

    /// Stops the row at `index` when its verdict is settled or it has its maximum of blocks.
    mutating func settle(_ index: Int, criteria: ABCriteria) {
        guard isOpen(index), rowCount > 0 else { return }
        if ABAnalysis.decision(blocks[index], criteria: criteria, rowCount: rowCount) != nil {
            stops[index] = .decided
        } else if blocks[index].count >= criteria.maximumBlocks {
            stops[index] = .maximumBlocks
        }
    }

    /// The rows for `ABAnalysis.outcomes`; those still open stopped for the budget.
    var rows: [ABAnalysis.Row] {
        names.indices.map { index in
            ABAnalysis.Row(name: names[index], unit: ABReport.unit(ofRow: names[index]), blocks: blocks[index], stop: stops[index] ?? .budget)
        }
    }
}
