import TesseraCore

extension LayoutResult {
    /// Items of `items` without exactly one cell, cells for paths that are not in `items`,
    /// sections whose header or footer is missing (`true`: every non-empty section must
    /// have one), unexpected (`false`: none may) or duplicated, and elements of the layout's own
    /// kinds (decorations, other supplementary views) of sections that are not in `items`; at
    /// most `limit` (`completeness` violations). `sectionHeaders` and `sectionFooters`
    /// override `headers` and `footers` for the sections they name. O(n + items).
    public func completenessViolations(
        items: ItemSet, headers: Bool? = nil, footers: Bool? = nil, sectionHeaders: [Int: Bool] = [:], sectionFooters: [Int: Bool] = [:],
        limit: Int = 1
    ) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        var cellCounts = [Int32](repeating: 0, count: items.itemCount)
        // Headers and footers by section, indexed by their kind code − 1.
        var supplementaryCounts = [[Int32]](repeating: [Int32](repeating: 0, count: items.sectionCount), count: 2)
        func report(_ message: String, _ ids: [Int]) {
            if found.count < limit {
                found.append(InvariantViolation(.completeness, message, elements: ids.map { .init(self, id: $0) }))
            }
        }
        var firstCell = [Int: Int]()
        for id in 0 ..< count {
            let path = path(ofElement: id)
            let code = kindCodes[id]
            if code == 0 {
                guard let flat = items.flatIndex(of: path) else {
                    report("cell #\(id) at \(path), which is not an input item", [id])
                    continue
                }
                cellCounts[flat] += 1
                if cellCounts[flat] == 1 {
                    firstCell[flat] = id
                } else {
                    report("item \(path) has more than one cell", [firstCell[flat]!, id])
                }
            } else {
                guard path.section >= 0, path.section < items.sectionCount else {
                    report("\(kind(ofElement: id).name) #\(id) of section \(path.section), which is not an input section", [id])
                    continue
                }
                // A kind of the layout's own (a section background) belongs to an input
                // section; how many a section has is the layout's affair.
                guard code <= 2 else { continue }
                supplementaryCounts[Int(code) - 1][path.section] += 1
                if supplementaryCounts[Int(code) - 1][path.section] > 1 {
                    report("section \(path.section) has more than one \(kind(ofElement: id).name)", [id])
                }
            }
        }
        if let missing = cellCounts.firstIndex(of: 0) {
            let missingCount = cellCounts.reduce(0) { $0 + ($1 == 0 ? 1 : 0) }
            report("item \(items.path(ofFlatIndex: missing)) has no cell (\(missingCount) of \(items.itemCount) items have none)", [])
        }
        for (kind, configured, bySection) in [(ElementKind.header, headers, sectionHeaders), (.footer, footers, sectionFooters)] {
            guard configured != nil || !bySection.isEmpty else { continue }
            for section in 0 ..< items.sectionCount {
                guard let expected = bySection[section] ?? configured else { continue }
                let present = supplementaryCounts[kind == .header ? 0 : 1][section] > 0
                if expected, !present, items.itemCount(inSection: section) > 0 {
                    report("non-empty section \(section) has no \(kind.name), though the layout is configured with them", [])
                } else if !expected, present {
                    report("section \(section) has a \(kind.name), though the layout is configured without them", element(kind, at: ItemPath(section: section, item: 0)).map { [$0] } ?? [])
                }
            }
        }
        return found
    }

    /// Disagreements between the O(1) lookups and the element arrays: an element whose
    /// `element(kind, at: path)` is not itself, and (given `items`) an item whose `cell(at:)`
    /// names an element that is not that item's cell; at most `limit` (`lookup`). O(n + items).
    public func lookupViolations(items: ItemSet? = nil, limit: Int = 1) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        for id in 0 ..< count where found.count < limit {
            let path = path(ofElement: id)
            let answer = element(code: kindCodes[id], at: path)
            if answer != id {
                let kind = kind(ofElement: id)
                found.append(InvariantViolation(
                    .lookup, "element(\(kind), at: \(path)) answers \(answer.map { "#\($0)" } ?? "nil"), not #\(id)",
                    elements: [.init(self, id: id)]
                ))
            }
        }
        guard let items else { return found }
        for flat in 0 ..< items.itemCount where found.count < limit {
            let path = items.path(ofFlatIndex: flat)
            guard let id = cell(at: path) else { continue }
            if id < 0 || id >= count || !isCell(id) || self.path(ofElement: id) != path {
                let elements: [InvariantViolation.Element] = (0 ..< count).contains(id) ? [.init(self, id: id)] : []
                found.append(InvariantViolation(.lookup, "cell(at: \(path)) answers #\(id), which is not that item's cell", elements: elements))
            }
        }
        return found
    }
}
