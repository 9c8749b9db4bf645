/// A plain-text table with columns padded to their widest cell: text columns left-aligned,
/// numeric ones right-aligned.
struct TextTable {
    private let columns: [String]
    private var rows: [[String]] = []

    /// A table with the given header.
    init(columns: [String]) {
        self.columns = columns
    }

    /// Appends a row (missing trailing cells are blank).
    mutating func append(_ cells: [String]) {
        rows.append(cells)
    }

    /// The table as lines joined by newlines, without a trailing newline.
    func render() -> String {
        let all = [columns] + rows
        var widths = Array(repeating: 0, count: columns.count)
        var numeric = Array(repeating: true, count: columns.count)
        for row in all {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.count)
            }
        }
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count && !cell.isEmpty {
                if cell.first.map({ !($0.isNumber || $0 == "-" || $0 == "+") }) ?? true { numeric[column] = false }
            }
        }
        return all.map { row in
            (0 ..< columns.count).map { column in
                let cell = column < row.count ? row[column] : ""
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return numeric[column] ? padding + cell : cell + padding
            }.joined(separator: "  ").replacing(/\s+$/, with: "")
        }.joined(separator: "\n")
    }
}
