import Foundation
import Testing

/// Every measured figure lives in docs/RESULTS.md, stamped with the command, commit, date and
/// machine of the run that measured it; the README quotes that file and nothing else. A quote
/// that no longer matches the file, or a figure written into the README outside a quote, fails.
@Suite struct ResultsQuoteTests {
    /// The lines between `<!-- quote: docs/RESULTS.md -->` and `<!-- end quote -->`.
    static func quotes(in page: String) throws -> [[Substring]] {
        try Documentation.text(page).matches(of: /<!-- quote: docs\/RESULTS.md -->\n((?:.|\n)*?)<!-- end quote -->/)
            .map { $0.output.1.split(separator: "\n", omittingEmptySubsequences: true) }
    }

    @Test func everyQuotedLineIsALineOfTheResults() throws {
        let results = Set(try Documentation.text("docs/RESULTS.md").split(separator: "\n"))
        let quotes = try Self.quotes(in: "README.md")
        #expect(!quotes.isEmpty && !quotes.joined().isEmpty)
        for line in quotes.joined() {
            #expect(results.contains(line), "README.md quotes a line docs/RESULTS.md does not hold: \(line)")
        }
    }

    /// Outside quotes and code blocks, no number in the README carries a unit of time, a ratio or
    /// a percentage: such a figure would be measured, and measured figures are quoted.
    @Test func theReadmeHasNoFigureOutsideItsQuotes() throws {
        var prose = try Documentation.text("README.md")
        prose.replace(/<!-- quote: docs\/RESULTS.md -->\n(?:.|\n)*?<!-- end quote -->/, with: "")
        prose.replace(/```(?:.|\n)*?```/, with: "")
        let figures = prose.matches(of: /\d[\d,.]*\s?(?:ns|µs|ms|s|min|×|%)(?!\w)/).map { String($0.output) }
        #expect(figures.isEmpty, "figures in README.md outside quotes of docs/RESULTS.md: \(figures)")
    }

    @Test func theFigureCheckSeesAFigure() {
        #expect("takes 0.36 s".contains(/\d[\d,.]*\s?(?:ns|µs|ms|s|min|×|%)(?!\w)/))
        #expect(!"10k to 1M items".contains(/\d[\d,.]*\s?(?:ns|µs|ms|s|min|×|%)(?!\w)/))
    }
}
