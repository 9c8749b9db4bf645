/// The run as Markdown, the benchmark's part of docs/RESULTS.md (`--markdown FILE`): the
/// machine, then tables derived from the rows alone — `prepare` at every size, and at the
/// largest size the queries by cache regime, index builds, lookups and batch updates — the
/// targets the rows' notes state, the skipped rows, and every row in full.
///
/// Which layout is a seed port, and whose, comes from the catalog (`seedPorts`, engine name →
/// seed port name); nothing here names a layout or an index.
package enum MarkdownReport {
    /// The Markdown text of `run`; `seedPorts` maps each engine's name to its seed port's.
    package static func render(_ run: BenchmarkRun, seedPorts: [String: String]) -> String {
        let report = Tables(run: run, seedPorts: seedPorts)
        return [
            report.machine(), report.prepare(), report.queries(), report.prefetch(), report.builds(), report.lookups(),
            report.updates(), report.targets(), report.skipped(), report.everyRow(),
        ].compactMap { $0 }.joined(separator: "\n")
    }

    /// The tables of one run.
    struct Tables {
        let run: BenchmarkRun
        let seedPorts: [String: String]
        /// Median of each row, by name.
        let rowsByName: [String: BenchmarkRow]
        /// The layouts measured, engines (and any layout without a seed port) first, in run order.
        let engines: [String]
        /// The seed ports measured, in run order.
        let seeds: [String]
        /// The largest size any row measured.
        let largest: Int

        init(run: BenchmarkRun, seedPorts: [String: String]) {
            self.run = run
            self.seedPorts = seedPorts
            rowsByName = Dictionary(run.rows.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let seedNames = Set(seedPorts.values)
            var layouts: [String] = []
            // The triage rows' feed is no layout of the catalog: its rows are listed with the targets.
            for row in run.rows
            where !layouts.contains(row.layout) && row.layout != BenchmarkSuite.resultWriteName && row.workload != Workload.triage.rawValue {
                layouts.append(row.layout)
            }
            engines = layouts.filter { !seedNames.contains($0) }
            seeds = layouts.filter { seedNames.contains($0) }
            largest = run.rows.map(\.size).max() ?? 0
        }

        var largestLabel: String { SizeLabel.string(largest) }

        func row(_ workload: String, _ index: String?, _ layout: String, _ size: Int) -> BenchmarkRow? {
            rowsByName[BenchmarkRow.name(workload: workload, index: index, layout: layout, size: size)]
        }

        func machine() -> String {
            let environment = run.environment
            let gibibytes = Double(environment.memoryBytes) / Double(1 << 30)
            return """
            Machine: \(environment.cores) × \(environment.cpuModel), \(Format.number(gibibytes)) GiB; \
            \(environment.memory.summary); \(environment.operatingSystem); \(environment.toolchain), \
            \(environment.buildConfiguration) build. Run started \(environment.date), arguments \
            `\(run.arguments.isEmpty ? "(none: the default run)" : run.arguments.joined(separator: " "))`. \
            Medians of up to \(run.rows.map(\.time.count).max() ?? 0) samples; read ratios within one run.

            """
        }

        /// `prepare` of every layout at every size (median, min in parentheses), the bytes the
        /// result holds per item and the speedup over the seed port at the largest size both ran.
        func prepare() -> String? {
            let workload = Workload.prepare.rawValue
            let rows = run.rows.filter { $0.workload == workload }
            guard !rows.isEmpty else { return nil }
            let sizes = Array(Set(rows.map(\.size))).sorted()
            var table = Table(header: ["layout"] + sizes.map(SizeLabel.string) + ["bytes/item", "heap bytes/item", "× seed"])
            for layout in engines + seeds + [BenchmarkSuite.resultWriteName] {
                let measured = sizes.compactMap { row(workload, nil, layout, $0) }
                guard let last = measured.last else { continue }
                let speedup = measured.last { $0.metrics[BenchmarkRow.Metric.timesFasterThanSeed] != nil }
                table.append([layout] + sizes.map { size in
                    row(workload, nil, layout, size).map { "\(Format.number($0.time.median)) (\(Format.number($0.time.min)))" } ?? "—"
                } + [
                    last.metrics[BenchmarkRow.Metric.bytesPerItem].map(Format.number) ?? "",
                    last.metrics[BenchmarkRow.Metric.heapBytesPerItem].map(Format.number) ?? "",
                    speedup.map { "\(Format.number($0.metrics[BenchmarkRow.Metric.timesFasterThanSeed]!))× at \(SizeLabel.string($0.size))" } ?? "",
                ])
            }
            return "**`prepare`**, ns per item: median (min); the bytes the result holds per item at the largest size measured\n\n"
                + table.render()
        }

        /// The query workloads (cold, warm, scrolling) at the largest size: one row per index,
        /// one column per engine and workload; a seed port's own filter (index `seed`) sits in
        /// its engine's columns. The fastest of each column is in bold.
        func queries() -> String? {
            let workloads = [Workload.random, .randomWarm, .sweep].map(\.rawValue)
            let columns = engines.flatMap { layout in workloads.map { (layout, $0) } }.filter { layout, workload in
                run.rows.contains { $0.workload == workload && $0.size == largest && ($0.layout == layout || $0.layout == seedPorts[layout]) }
            }
            guard !columns.isEmpty else { return nil }
            let cell: (String, String, String) -> BenchmarkRow? = { index, layout, workload in
                index == "seed" ? seedPorts[layout].flatMap { row(workload, index, $0, largest) } : row(workload, index, layout, largest)
            }
            let indexes = queryIndexes(workloads)
            var table = Table(header: ["index"] + columns.map { "\($0.0) \(CacheRegimeLabel.of($0.1))" })
            let best = columns.map { layout, workload in
                indexes.filter { $0 != "seed" }.compactMap { cell($0, layout, workload)?.time.median }.min()
            }
            for index in indexes {
                table.append([index] + columns.enumerated().map { offset, column in
                    guard let measured = cell(index, column.0, column.1) else { return "" }
                    let text = Format.number(measured.time.median)
                    return measured.time.median == best[offset] ? "**\(text)**" : text
                })
            }
            let hits = run.rows.filter { workloads.contains($0.workload) && $0.size == largest }
                .compactMap { $0.metrics[BenchmarkRow.Metric.hitsPerQuery] }
            let hitText = hits.isEmpty ? "" : ", \(Format.number(hits.min()!))–\(Format.number(hits.max()!)) hits per query"
            return "**Visible-rect queries at \(largestLabel) elements**, ns per query (median\(hitText)); "
                + "cold: `random`, warm: `random-warm`, scroll: `sweep`\n\n" + table.render()
        }

        /// The indexes of the query rows at the largest size, in run order (`seed` last).
        func queryIndexes(_ workloads: [String]) -> [String] {
            var indexes: [String] = []
            for row in run.rows where workloads.contains(row.workload) && row.size == largest {
                if let index = row.index, !indexes.contains(index) { indexes.append(index) }
            }
            return indexes.filter { $0 != "seed" } + (indexes.contains("seed") ? ["seed"] : [])
        }

        func prefetch() -> String? {
            let workload = Workload.prefetch.rawValue
            let layouts = engines.filter { layout in run.rows.contains { $0.workload == workload && $0.layout == layout && $0.size == largest } }
            guard !layouts.isEmpty else { return nil }
            var table = Table(header: ["index"] + layouts)
            for index in queryIndexes([workload]) where index != "seed" {
                table.append([index] + layouts.map { row(workload, index, $0, largest).map { Format.number($0.time.median) } ?? "" })
            }
            return "**`prefetch` at \(largestLabel) elements** (a 3-viewport window, cold), ns per query (median)\n\n" + table.render()
        }

        /// Index builds at the largest size: ns per element (median) and bytes per element.
        func builds() -> String? {
            let workload = Workload.build.rawValue
            let layouts = (engines + seeds).filter { layout in
                run.rows.contains { $0.workload == workload && $0.layout == layout && $0.size == largest }
            }
            guard !layouts.isEmpty else { return nil }
            var indexes: [String] = []
            for row in run.rows where row.workload == workload && row.size == largest {
                if let index = row.index, !indexes.contains(index) { indexes.append(index) }
            }
            var table = Table(header: ["index"] + layouts)
            for index in indexes {
                table.append([index] + layouts.map { layout in
                    guard let measured = row(workload, index, layout, largest) else { return "" }
                    let bytes = measured.metrics[BenchmarkRow.Metric.bytesPerElement].map { " (\(Format.number($0)) B)" } ?? ""
                    return Format.number(measured.time.median) + bytes
                })
            }
            return "**Index build at \(largestLabel) elements**, ns per element (median; bytes per element)\n\n" + table.render()
        }

        func lookups() -> String? {
            let rows = run.rows.filter { $0.workload == Workload.lookup.rawValue && $0.size == largest }
            guard !rows.isEmpty else { return nil }
            var table = Table(header: ["layout", "lookup", "ns per lookup (median)"])
            for row in rows { table.append([row.layout, row.index ?? "", Format.number(row.time.median)]) }
            return "**`ItemPath` lookup at \(largestLabel) items**\n\n" + table.render()
        }

        /// Batch updates at the largest size: one row per change (`relayout` first), one column
        /// per layout, the median and how many times faster than `relayout`.
        func updates() -> String? {
            let rows = run.rows.filter { $0.workload == Workload.update.rawValue && $0.size == largest }
            guard !rows.isEmpty else { return nil }
            var layouts: [String] = []
            var changes: [String] = []
            for row in rows {
                if !layouts.contains(row.layout) { layouts.append(row.layout) }
                let change = String(row.name.prefix { $0 != "/" })
                if !changes.contains(change) { changes.append(change) }
            }
            var table = Table(header: ["change"] + layouts)
            for change in changes {
                table.append([change] + layouts.map { layout in
                    guard let measured = rowsByName[BenchmarkRow.name(workload: change, index: nil, layout: layout, size: largest)] else { return "" }
                    let times = measured.metrics[BenchmarkRow.Metric.timesFasterThanRelayout].map { " (\(Format.number($0))×)" } ?? ""
                    return Format.number(measured.time.median) + times
                })
            }
            return "**Batch updates at \(largestLabel) items**, ns per update (median; × = times faster than `relayout`, "
                + "the layout from scratch plus an interval-tree build)\n\n" + table.render()
        }

        /// The targets stated in the rows' notes, met or missed.
        func targets() -> String? {
            let rows = run.rows.filter { $0.note?.contains("target") == true }
            guard !rows.isEmpty else { return nil }
            return "**Targets stated by the rows**\n\n" + rows.map { row in
                "- `\(row.name)`: \(Format.number(row.time.median)) \(row.unit) — \(row.note!)"
            }.joined(separator: "\n") + "\n"
        }

        func skipped() -> String? {
            guard !run.skipped.isEmpty else { return nil }
            return "**Skipped rows**\n\n" + run.skipped.map { "- `\($0.name)`: \(Format.cell($0.reason))" }.joined(separator: "\n") + "\n"
        }

        /// Every row: statistics, figures and note, in a collapsed block.
        func everyRow() -> String {
            var table = Table(header: ["row", "unit", "median", "min", "p90", "spread", "cache", "figures", "note"])
            for row in run.rows {
                let figures = row.metrics.sorted { $0.key < $1.key }.map { "\($0.key) \(Format.number($0.value))" }.joined(separator: ", ")
                table.append([
                    "`\(row.name)`", row.unit, Format.number(row.time.median), Format.number(row.time.min), Format.number(row.time.p90),
                    Format.number(row.time.spread), row.cacheRegime?.rawValue ?? "", figures, row.note ?? "",
                ])
            }
            return "<details><summary>Every row of the run (\(run.rows.count))</summary>\n\n" + table.render() + "\n</details>\n"
        }
    }

    /// `cold`, `warm` or `scroll` for a query workload's column.
    enum CacheRegimeLabel {
        static func of(_ workload: String) -> String {
            switch Workload(rawValue: workload)?.cacheRegime {
            case .cold: "cold"
            case .warm: "warm"
            case .scrolling: "scroll"
            case nil: workload
            }
        }
    }

    /// A Markdown table.
    struct Table {
        let header: [String]
        var rows: [[String]] = []

        mutating func append(_ cells: [String]) { rows.append(cells) }

        func render() -> String {
            ([header, header.map { _ in "---" }] + rows).map { "| " + $0.map(Format.cell).joined(separator: " | ") + " |" }
                .joined(separator: "\n") + "\n"
        }
    }

    /// How numbers and cells are written: three significant digits, thousands grouped with
    /// commas (`0.412`, `12.3`, `7`, `1,234`, `12,345,678`); `|` and line breaks escaped.
    enum Format {
        static func number(_ value: Double) -> String {
            guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
            guard abs(value) >= 1000 else { return NumberFormatting.compact(value) }
            let digits = String(Int64(value.rounded()).magnitude)
            var grouped = ""
            for (offset, character) in digits.enumerated() {
                if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
                grouped.append(character)
            }
            return (value < 0 ? "-" : "") + grouped
        }

        static func cell(_ text: String) -> String {
            text.replacing("|", with: "\\|").replacing("\n", with: " ")
        }
    }
}
