import TesseraCheck
import TesseraIndex

/// What a run measures: which sizes, layouts, indexes and workloads, which rows by name, and
/// how many samples. The defaults are the full run of `swift run -c release tessera-bench`.
package struct BenchmarkPlan: Sendable {
    /// Item counts.
    package var sizes: [Int] = [10_000, 100_000, 1_000_000]
    /// Layout names; `nil` means every layout of the suite's catalog.
    package var layouts: [String]? = nil
    /// Index names; `nil` means every index.
    package var indexes: [String]? = nil
    /// Workloads.
    package var workloads: [Workload] = Workload.allCases
    /// Only rows whose name contains this text; `nil` means every row.
    package var filter: String? = nil
    /// Warm-up, samples and time budget per row.
    package var policy = SamplingPolicy()
    /// The query workloads' first run: their queries are those of runs `firstRun`, `firstRun`
    /// + 1, … (an A/B worker of a later round asks queries of its own).
    package var firstRun = 0
    /// Only the rows of these names, when given (an A/B worker's rows still to be measured).
    package var rows: Set<String>? = nil
    /// Takes each row's samples instead of `policy` (an A/B worker's driver); `nil` in a
    /// plain run.
    package var sampler: (any RowSampler)? = nil

    /// The default plan.
    package init() {}

    /// Whether the row named `name` of `workload` is to be measured.
    func includes(_ workload: Workload, name: String) -> Bool {
        workloads.contains(workload) && (filter.map { name.contains($0) } ?? true) && (rows?.contains(name) ?? true)
    }

    /// The indexes of `all` selected by `indexes`.
    func selectedIndexes(_ all: [IndexKind]) -> [IndexKind] {
        guard let indexes else { return all }
        return all.filter { indexes.contains($0.name) }
    }

    /// The layouts of `catalog` selected by `layouts`, in catalog order.
    func selectedLayouts(_ catalog: LayoutCatalog) -> [any LayoutDefinition] {
        guard let layouts else { return catalog.definitions }
        return catalog.definitions.filter { layouts.contains($0.name) }
    }
}
