import Testing
import TesseraCheck
import TesseraCore

@Suite("No overlap (sweep line)")
struct OverlapTests {
    @Test func sharedEdgesDoNotOverlap() {
        let grid = result([rect(0, 0, 10, 10), rect(10, 0, 20, 10), rect(0, 10, 10, 20), rect(10, 10, 20, 20)])
        #expect(grid.overlapViolations().isEmpty)
    }

    @Test func anOverlapNamesBothElements() throws {
        let frames = [rect(0, 0, 10, 10), rect(10, 0, 20, 10), rect(19.5, 5, 30, 15)]
        let violation = try #require(result(frames).overlapViolations().first)
        #expect(violation.invariant == .noOverlap)
        #expect(violation.elements.map(\.id) == [1, 2])
        #expect(violation.elements.map(\.path) == [ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 2)])
        #expect(violation.message.contains("0.5 × 5"))
    }

    @Test func oneUlpIsAnOverlapUnlessTolerated() {
        let edge = 100.0 / 3
        let frames = [rect(0, 0, edge.nextUp, 10), rect(edge, 0, 50, 10)]
        #expect(result(frames).overlapViolations().count == 1)
        #expect(result(frames).overlapViolations(tolerance: 1e-9).isEmpty)
        #expect(result(frames).overlapViolations(tolerance: 1e-20).count == 1)
    }

    @Test func degenerateFramesFollowTheIntersectionPredicate() {
        // A zero-width frame strictly across a cell intersects it; one along its edge does not.
        #expect(result([rect(0, 0, 10, 10), rect(5, -5, 5, 15)]).overlapViolations().count == 1)
        #expect(result([rect(0, 0, 10, 10), rect(10, 0, 10, 10)]).overlapViolations().isEmpty)
        // Zero-height frames: across a cell yes, along its top edge no, two at the same place no.
        #expect(result([rect(0, 0, 10, 10), rect(-5, 5, 15, 5)]).overlapViolations().count == 1)
        #expect(result([rect(0, 0, 10, 10), rect(0, 0, 10, 0)]).overlapViolations().isEmpty)
        #expect(result([rect(0, 5, 10, 5), rect(0, 5, 10, 5)]).overlapViolations().isEmpty)
        // Identical frames overlap.
        #expect(result([rect(1, 1, 2, 2), rect(1, 1, 2, 2)]).overlapViolations().count == 1)
    }

    @Test func horizontalLayoutsSweepAlongX() {
        let frames = [rect(0, 0, 10, 10), rect(10, 0, 20, 10), rect(5, 10, 15, 20), rect(14, 12, 16, 14)]
        let violations = result(frames, axis: .horizontal).overlapViolations(limit: 5)
        #expect(violations.map { $0.elements.map(\.id) } == [[2, 3]])
    }

    @Test func unsortedInputIsSortedFirst() {
        let frames = [rect(0, 100, 10, 110), rect(0, 0, 10, 10), rect(0, 105, 10, 120)]
        #expect(result(frames).overlapViolations().first?.elements.map(\.id) == [0, 2])
    }

    /// The sweep agrees with the O(n²) definition on random small-integer layouts, which
    /// are full of shared edges, duplicates and zero-size frames.
    @Test func agreesWithBruteForce() {
        var random = Xoshiro256StarStar(seed: 2024)
        for _ in 0 ..< 600 {
            let count = random.nextInt(in: 1 ... 12)
            let frames = (0 ..< count).map { _ -> Rect in
                let x = Double(random.nextInt(in: 0 ... 8)), y = Double(random.nextInt(in: 0 ... 8))
                return rect(x, y, x + Double(random.nextInt(in: 0 ... 3)), y + Double(random.nextInt(in: 0 ... 3)))
            }
            var pairs = 0
            for a in 0 ..< count {
                for b in a + 1 ..< count where frames[a].intersects(frames[b]) { pairs += 1 }
            }
            let found = result(frames).overlapViolations(limit: 1)
            #expect(found.isEmpty == (pairs == 0), "\(frames)")
            for violation in found {
                #expect(violation.elements[0].frame.intersects(violation.elements[1].frame))
            }
        }
    }

    @Test func nonOverlappingGridsOfManyColumnsPass() {
        var frames: [Rect] = []
        let width = 320.0 / 500
        for row in 0 ..< 40 {
            for column in 0 ..< 500 {
                frames.append(rect(Double(column) * width, Double(row), Double(column + 1) * width, Double(row + 1)))
            }
        }
        #expect(result(frames).overlapViolations().isEmpty)
        frames[12_345].maxY += 0.5
        #expect(result(frames).overlapViolations().first?.elements.map(\.id) == [12_345, 12_845])
    }
}
