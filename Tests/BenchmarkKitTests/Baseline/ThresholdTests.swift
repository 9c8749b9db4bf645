import Testing
@testable import BenchmarkKit

@Suite struct ThresholdTests {
    @Test(arguments: [("5%", 0.05), ("5", 0.05), ("0.5%", 0.005), ("0%", 0.0), ("150%", 1.5)])
    func parsesPercentages(text: String, fraction: Double) throws {
        #expect(abs(try Threshold(parsing: text).fraction - fraction) < 1e-15)
    }

    @Test(arguments: ["", "%", "-5%", "five", "5%%", "nan", "inf", "5 %", "1e3"])
    func rejectsAnythingElse(text: String) {
        #expect(throws: BenchmarkError.invalidValue(flag: "--threshold", value: text, expected: "a percentage such as 5%")) {
            try Threshold(parsing: text)
        }
    }

    @Test func describesItselfAsAPercentage() {
        #expect(Threshold(percent: 3).description == "3%")
        #expect(Threshold(percent: 2.5).description == "2.5%")
    }
}
