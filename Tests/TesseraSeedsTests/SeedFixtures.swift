import TesseraCheck
import TesseraCore
@testable import TesseraSeeds

/// Shared inputs and checks for the seed-port tests.
enum SeedFixtures {
    /// A frame from origin and size, as the seeds build their `CGRect`s.
    static func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    /// Sections of items with the given spans.
    static func spans(_ sections: [[Int]]) -> ItemSet {
        ItemSet(sections: sections.map { $0.map { ItemSet.Item(span: $0) } })
    }

    /// Sections of items with the given heights.
    static func heights(_ sections: [[Double]]) -> ItemSet {
        ItemSet(sections: sections.map { $0.map { ItemSet.Item(height: $0) } })
    }

    /// Sections of items with the given (width, height) sizes.
    static func sizes(_ sections: [[(Double, Double)]]) -> ItemSet {
        ItemSet(sections: sections.map { $0.map { ItemSet.Item(width: $0.0, height: $0.1) } })
    }

    /// Cell frames of a result, in element order.
    static func cellFrames(_ result: LayoutResult) -> [Rect] {
        result.elements.filter { $0.kind == .cell }.map(\.frame)
    }

    /// The spans of the PrimeGrid demo's numbers 1…100: 3 for the Mersenne primes 3, 7 and 31,
    /// 2 for the other primes, 1 otherwise.
    static let primeGridSpans: [Int] = (1 ... 100).map { number in
        let isPrime = number >= 2 && (2 ..< number).allSatisfy { number % $0 != 0 }
        return [3, 7, 31].contains(number) ? 3 : isPrime ? 2 : 1
    }

    /// Checks a session's queries against brute force: the filter answers exactly the elements
    /// whose frames intersect each probe rect, and the item lookup finds every cell.
    static func checkQueries(
        _ session: some SeedLayoutSession, elements: [SeedLayoutAttributes], probes: [Rect]
    ) -> [String] {
        var problems: [String] = []
        for probe in probes {
            let answered = Set(session.layoutAttributesForElements(in: probe).map(ObjectIdentifier.init))
            // Its own scan, not `LayoutResult.linearFilter`: the session answers attribute
            // objects, and this checks it hands back the very objects it laid out.
            let expected = Set(elements.filter { $0.frame.intersects(probe) }.map(ObjectIdentifier.init))
            if answered != expected { problems.append("filter(\(probe)) differs from brute force") }
        }
        for element in elements where element.kind == .cell {
            if session.layoutAttributesForItem(at: element.indexPath) !== element {
                problems.append("lookup(\(element.indexPath)) does not find its cell")
            }
        }
        return problems
    }

    /// Probe rects spread over and around `content`, including degenerate ones.
    static func probes(over content: Size, generator: inout Xoshiro256StarStar) -> [Rect] {
        var rects = [
            Rect(minX: -1e9, minY: -1e9, maxX: 1e9, maxY: 1e9),
            Rect(minX: 0, minY: 0, maxX: content.width, maxY: content.height),
            Rect(minX: 5, minY: 5, maxX: 5, maxY: 5),
            Rect(minX: 10, minY: 10, maxX: 0, maxY: 0),
        ]
        let width = Swift.max(abs(content.width), 1), height = Swift.max(abs(content.height), 1)
        for _ in 0 ..< 40 {
            let x = generator.nextDouble(in: -0.1 * width ... width), y = generator.nextDouble(in: -0.1 * height ... height)
            rects.append(Rect(
                x: x, y: y, width: generator.nextDouble(in: 0 ... width / 2), height: generator.nextDouble(in: 0 ... height / 3)
            ))
        }
        return rects
    }
}

extension SeedFixtures {
    /// The error `body` throws, or `nil`.
    static func error(_ body: () throws -> Void) -> LayoutError? {
        do {
            try body()
            return nil
        } catch {
            return error as? LayoutError
        }
    }

    /// The field of the `unsupportedInput` error (`seedWouldTrap`) `body` throws, or `nil` when it throws another
    /// error or none.
    static func trapField(_ body: () throws -> Void) -> String? {
        guard case let .unsupportedInput(field, _)? = error(body) else { return nil }
        return field
    }
}
