/// The rows as CSV (RFC 4180): one header line, then one line per row; the columns of
/// `metrics` are the union of all rows' figure names, sorted, blank where a row lacks one.
/// Skipped rows follow, with only their name and a `skipped: reason` note.
package enum CSVReport {
    /// The CSV text, lines ending in CRLF as RFC 4180 asks.
    package static func render(_ run: BenchmarkRun) -> String {
        let metrics = Set(run.rows.flatMap(\.metrics.keys)).sorted()
        let header = ["name", "workload", "layout", "index", "size", "unit", "samples", "min", "median", "p90", "max", "spread",
                      "cache"] + metrics + ["note"]
        var lines = [header.map(field).joined(separator: ",")]
        for row in run.rows {
            let time = row.time
            var cells = [
                row.name, row.workload, row.layout, row.index ?? "", String(row.size), row.unit, String(time.count),
                NumberFormatting.plain(time.min), NumberFormatting.plain(time.median), NumberFormatting.plain(time.p90),
                NumberFormatting.plain(time.max), NumberFormatting.plain(time.spread), row.cacheRegime?.rawValue ?? "",
            ]
            cells += metrics.map { row.metrics[$0].map(NumberFormatting.plain) ?? "" }
            cells.append(row.note ?? "")
            lines.append(cells.map(field).joined(separator: ","))
        }
        for skipped in run.skipped {
            let cells = [skipped.name] + Array(repeating: "", count: header.count - 2) + ["skipped: \(skipped.reason)"]
            lines.append(cells.map(field).joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// A field, quoted (with doubled quotes) when it holds a comma, quote or line break.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
