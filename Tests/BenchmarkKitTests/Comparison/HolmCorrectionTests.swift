import Testing
@testable import BenchmarkKit

@Suite struct HolmCorrectionTests {
    @Test func stepsDownAndStaysMonotone() {
        // Sorted: 0.005 × 4 = 0.02, 0.01 × 3 = 0.03, 0.03 × 2 = 0.06, 0.04 × 1 = 0.04 → 0.06.
        let adjusted = HolmCorrection.adjusted([0.01, 0.04, 0.03, 0.005])
        let expected = [0.03, 0.06, 0.06, 0.02]
        for (value, wanted) in zip(adjusted, expected) { #expect(abs(value - wanted) < 1e-12) }
    }

    @Test func capsAtOneAndKeepsTheOrderOfTies() {
        #expect(HolmCorrection.adjusted([0.6, 0.6, 0.6]) == [1, 1, 1])
        #expect(HolmCorrection.adjusted([]) == [])
        #expect(HolmCorrection.adjusted([0.02]) == [0.02])
    }

    @Test func neverBelowTheRawValueNorAboveBonferroni() {
        let raw = [0.001, 0.2, 0.011, 0.04, 0.0049, 0.3, 0.012]
        let adjusted = HolmCorrection.adjusted(raw)
        for (value, p) in zip(adjusted, raw) {
            #expect(value >= p)
            #expect(value <= min(1, p * Double(raw.count)) + 1e-15)
        }
    }
}
