import TesseraCore

/// The complexity fuzzer: for each case, a family and parameters drawn from the seed, measured
/// at doubling sizes; each work count's growth is fitted (`GrowthFit`) and must not exceed the
/// family's contract by more than `tolerance`. A failure is shrunk — to the smallest parameter
/// values and the smallest pair of sizes whose growth still exceeds it — and reported with the
/// counts and a replay line. Case *i* depends only on (seed, i).
package struct ComplexityCampaign: Sendable {
    /// The families cases are drawn from.
    package var families: [ComplexityFamily]
    /// Cases to run.
    package var cases: Int
    /// The campaign seed.
    package var seed: UInt64
    /// The smallest size measured.
    package var firstSize: Int
    /// How many times the size doubles (so `doublings + 1` sizes).
    package var doublings: Int
    /// How far above its contract a fitted exponent may be: room for logarithmic factors and
    /// for lower-order terms at small sizes. 0.35 keeps O(n log n) well inside and O(n^1.5)
    /// and O(n²) outside.
    package var tolerance: Double = 0.35

    /// A campaign over `families`.
    package init(families: [ComplexityFamily], cases: Int, seed: UInt64 = 0xC0_57_C0_57, firstSize: Int = 256, doublings: Int = 4) {
        self.families = families
        self.cases = cases
        self.seed = seed
        self.firstSize = firstSize
        self.doublings = doublings
    }

    /// One measured case.
    package struct Case: Sendable {
        package var index: Int
        package var family: ComplexityFamily
        package var parameters: [String: Int]
        package var sizes: [Int]
        /// Each count's fit.
        package var fits: [String: GrowthFit]
    }

    /// A count that grew faster than its family's contract, shrunk.
    package struct Failure: Sendable, CustomStringConvertible {
        package var found: Case
        /// The count that grew too fast.
        package var count: String
        /// The smallest parameters and sizes that still show it, and their fit.
        package var shrunkParameters: [String: Int]
        package var shrunkFit: GrowthFit
        /// The limit the exponent broke: contract + tolerance.
        package var limit: Double
        /// A command that replays the case.
        package var replay: String

        package var description: String {
            let family = found.family
            let fit = found.fits[count]!
            return """
            FAILED complexity case \(found.index): \(family.name) (\(family.summary)) with \(Self.describe(found.parameters))
              \(count) grows as n^\(Self.format(fit.exponent)) over n = \(fit.sizes.map(String.init).joined(separator: ", ")): \(fit.work.map(String.init).joined(separator: ", "))
              contract: n^\(Self.format(family.contract))\(family.contractReason.map { " (\($0))" } ?? ""), limit \(Self.format(limit))
              shrunk to \(Self.describe(shrunkParameters)), n = \(shrunkFit.sizes.map(String.init).joined(separator: " → ")): \(count) \(shrunkFit.work.map(String.init).joined(separator: " → ")) (n^\(Self.format(shrunkFit.exponent)))
              replay: \(replay)
            """
        }

        static func describe(_ parameters: [String: Int]) -> String {
            parameters.isEmpty ? "no parameters" : parameters.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        }

        static func format(_ exponent: Double) -> String {
            String(Double(Int((exponent * 100).rounded())) / 100)
        }
    }

    /// What a run did.
    package struct Report: Sendable, CustomStringConvertible {
        package var cases: [Case] = []
        package var failure: Failure?

        package var description: String {
            var lines = cases.map { found in
                "complexity case \(found.index): \(found.family.name), \(Failure.describe(found.parameters)): "
                    + found.fits.sorted { $0.key < $1.key }.map { "\($0.key) n^\(Failure.format($0.value.exponent))" }.joined(separator: ", ")
                    + " (contract n^\(Failure.format(found.family.contract)))"
            }
            lines.append("complexity: \(cases.count) cases, \(failure == nil ? "passed" : "FAILED")")
            if let failure { lines.append(failure.description) }
            return lines.joined(separator: "\n")
        }
    }

    /// The family and parameters of case `index`.
    package func draw(_ index: Int) -> (family: ComplexityFamily, parameters: [String: Int]) {
        var random = Xoshiro256StarStar(seed: SplitMix64.caseSeed(campaignSeed: seed, caseIndex: index / families.count))
        // Every family in turn, parameters at random: a few cases reach each family.
        let family = families[index % families.count]
        var parameters: [String: Int] = [:]
        for parameter in family.parameters {
            parameters[parameter.name] = parameter.values[random.nextInt(in: 0 ... parameter.values.count - 1)]
        }
        return (family, parameters)
    }

    /// The sizes a case is measured at.
    package var sizes: [Int] { (0 ... doublings).map { firstSize << $0 } }

    /// Measures `family` with `parameters` at `sizes`: each count's fit.
    package static func measure(_ family: ComplexityFamily, _ parameters: [String: Int], sizes: [Int]) -> [String: GrowthFit] {
        var work: [String: [Int]] = [:]
        for size in sizes {
            for (name, count) in family.measure(size, parameters) { work[name, default: []].append(count) }
        }
        return work.mapValues { GrowthFit(sizes: sizes, work: $0) }
    }

    /// Runs the cases in order (only `only` when given), stopping at the first failure,
    /// which it shrinks. `replay` makes the replay line of a case index.
    package func run(only: Int? = nil, replay: (Int) -> String = { "case \($0)" }, progress: (Case) -> Void = { _ in }) -> Report {
        var report = Report()
        for index in only.map({ [$0] }) ?? Array(0 ..< cases) {
            let (family, parameters) = draw(index)
            let found = Case(index: index, family: family, parameters: parameters, sizes: sizes, fits: Self.measure(family, parameters, sizes: sizes))
            report.cases.append(found)
            progress(found)
            let limit = family.contract + tolerance
            if let (count, _) = found.fits.sorted(by: { $0.key < $1.key }).first(where: { $0.value.exponent > limit }) {
                let (shrunkParameters, shrunkFit) = shrink(family, parameters, count: count, limit: limit)
                report.failure = Failure(
                    found: found, count: count, shrunkParameters: shrunkParameters, shrunkFit: shrunkFit, limit: limit, replay: replay(index)
                )
                break
            }
        }
        return report
    }

    /// The smallest parameter values (each tried from its smallest) and then the smallest
    /// first size, halving, whose measured growth of `count` over three sizes still exceeds
    /// `limit`.
    func shrink(_ family: ComplexityFamily, _ parameters: [String: Int], count: String, limit: Double) -> ([String: Int], GrowthFit) {
        func fit(_ parameters: [String: Int], first: Int) -> GrowthFit? {
            Self.measure(family, parameters, sizes: [first, first * 2, first * 4])[count]
        }
        var parameters = parameters
        var first = firstSize << Swift.max(0, doublings - 2)
        var best = fit(parameters, first: first)!
        // The largest three sizes measured showed it (or the whole range did): start there.
        if best.exponent <= limit, let whole = Self.measure(family, parameters, sizes: sizes)[count] { best = whole }
        for parameter in family.parameters {
            for value in parameter.values where value < parameters[parameter.name, default: 0] {
                var candidate = parameters
                candidate[parameter.name] = value
                if let candidateFit = fit(candidate, first: first), candidateFit.exponent > limit {
                    parameters = candidate
                    best = candidateFit
                    break
                }
            }
        }
        while first > 2, let candidateFit = fit(parameters, first: first / 2), candidateFit.exponent > limit {
            first /= 2
            best = candidateFit
        }
        return (parameters, best)
    }
}
