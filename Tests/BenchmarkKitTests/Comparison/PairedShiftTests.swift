import Foundation
import Testing
import TesseraCore
@testable import BenchmarkKit

@Suite struct PairedShiftTests {
    @Test func hodgesLehmannIsTheMedianOfTheWalshAverages() {
        // Walsh averages of 1, 2, 3: 1, 1.5, 2, 2, 2.5, 3.
        let shift = PairedShift([3, 1, 2])
        #expect(shift.walshAverages == [1, 1.5, 2, 2, 2.5, 3])
        #expect(shift.estimate == 2)
        // One wild value moves it by a rank, not by its size.
        #expect(PairedShift([1, 2, 3, 4, 1000]).estimate == 3)
    }

    @Test func intervalNeedsSixPairsForNinetyFivePercent() throws {
        #expect(PairedShift([1, 2, 3, 4, 5]).interval(confidence: 0.95) == nil)
        // n = 6: P(W⁺ ≤ 0) = 1/64 ≤ 0.025, so the interval is the extreme Walsh averages.
        let interval = try #require(PairedShift([1, 2, 3, 4, 5, 6]).interval(confidence: 0.95))
        #expect(interval.lower == 1 && interval.upper == 6)
        // n = 10: c = 8, so the 9th smallest and the 9th largest of the 55 averages.
        let ten = PairedShift((1 ... 10).map(Double.init))
        let tenInterval = try #require(ten.interval(confidence: 0.95))
        #expect(tenInterval.lower == ten.walshAverages[8] && tenInterval.upper == ten.walshAverages[46])
    }

    @Test func pValuesCountTheWalshAveragesPastTheShift() {
        let positive = PairedShift((1 ... 8).map { Double($0) / 10 })
        // Every average above 0: W⁺ = 36 = max, P = 2⁻⁸.
        #expect(positive.pValue(above: 0) == 1.0 / 256)
        #expect(positive.pValue(below: 0) == 1)
        // Beyond every average: no evidence either way.
        #expect(positive.pValue(above: 1) == 1)
        #expect(positive.pValue(below: 1) == 1.0 / 256)
        // A shift equal to an average counts against the alternative.
        let equal = PairedShift([0, 0, 0, 0, 0, 0])
        #expect(equal.pValue(above: 0) == 1)
        #expect(equal.pValue(below: 0) == 1)
    }

    @Test func testingAShiftIsTestingTheShiftedDifferences() {
        let differences = [0.12, 0.08, 0.15, 0.11, 0.02, 0.09, 0.13, 0.10, 0.07, 0.14]
        let shift = PairedShift(differences)
        let moved = PairedShift(differences.map { $0 - 0.05 })
        // The averages are multiples of 0.005; shifts between them count the same averages.
        #expect(shift.pValue(above: 0.0525) == moved.pValue(above: 0.0025))
        #expect(shift.pValue(below: 0.1025) == moved.pValue(below: 0.0525))
        #expect(shift.pValue(above: 0.0525) < 0.01)
    }

    /// Normal draws from a seeded generator (Box–Muller).
    static func normal(_ random: inout Xoshiro256StarStar, deviation: Double) -> Double {
        let u = Double(random.next() >> 11 | 1) / Double(1 << 53)
        let v = Double(random.next() >> 11) / Double(1 << 53)
        return deviation * (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }

    @Test func intervalCoversTheShiftAtItsConfidence() {
        // 2000 seeded experiments of 15 pairs around θ = 0.1: an exact 95% interval covers θ
        // in about 95% of them (binomial spread ±1%), and a one-sided test at 5% of the true
        // θ rejects in about 5%.
        var random = Xoshiro256StarStar(seed: 22)
        var covered = 0, rejected = 0
        for _ in 0 ..< 2000 {
            let shift = PairedShift((0 ..< 15).map { _ in 0.1 + Self.normal(&random, deviation: 0.05) })
            if let interval = shift.interval(confidence: 0.95), interval.lower <= 0.1, 0.1 <= interval.upper { covered += 1 }
            if shift.pValue(above: 0.1) <= 0.05 { rejected += 1 }
        }
        #expect((1880 ... 1940).contains(covered), "\(covered) of 2000 covered")
        #expect((60 ... 130).contains(rejected), "\(rejected) of 2000 rejected")
    }
}
