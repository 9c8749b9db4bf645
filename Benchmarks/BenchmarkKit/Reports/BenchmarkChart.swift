/// PLACEHOLDER until the chart lands in TesseraRender.
enum BenchmarkChart {
    static func svg(_ run: BenchmarkRun) -> String { "" }
}
