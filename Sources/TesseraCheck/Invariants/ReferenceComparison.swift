import TesseraCore

/// A result compared with what a layout's reference model expects of it, element by element
/// and exactly: each expected element is looked up by kind and path (so element order does
/// not matter) and its frame compared bit for bit; the first `limit` differences are reported
/// under `invariant`, each with the reason the model gives for the frame it expected and its
/// distance from the expected frame (a missing or extra element is not geometric).
struct ReferenceComparison {
    let result: LayoutResult
    let invariant: Invariant
    let limit: Int
    private(set) var violations: [InvariantViolation] = []

    init(_ result: LayoutResult, invariant: Invariant, limit: Int) {
        self.result = result
        self.invariant = invariant
        self.limit = limit
    }

    /// Whether `limit` violations have been found (the model may stop early).
    var isFull: Bool { violations.count >= limit }

    /// Expects a `kind` element at `path` with frame `frame`; `reason` says where the model's
    /// frame comes from, and is only built for a violation. Returns the element's id, if any.
    @discardableResult
    mutating func expect(_ kind: ElementKind, at path: ItemPath, frame: Rect, _ reason: @autoclosure () -> String) -> Int? {
        guard let id = result.element(kind, at: path), id >= 0, id < result.count else {
            report("no \(kind.name) at \(path), expected one at \(frame) (\(reason()))", ids: [])
            return nil
        }
        if result.frames[id] != frame {
            report(
                "\(kind.name) \(path) #\(id) is at \(result.frames[id]), expected \(frame) (\(reason()))", ids: [id],
                magnitude: .distance(from: result.frames[id], to: frame)
            )
        }
        return id
    }

    /// Expects the result to have no `kind` element at `path`, because of `reason`.
    mutating func expectNone(_ kind: ElementKind, at path: ItemPath, _ reason: @autoclosure () -> String) {
        guard let id = result.element(kind, at: path), id >= 0, id < result.count else { return }
        report("\(kind.name) \(path) #\(id) exists, though \(reason())", ids: [id])
    }

    /// Expects the content size `size`, because of `reason`.
    mutating func expectContentSize(_ size: Size, _ reason: @autoclosure () -> String) {
        if result.contentSize != size {
            report("content size \(result.contentSize), expected \(size) (\(reason()))", ids: [], magnitude: .distance(from: result.contentSize, to: size))
        }
    }

    /// Reports a violation the model found itself, `magnitude` from what it expected.
    mutating func report(_ message: String, ids: [Int], magnitude: ViolationMagnitude = .notGeometric) {
        guard !isFull else { return }
        violations.append(InvariantViolation(invariant, message, elements: ids.map { .init(result, id: $0) }, magnitude: magnitude))
    }
}
