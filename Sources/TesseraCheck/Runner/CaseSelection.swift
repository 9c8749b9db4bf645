/// What selects a campaign's cases — its seed, its case count, the shard and the one case of
/// a replay — shared by `Campaign` and `IndexCampaign` so both apply the `TESSERA_*`
/// variables and slice their cases the same way.
package protocol CaseSelection {
    var seed: UInt64 { get set }
    var cases: Int { get set }
    var shard: Shard { get set }
    var onlyCase: Int? { get set }
}

extension CaseSelection {
    /// `self` with `TESSERA_SEED`, `TESSERA_CASES`, `TESSERA_CASE` and `TESSERA_SHARD` applied
    /// where set; a replayed case raises the case count to include it.
    package func applyingSelection(_ environment: CampaignEnvironment) -> Self {
        var selection = self
        if let seed = environment.seed { selection.seed = seed }
        if let cases = environment.cases { selection.cases = cases }
        if let index = environment.caseIndex {
            selection.onlyCase = index
            selection.cases = max(selection.cases, index + 1)
        }
        if let shard = environment.shard { selection.shard = shard }
        return selection
    }

    /// The case indices this run covers, in order: the replayed case, or the shard's slice.
    package var selectedCaseIndices: Range<Int> {
        if let onlyCase { return onlyCase ..< onlyCase + 1 }
        return shard.caseRange(of: cases)
    }
}
