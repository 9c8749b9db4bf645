import Testing
import TesseraArguments

@Suite struct ArgumentScannerTests {
    @Test func splitsOptionsInlineValuesAndWords() {
        var scanner = ArgumentScanner(["layout", "--output", "out.json", "--limit=3", "--empty=", "-", "--flag", "-o", "--a=b=c"])
        var tokens: [ArgumentScanner.Token] = []
        while let token = scanner.next() {
            tokens.append(token)
            if case let .option(name, inline) = token, name == "output" || name == "limit" {
                #expect(scanner.value(inline: inline) == (name == "output" ? "out.json" : "3"))
            }
        }
        #expect(tokens == [
            .word("layout"), .option(name: "output", inlineValue: nil), .option(name: "limit", inlineValue: "3"),
            .option(name: "empty", inlineValue: ""), .word("-"), .option(name: "flag", inlineValue: nil), .word("-o"),
            .option(name: "a", inlineValue: "b=c"),
        ])
        #expect(tokens.map(\.text) == ["layout", "--output", "--limit=3", "--empty=", "-", "--flag", "-o", "--a=b=c"])
    }

    @Test func aValueIsNeverAnotherOptionNorPastTheEnd() {
        var scanner = ArgumentScanner(["--json", "--csv", "x", "--tail"])
        _ = scanner.next()
        #expect(scanner.value(inline: nil) == nil)
        #expect(scanner.next() == .option(name: "csv", inlineValue: nil))
        #expect(scanner.value(inline: nil) == "x")
        _ = scanner.next()
        #expect(scanner.value(inline: nil) == nil)
        #expect(scanner.next() == nil)
        // A negative number or a lone dash is a value.
        var negative = ArgumentScanner(["--step", "-5"])
        _ = negative.next()
        #expect(negative.value(inline: nil) == "-5")
    }

    @Test func numbers() {
        #expect(ArgumentScanner.integer("12", in: 1 ... 12) == 12)
        #expect(ArgumentScanner.integer("13", in: 1 ... 12) == nil)
        #expect(ArgumentScanner.integer("1.5", in: 1 ... 12) == nil)
        #expect(ArgumentScanner.integer("99999999999999999999", in: 1 ... 12) == nil)
        #expect(ArgumentScanner.nonNegativeNumber("0") == 0)
        #expect(ArgumentScanner.nonNegativeNumber("2.5") == 2.5)
        for bad in ["-1", "nan", "inf", "x", ""] { #expect(ArgumentScanner.nonNegativeNumber(bad) == nil, "\(bad)") }
    }
}
