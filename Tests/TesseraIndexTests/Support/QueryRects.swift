import TesseraCheck
import TesseraCore

/// Query rects for a result: random ones over (and beyond) its content, plus every edge
/// case of the contract.
enum QueryRects {
    static func rects(for result: LayoutResult, count: Int, using random: inout SplitMix64) -> [Rect] {
        let bounds = result.frames.filter { $0.isFinite && !$0.isInverted }.reduce(Rect.zero) { $0.union($1) }
        func coordinate(_ low: Double, _ high: Double) -> Double {
            // Half the time a lattice point (edges coincide with frames), else anywhere.
            let span = high - low + 100
            if Bool.random(using: &random) {
                return (low - 50 + Double.random(in: 0...span, using: &random)).rounded() / 2.5 * 2.5
            }
            return low - 50 + Double.random(in: 0...span, using: &random)
        }
        var rects: [Rect] = []
        for _ in 0..<count {
            let x = coordinate(bounds.minX, bounds.maxX)
            let y = coordinate(bounds.minY, bounds.maxY)
            let width = [0, 1, 10, 100, 400][Int.random(in: 0...4, using: &random)] * Double.random(in: 0...1, using: &random)
            let height = [0, 1, 10, 100, 900][Int.random(in: 0...4, using: &random)] * Double.random(in: 0...1, using: &random)
            rects.append(Rect(minX: x, minY: y, maxX: x + width, maxY: y + height))
        }
        // Edge cases: empty, inverted, NaN, off-content, larger than the content, infinite.
        rects += [
            .zero,
            Rect(minX: 50, minY: 50, maxX: 50, maxY: 50),
            Rect(minX: 80, minY: 80, maxX: 20, maxY: 20),
            Rect(minX: 0, minY: 80, maxX: 400, maxY: 20),
            Rect(minX: .nan, minY: 0, maxX: 100, maxY: 100),
            Rect(minX: 0, minY: 0, maxX: 100, maxY: .nan),
            Rect(minX: bounds.maxX + 1, minY: bounds.maxY + 1, maxX: bounds.maxX + 500, maxY: bounds.maxY + 500),
            Rect(minX: -500, minY: -500, maxX: -1, maxY: -1),
            Rect(minX: bounds.minX - 10, minY: bounds.minY - 10, maxX: bounds.maxX + 10, maxY: bounds.maxY + 10),
            bounds,
            Rect(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity),
            Rect(minX: bounds.minX, minY: .infinity, maxX: bounds.maxX, maxY: .infinity),
            Rect(minX: bounds.minX, minY: -.infinity, maxX: bounds.maxX, maxY: -.infinity),
        ]
        // Rects equal to frames, touching them along each edge, and lines through them.
        for _ in 0..<min(count / 4, result.count) {
            let frame = result.frames.randomElement(using: &random)!
            guard frame.isFinite else { continue }
            let (width, height) = (Swift.max(frame.width, 1), Swift.max(frame.height, 1))
            rects += [
                frame,
                Rect(minX: frame.maxX, minY: frame.minY, maxX: frame.maxX + width, maxY: frame.maxY),
                Rect(minX: frame.minX - width, minY: frame.minY, maxX: frame.minX, maxY: frame.maxY),
                Rect(minX: frame.minX, minY: frame.maxY, maxX: frame.maxX, maxY: frame.maxY + height),
                Rect(minX: frame.minX, minY: frame.minY - height, maxX: frame.maxX, maxY: frame.minY),
                Rect(minX: frame.minX, minY: (frame.minY + frame.maxY) / 2, maxX: frame.maxX, maxY: (frame.minY + frame.maxY) / 2),
                Rect(minX: (frame.minX + frame.maxX) / 2, minY: frame.minY - 1, maxX: (frame.minX + frame.maxX) / 2, maxY: frame.maxY + 1),
            ]
        }
        return rects
    }
}
