import Testing
import TesseraCore

@Suite struct RectTests {
    @Test func edgesAndSize() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect == Rect(minX: 10, minY: 20, maxX: 40, maxY: 60))
        #expect(rect.width == 30)
        #expect(rect.height == 40)
        #expect(rect.size == Size(width: 30, height: 40))
        #expect(!rect.isInverted)
    }

    @Test func touchingEdgesDoNotIntersect() {
        let left = Rect(minX: 0, minY: 0, maxX: 10, maxY: 10)
        let right = Rect(minX: 10, minY: 0, maxX: 20, maxY: 10)
        let below = Rect(minX: 0, minY: 10, maxX: 10, maxY: 20)
        #expect(!left.intersects(right))
        #expect(!right.intersects(left))
        #expect(!left.intersects(below))
        #expect(left.intersects(Rect(minX: 9.999, minY: 9.999, maxX: 30, maxY: 30)))
    }

    @Test func zeroAreaRectsHitWhatTheyCrossOnly() {
        let frame = Rect(minX: 0, minY: 0, maxX: 10, maxY: 10)
        let through = Rect(minX: 5, minY: 0, maxX: 5, maxY: 10)
        let alongEdge = Rect(minX: 10, minY: 0, maxX: 10, maxY: 10)
        let point = Rect(minX: 3, minY: 3, maxX: 3, maxY: 3)
        #expect(frame.intersects(through))
        #expect(through.intersects(frame))
        #expect(!frame.intersects(alongEdge))
        #expect(frame.intersects(point))
        #expect(!point.intersects(point))
    }

    @Test func invertedAndNaNRectsIntersectNothing() {
        let frame = Rect(minX: 0, minY: 0, maxX: 10, maxY: 10)
        let inverted = Rect(minX: 8, minY: 8, maxX: 2, maxY: 2)
        let nan = Rect(minX: .nan, minY: 0, maxX: 10, maxY: 10)
        #expect(inverted.isInverted)
        #expect(!frame.intersects(inverted))
        #expect(!inverted.intersects(frame))
        #expect(!frame.intersects(nan))
    }

    @Test func containment() {
        let outer = Rect(minX: 0, minY: 0, maxX: 10, maxY: 10)
        #expect(outer.contains(outer))
        #expect(outer.contains(Rect(minX: 2, minY: 2, maxX: 10, maxY: 3)))
        #expect(!outer.contains(Rect(minX: 2, minY: 2, maxX: 10.5, maxY: 3)))
        #expect(!outer.contains(Rect(minX: 5, minY: 5, maxX: 4, maxY: 6)))
        #expect(outer.contains(x: 0, y: 0))
        #expect(!outer.contains(x: 10, y: 5))
    }

    @Test func unionIgnoresInvertedRectsAndKeepsZeroAreaOnes() {
        let a = Rect(minX: 0, minY: 0, maxX: 10, maxY: 10)
        let line = Rect(minX: 20, minY: 30, maxX: 20, maxY: 30)
        let inverted = Rect(minX: 100, minY: 100, maxX: -100, maxY: -100)
        #expect(a.union(line) == Rect(minX: 0, minY: 0, maxX: 20, maxY: 30))
        #expect(a.union(inverted) == a)
        #expect(inverted.union(a) == a)
    }

    @Test func transposeSwapsAxes() {
        let rect = Rect(minX: 1, minY: 2, maxX: 3, maxY: 5)
        #expect(rect.transposed == Rect(minX: 2, minY: 1, maxX: 5, maxY: 3))
        #expect(rect.transposed.transposed == rect)
    }
}
