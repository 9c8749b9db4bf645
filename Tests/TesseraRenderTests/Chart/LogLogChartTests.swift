import Testing
@testable import TesseraRender

@Suite struct LogScaleTests {
    @Test func widensToWholeDecades() {
        let scale = LogScale(minimum: 12, maximum: 3500, start: 0, end: 300)
        #expect(scale.decades == 1 ... 4)
        #expect(abs(scale.position(10) - 0) < 1e-9)
        #expect(abs(scale.position(10_000) - 300) < 1e-9)
        #expect(abs(scale.position(1000) - 200) < 1e-9)
    }

    @Test func aSingleValueGetsOneDecade() {
        let scale = LogScale(minimum: 100, maximum: 100, start: 300, end: 0)
        #expect(scale.decades == 2 ... 3)
        #expect(abs(scale.position(100) - 300) < 1e-9)
    }

    @Test func labelsDecades() {
        #expect((-2 ... 7).map(LogScale.label(decade:)) == ["0.01", "0.1", "1", "10", "100", "1k", "10k", "100k", "1M", "10M"])
    }
}

@Suite struct LogLogChartTests {
    let chart = LogLogChart(title: "prepare — time per item", xLabel: "items", yLabel: "median ns/item", series: [
        .init(name: "prepare/grid", points: [(1e4, 12), (1e6, 14), (1e5, 13)]),
        .init(name: "prepare/seed-grid", points: [(1e4, 300), (1e5, 350), (1e6, 0)]),
    ])

    @Test func drawsOneLinePerSeriesWithLegendAndDecadeTicks() {
        let svg = chart.svg
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 2)
        #expect(svg.contains(">prepare/grid</text>") && svg.contains(">prepare/seed-grid</text>"))
        #expect(svg.contains(">10k</text>") && svg.contains(">1M</text>"))
        #expect(svg.contains(">median ns/item</text>"))
        // The zero point cannot sit on a log axis: 3 + 2 markers.
        #expect(svg.components(separatedBy: "<circle").count - 1 == 5)
        #expect(svg.components(separatedBy: "<text").count == svg.components(separatedBy: "</text>").count)
    }

    @Test func sortsPointsByX() {
        let svg = chart.svg
        let line = svg.split(separator: "\n").first { $0.hasPrefix("<polyline") }!
        let xs = line.split(separator: "\"")[1].split(separator: " ").map { Double($0.split(separator: ",")[0])! }
        #expect(xs == xs.sorted())
    }

    @Test func anEmptyChartSaysSo() {
        let svg = LogLogChart(title: "t", xLabel: "x", yLabel: "y", series: []).svg
        #expect(svg.contains(">no data</text>"))
    }

    @Test func panelsShareOneDocument() {
        let svg = LogLogChart.document([chart, chart, chart], columns: 2)
        #expect(svg.components(separatedBy: ">prepare — time per item</text>").count - 1 == 3)
        #expect(svg.contains("width=\"1640\""))
    }
}
