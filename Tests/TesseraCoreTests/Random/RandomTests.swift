import Testing
import TesseraCore

/// The generators are pinned to values computed independently from the published
/// algorithms (a 30-line Python transcription of SplitMix64, xoshiro256** and Lemire's
/// bounded draw), so a seed names the same case forever.
@Suite("Random")
struct RandomTests {
    @Test func splitMixMatchesTheReference() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func xoshiroSeedsFromSplitMix() {
        #expect(Xoshiro256StarStar(seed: 0).state == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F, 0xF88B_B8A8_724C_81EC])
    }

    @Test func xoshiroFirstOutputs() {
        var zero = Xoshiro256StarStar(seed: 0)
        #expect((0 ..< 5).map { _ in zero.next() } == [0x99EC_5F36_CB75_F2B4, 0xBF6E_1F78_4956_452A, 0x1A5F_849D_4933_E6E0, 0x6AA5_94F1_262D_2D2C, 0xBBA5_AD4A_1F84_2E59])
        var seeded = Xoshiro256StarStar(seed: 0x5EED)
        #expect((0 ..< 5).map { _ in seeded.next() } == [0xEF33_F170_5524_4B74, 0xE1F5_9111_2FB5_051B, 0xD8AB_0564_0214_863A, 0xF985_E1F2_FB89_7B03, 0xAF87_A5F7_E6CE_1408])
    }

    @Test func boundedDrawsMatchLemire() {
        var small = Xoshiro256StarStar(seed: 42)
        #expect((0 ..< 10).map { _ in small.next(below: 10) } == [0, 3, 6, 9, 9, 7, 7, 8, 7, 5])
        // A bound just above 2^63 rejects about half the draws: the rejection path is exercised.
        var large = Xoshiro256StarStar(seed: 42)
        #expect((0 ..< 3).map { _ in large.next(below: 1 << 63 + 1) } == [9_147_776_489_032_658_738, 7_099_593_415_032_875_292, 6_633_989_454_467_100_377])
    }

    @Test func unitDoublesUseTheTop53Bits() {
        var generator = Xoshiro256StarStar(seed: 7)
        #expect((0 ..< 4).map { _ in generator.nextUnit() } == [0.7005764821796896, 0.2787512294737843, 0.8396274618764198, 0.9810977250149351])
    }

    @Test func rangesStayInside() {
        var generator = Xoshiro256StarStar(seed: 1)
        for _ in 0 ..< 2000 {
            #expect((-3 ... 4).contains(generator.nextInt(in: -3 ... 4)))
            #expect((10 ... 1_000_000).contains(generator.nextLogUniformInt(in: 10 ... 1_000_000)))
            #expect((2.5 ... 3.5).contains(generator.nextDouble(in: 2.5 ... 3.5)))
            #expect(generator.nextHeavyTailed(maximumDoublings: 8) < 512)
        }
        #expect(generator.nextInt(in: 5 ... 5) == 5)
        _ = generator.nextInt(in: Int.min ... Int.max)
    }

    @Test func caseSeedsAreDistinctAndReplayable() {
        let seeds = (0 ..< 10_000).map { SplitMix64.caseSeed(campaignSeed: 0xABCD, caseIndex: $0) }
        #expect(Set(seeds).count == seeds.count)
        #expect(SplitMix64.caseSeed(campaignSeed: 0xABCD, caseIndex: 17) == seeds[17])
        #expect(SplitMix64.caseSeed(campaignSeed: 0xABCE, caseIndex: 17) != seeds[17])
    }
}
