import TesseraCore
import TesseraIndex

/// The oracle every index is checked against before it is timed: a plain scan applying
/// `Rect.intersects` to every frame, written for obviousness, not speed.
struct ReferenceFilter: RectIndex {
    static var name: String { "reference" }

    private let frames: [Rect]

    init(_ result: LayoutResult) {
        frames = result.frames
    }

    @discardableResult
    func query(_ rect: Rect, into ids: inout [Int32]) -> Int {
        for (id, frame) in frames.enumerated() where frame.intersects(rect) {
            ids.append(Int32(id))
        }
        return frames.count
    }

    /// Shares the result's frame storage.
    var memoryBytes: Int { 0 }

    /// Frames per block of `answers(_:_:)`: 128 KB of frames, which stay in cache while every
    /// query visits them.
    static let blockLength = 4096

    /// The sorted answers to each of `rects` over `frames`.
    ///
    /// The same scan as `query`, with the loops swapped block-wise: each block of frames is
    /// tested against every rect before the next block is read, so a workload of hundreds of
    /// queries over 1M frames reads the frames from memory once instead of once per query.
    /// Blocks go in id order, so each answer comes out sorted.
    static func answers(_ frames: [Rect], _ rects: [Rect]) -> [[Int32]] {
        var answers = Array(repeating: [Int32](), count: rects.count)
        for blockStart in stride(from: 0, to: frames.count, by: blockLength) {
            let block = blockStart ..< min(blockStart + blockLength, frames.count)
            for (query, rect) in rects.enumerated() {
                for id in block where frames[id].intersects(rect) {
                    answers[query].append(Int32(id))
                }
            }
        }
        return answers
    }
}
