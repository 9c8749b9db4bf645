import TesseraCore

/// A log-log line chart in the style of swift-collections-benchmark: one line per series
/// (an algorithm), input size along x, time per element along y, decade grid lines and a
/// legend. Several charts can share one SVG as panels (`LogLogChart.document(_:columns:)`).
package struct LogLogChart: Sendable {
    /// One line: a name and its points (x = size, y = time); points with a non-positive or
    /// non-finite coordinate cannot be drawn on log axes and are skipped.
    package struct Series: Sendable {
        /// The legend label.
        package var name: String
        /// The points, in any order (drawn sorted by x).
        package var points: [(x: Double, y: Double)]

        /// Creates a series.
        package init(name: String, points: [(x: Double, y: Double)]) {
            self.name = name
            self.points = points
        }
    }

    /// The panel title.
    package var title: String
    /// The x axis label.
    package var xLabel: String
    /// The y axis label.
    package var yLabel: String
    /// The lines.
    package var series: [Series]

    /// Creates a chart.
    package init(title: String, xLabel: String, yLabel: String, series: [Series]) {
        self.title = title
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.series = series
    }

    /// Panel size in pixels: plot plus margins plus legend.
    static let panelWidth = 820.0
    static let plotWidth = 470.0
    static let plotHeight = 300.0
    static let margin = (left: 70.0, top: 40.0, bottom: 50.0)
    /// Colours cycle through this palette; after one cycle, lines are dashed.
    static let palette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"]

    /// The panel's height: the plot, or the legend when it is taller.
    var panelHeight: Double {
        max(Self.margin.top + Self.plotHeight + Self.margin.bottom, Self.margin.top + Double(series.count) * 16 + 20)
    }

    /// The chart alone as an SVG document.
    package var svg: String { Self.document([self], columns: 1) }

    /// The charts as panels of one SVG document, `columns` per row.
    package static func document(_ charts: [LogLogChart], columns: Int) -> String {
        let columns = max(1, columns)
        var rowHeights: [Double] = []
        for (offset, chart) in charts.enumerated() {
            if offset % columns == 0 { rowHeights.append(0) }
            rowHeights[rowHeights.count - 1] = max(rowHeights[rowHeights.count - 1], chart.panelHeight)
        }
        let width = panelWidth * Double(min(columns, max(1, charts.count)))
        var document = SVGDocument(width: width, height: max(1, rowHeights.reduce(0, +)))
        document.rect(Rect(minX: 0, minY: 0, maxX: width, maxY: max(1, rowHeights.reduce(0, +))), style: .init(fill: "white", stroke: "none"))
        var top = 0.0
        for (offset, chart) in charts.enumerated() {
            let row = offset / columns
            if offset % columns == 0, row > 0 { top += rowHeights[row - 1] }
            chart.draw(into: &document, left: Double(offset % columns) * panelWidth, top: top)
        }
        return document.text
    }

    /// Draws the panel with its top-left corner at (`left`, `top`).
    func draw(into document: inout SVGDocument, left: Double, top: Double) {
        let plot = Rect(
            x: left + Self.margin.left, y: top + Self.margin.top, width: Self.plotWidth, height: Self.plotHeight
        )
        document.text(title, at: (plot.minX, top + 24), size: 15)
        let drawable = series.map { series in
            (name: series.name, points: series.points.filter { $0.x > 0 && $0.y > 0 && $0.x.isFinite && $0.y.isFinite }
                .sorted { $0.x < $1.x })
        }
        let all = drawable.flatMap(\.points)
        guard let minX = all.map(\.x).min(), let maxX = all.map(\.x).max(),
              let minY = all.map(\.y).min(), let maxY = all.map(\.y).max() else {
            document.rect(plot, style: .init(stroke: "#999999"))
            document.text("no data", at: (plot.minX + plot.width / 2, plot.minY + plot.height / 2), anchor: .middle, color: "#999999")
            return
        }
        let xScale = LogScale(minimum: minX, maximum: maxX, start: plot.minX, end: plot.maxX)
        let yScale = LogScale(minimum: minY, maximum: maxY, start: plot.maxY, end: plot.minY)
        drawAxes(into: &document, plot: plot, xScale: xScale, yScale: yScale)
        for (number, line) in drawable.enumerated() {
            let color = Self.palette[number % Self.palette.count]
            let style = SVGDocument.Style(stroke: color, strokeWidth: 2, dash: number >= Self.palette.count ? "6 3" : nil)
            let points = line.points.map { (x: xScale.position($0.x), y: yScale.position($0.y)) }
            if points.count > 1 { document.polyline(points, style: style) }
            for point in points {
                document.circle(center: point, radius: 3, style: .init(fill: color, stroke: "none"))
            }
            let legendY = plot.minY + 8 + Double(number) * 16
            document.line(from: (plot.maxX + 20, legendY - 4), to: (plot.maxX + 44, legendY - 4), style: style)
            document.text(line.name, at: (plot.maxX + 50, legendY), size: 11)
        }
    }

    private func drawAxes(into document: inout SVGDocument, plot: Rect, xScale: LogScale, yScale: LogScale) {
        let grid = SVGDocument.Style(stroke: "#dddddd", strokeWidth: 1)
        for decade in xScale.decades {
            let x = xScale.position(pow10(decade))
            document.line(from: (x, plot.minY), to: (x, plot.maxY), style: grid)
            document.text(LogScale.label(decade: decade), at: (x, plot.maxY + 16), size: 11, anchor: .middle)
        }
        for decade in yScale.decades {
            let y = yScale.position(pow10(decade))
            document.line(from: (plot.minX, y), to: (plot.maxX, y), style: grid)
            document.text(LogScale.label(decade: decade), at: (plot.minX - 6, y + 4), size: 11, anchor: .end)
        }
        document.rect(plot, style: .init(stroke: "#333333"))
        document.text(xLabel, at: (plot.minX + plot.width / 2, plot.maxY + 36), size: 12, anchor: .middle)
        document.text(yLabel, at: (plot.minX - 52, plot.minY + plot.height / 2), size: 12, anchor: .middle, rotation: -90)
    }

    private func pow10(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0 ..< abs(exponent) { value *= 10 }
        return exponent < 0 ? 1 / value : value
    }
}
