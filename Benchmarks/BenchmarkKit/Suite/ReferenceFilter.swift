import TesseraCheck
import TesseraCore
import TesseraIndex

/// The oracle every index is checked against before it is timed: the checker's linear filter
/// (`LayoutResult.linearFilter`, `Rect.intersects` applied to every frame) as an index.
struct ReferenceFilter: RectIndex {
    static var name: String { "reference" }

    private let result: LayoutResult

    init(_ result: LayoutResult) {
        self.result = result
    }

    /// A plain scan of every frame.
    @discardableResult
    func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        ids += result.linearFilter(rect)
        return result.count
    }

    /// Shares the result's frame storage.
    var memoryBytes: Int { 0 }

    /// The sorted answers to each of `rects` over `frames` (see `ReferenceAnswers`).
    static func answers(_ frames: [Rect], _ rects: [Rect]) -> [[Int32]] {
        ReferenceAnswers(frames).answers(rects)
    }
}

/// The reference filter's answers for many queries over one set of frames: the ids whose
/// frame `intersects` the rect, sorted.
///
/// A benchmark run asks thousands of distinct queries per input (cold samples each ask their
/// own), too many for a scan of 1M frames each, so the frames `intersects` is applied to are
/// narrowed first, by comparisons alone (no arithmetic to round): the frames are sorted by
/// `minY`, and `reach[p]` is the largest `maxY` among the first `p + 1` of them. A frame
/// intersects a rect only if `rect.minY < frame.maxY` and `frame.minY < rect.maxY`; every
/// frame before the first position whose `reach` exceeds `rect.minY` fails the first test,
/// and every frame from the first one whose `minY` is at or after `rect.maxY` fails the
/// second. Frames with a NaN edge or inverted are kept out of the sorted list and tested
/// against every rect. Exact for any frames; fast when no frame reaches far past the ones
/// after it (the benchmark's inputs).
struct ReferenceAnswers {
    private let frames: [Rect]
    private let always: [Int32]
    private let sorted: [(minY: Double, id: Int32)]
    private let reach: [Double]

    /// Sorts `frames` by `minY`. O(n log n).
    init(_ frames: [Rect]) {
        self.frames = frames
        var always: [Int32] = []
        var sorted: [(minY: Double, id: Int32)] = []
        sorted.reserveCapacity(frames.count)
        for (id, frame) in frames.enumerated() {
            if frame.minY <= frame.maxY, frame.minX <= frame.maxX {
                sorted.append((frame.minY, Int32(id)))
            } else {
                always.append(Int32(id))
            }
        }
        sorted.sort { $0.minY < $1.minY }
        var reach: [Double] = []
        reach.reserveCapacity(sorted.count)
        for entry in sorted {
            reach.append(max(reach.last ?? -.infinity, frames[Int(entry.id)].maxY))
        }
        self.always = always
        self.sorted = sorted
        self.reach = reach
    }

    /// The sorted answer to each of `rects`.
    func answers(_ rects: [Rect]) -> [[Int32]] {
        rects.map(answer)
    }

    /// The sorted ids of the frames that intersect `rect`.
    func answer(_ rect: Rect) -> [Int32] {
        var answer = always.filter { frames[Int($0)].intersects(rect) }
        // The first position whose reach exceeds rect.minY (reach never decreases).
        var first = 0
        var count = reach.count
        while count > 0 {
            let half = count / 2
            if reach[first + half] > rect.minY {
                count = half
            } else {
                first += half + 1
                count -= half + 1
            }
        }
        var position = first
        while position < sorted.count, sorted[position].minY < rect.maxY {
            let id = sorted[position].id
            if frames[Int(id)].intersects(rect) { answer.append(id) }
            position += 1
        }
        answer.sort()
        return answer
    }
}
