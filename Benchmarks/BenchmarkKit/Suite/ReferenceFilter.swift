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

    /// The sorted answers to each of `rects` over `frames`.
    static func answers(_ frames: [Rect], _ rects: [Rect]) -> [[Int32]] {
        rects.map { rect in
            var ids: [Int32] = []
            for (id, frame) in frames.enumerated() where frame.intersects(rect) {
                ids.append(Int32(id))
            }
            return ids
        }
    }
}
