import TesseraCheck
import Testing
import TesseraCore
import TesseraIndex

/// A scroll cursor answers exactly what the index answers (the linear filter's set), in the
/// same order, along scrolls that go down, jump, go back up and pass invalid rects.
@Suite struct IntervalTreeScrollCursorTests {
    @Test(arguments: FrameShape.allCases)
    func cursorAnswersTheIndexsSetAlongAScroll(_ shape: FrameShape) {
        for seed in UInt64(0) ..< 6 {
            var random = SplitMix64(seed: seed &+ 100)
            let result = shape.make(count: [40, 1_000, 5_000][Int(seed % 3)], using: &random)
            let index = IntervalTreeIndex(result)
            var cursor = IntervalTreeIndex.ScrollCursor(index)
            let bounds = result.frames.filter { $0.isFinite && !$0.isInverted }.reduce(Rect.zero) { $0.union($1) }
            let vertical = result.scrollAxis == .vertical
            let length = vertical ? bounds.height : bounds.width
            var offset = -50.0
            for step in 0 ..< 300 {
                switch Int.random(in: 0 ..< 20, using: &random) {
                case 0: offset = Double.random(in: -100 ... length + 100, using: &random)  // jump
                case 1: offset -= Double.random(in: 0 ... 400, using: &random)  // back up
                default: offset += Double.random(in: 0 ... 120, using: &random).rounded()  // scroll down
                }
                let extent = [0.0, 10, 100, 844][Int.random(in: 0 ..< 4, using: &random)]
                let across = Double.random(in: -20 ... 400, using: &random)
                var rect = Rect(minX: across, minY: offset, maxX: across + 390, maxY: offset + extent)
                if !vertical { rect = rect.transposed }
                if step % 50 == 49 { rect = Rect(minX: 10, minY: 10, maxX: 0, maxY: 0) }
                var viaCursor: [Int32] = []
                var viaIndex: [Int32] = []
                cursor.query(rect, into: &viaCursor)
                index.query(rect, into: &viaIndex)
                #expect(viaCursor == viaIndex, "\(shape), seed \(seed), step \(step), rect \(rect)")
                #expect(viaCursor.sorted() == expectedIDs(result, rect), "\(shape), seed \(seed), step \(step), rect \(rect)")
                if viaCursor != viaIndex { return }
            }
        }
    }

    @Test func scrollingDownExaminesLessThanDescending() {
        var random = SplitMix64(seed: 5)
        let result = FrameSets.grid(count: 100_000, using: &random)
        let index = IntervalTreeIndex(result)
        var cursor = IntervalTreeIndex.ScrollCursor(index)
        var viaCursor = 0
        var viaIndex = 0
        var ids: [Int32] = []
        for step in 0 ..< 200 {
            let rect = Rect(minX: 0, minY: 10_000 + Double(step) * 100, maxX: 390, maxY: 10_844 + Double(step) * 100)
            viaCursor += cursor.query(rect, into: &ids)
            viaIndex += index.query(rect, into: &ids)
        }
        #expect(viaCursor < viaIndex)
    }
}
