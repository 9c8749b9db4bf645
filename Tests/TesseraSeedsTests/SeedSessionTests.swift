import Foundation
import TesseraCheck
import Testing
import TesseraCore
@testable import TesseraSeeds

/// Properties every seed session must have on generated inputs: the seed's filter answers what
/// brute force answers, the seed's lookup finds every cell, and the `LayoutResult` holds
/// exactly the session's elements. Also checks the `CGRect` arithmetic the ports rely on.
@Suite struct SeedSessionTests {
    typealias F = SeedFixtures

    static func randomSpans(_ generator: inout Xoshiro256StarStar, columns: Int) -> ItemSet {
        ItemSet(sections: (0 ..< generator.nextInt(in: 0 ... 4)).map { _ in
            (0 ..< generator.nextInt(in: 0 ... 30)).map { _ in ItemSet.Item(span: generator.nextInt(in: 1 ... columns + 1)) }
        })
    }

    @Test(arguments: 0 ..< 24)
    func gridQueriesMatchBruteForce(seed: Int) throws {
        var generator = Xoshiro256StarStar(seed: UInt64(seed))
        let columns = generator.nextInt(in: 1 ... 6)
        let layout = SeedGridLayout(
            columns: columns, spacing: generator.nextDouble(in: 0 ... 12), axis: seed % 2 == 0 ? .vertical : .horizontal,
            itemAspect: generator.nextDouble(in: 0.5 ... 1.5), headerLength: seed % 3 == 0 ? 0 : 30,
            revision: seed % 4 < 2 ? .primeGridMaster : .seedDocument
        )
        let items = Self.randomSpans(&generator, columns: columns)
        let container = Size(width: generator.nextDouble(in: 50 ... 400), height: generator.nextDouble(in: 50 ... 400))
        let session = try layout.prepare(items, in: container)
        let elements = session.headerAttributesCache + session.itemAttributesCache
        #expect(session.itemAttributesCache.count == items.itemCount)
        let probes = F.probes(over: session.contentSize, generator: &generator)
        #expect(F.checkQueries(session, elements: elements, probes: probes) == [])
        for header in session.headerAttributesCache {
            #expect(session.layoutAttributesForSupplementaryView(ofKind: .header, at: header.indexPath) === header)
        }
        let result = session.layoutResult()
        #expect(Set(result.elements) == Set(elements.map { LayoutResult.Element(kind: $0.kind, path: $0.indexPath, frame: $0.frame) }))
        #expect(result.count == elements.count)
        #expect(result.contentSize == session.contentSize)
    }

    @Test(arguments: 0 ..< 12)
    func horizontalGridIsTheTransposedVerticalGrid(seed: Int) throws {
        var generator = Xoshiro256StarStar(seed: UInt64(1000 + seed))
        let columns = generator.nextInt(in: 1 ... 5)
        var layout = SeedGridLayout(
            columns: columns, spacing: generator.nextDouble(in: 0 ... 9), itemAspect: generator.nextDouble(in: 0.5 ... 2),
            headerLength: 25, insets: Insets(top: 3, left: 4, bottom: 5, right: 6)
        )
        let items = Self.randomSpans(&generator, columns: columns)
        let vertical = try layout.layout(items, in: Size(width: 200, height: 100))
        layout.axis = .horizontal
        layout.insets = Insets(top: 4, left: 3, bottom: 6, right: 5)
        let horizontal = try layout.layout(items, in: Size(width: 100, height: 200))
        #expect(horizontal.frames == vertical.frames.map(\.transposed))
        #expect(horizontal.contentSize == Size(width: vertical.contentSize.height, height: vertical.contentSize.width))
    }

    @Test(arguments: 0 ..< 12)
    func pinterestQueriesMatchBruteForce(seed: Int) throws {
        var generator = Xoshiro256StarStar(seed: UInt64(2000 + seed))
        let items = ItemSet(sections: (0 ..< generator.nextInt(in: 1 ... 3)).map { _ in
            (0 ..< generator.nextInt(in: 0 ... 60)).map { _ in ItemSet.Item(height: generator.nextDouble(in: 0 ... 300)) }
        })
        let layout = SeedPinterestLayout(columns: generator.nextInt(in: 1 ... 5), padding: generator.nextDouble(in: 0 ... 8))
        let session = try layout.prepare(items, in: Size(width: generator.nextDouble(in: 100 ... 500), height: 1))
        #expect(session.cache.count == items.itemCount(inSection: 0))
        #expect(session.cache.map(\.indexPath) == (0 ..< items.itemCount(inSection: 0)).map { ItemPath(section: 0, item: $0) })
        let probes = F.probes(over: session.contentSize, generator: &generator)
        #expect(F.checkQueries(session, elements: session.cache, probes: probes) == [])
        let result = session.layoutResult()
        #expect(result.frames == session.cache.map(\.frame))
    }

    @Test(arguments: 0 ..< 12)
    func bidirectionalQueriesMatchBruteForce(seed: Int) throws {
        var generator = Xoshiro256StarStar(seed: UInt64(3000 + seed))
        let items = ItemSet(sections: (0 ..< generator.nextInt(in: 0 ... 8)).map { _ in
            (0 ..< generator.nextInt(in: 0 ... 12)).map { _ in
                ItemSet.Item(width: generator.nextDouble(in: 0 ... 250), height: generator.nextDouble(in: 0 ... 250))
            }
        })
        let layout = SeedBidirectionalLayout(itemSpacing: Double(seed % 3), rowSpacing: Double(seed % 2))
        let session = try layout.prepare(items, in: .zero)
        let elements = Array(session.layoutInfo.values)
        #expect(elements.count == items.itemCount)
        let probes = F.probes(over: session.contentSize, generator: &generator)
        #expect(F.checkQueries(session, elements: elements, probes: probes) == [])
        let result = session.layoutResult()
        for (id, element) in result.elements.enumerated() {
            #expect(session.layoutInfo[element.path]?.frame == result.frames[id])
        }
        #expect(result.count == items.itemCount)
    }

    /// `SeedCGRect` must round exactly as Foundation's `CGRect` does.
    @Test func cgRectArithmeticMatchesFoundation() {
        var generator = Xoshiro256StarStar(seed: 42)
        let samples: [Double] = [0, -0.0, 0.1, -0.7, 6, -88, 1e-300, 33.333333333333336, 187.5, -12.25]
        var values = samples
        for _ in 0 ..< 30 { values.append(generator.nextDouble(in: -500 ... 500)) }
        for _ in 0 ..< 400 {
            let x = values[generator.nextInt(in: 0 ... values.count - 1)], y = values[generator.nextInt(in: 0 ... values.count - 1)]
            let width = values[generator.nextInt(in: 0 ... values.count - 1)], height = values[generator.nextInt(in: 0 ... values.count - 1)]
            let inset = values[generator.nextInt(in: 0 ... values.count - 1)]
            let ours = SeedCGRect(x: x, y: y, width: width, height: height)
            let theirs = CGRect(x: x, y: y, width: width, height: height)
            #expect(ours.maxX == Double(theirs.maxX))
            #expect(ours.maxY == Double(theirs.maxY))
            let standardized = theirs.standardized
            #expect(ours.standardized == SeedCGRect(
                x: Double(standardized.origin.x), y: Double(standardized.origin.y),
                width: Double(standardized.size.width), height: Double(standardized.size.height)
            ))
            let insetTheirs = theirs.insetBy(dx: CGFloat(inset), dy: CGFloat(inset / 2))
            let insetOurs = ours.insetBy(dx: inset, dy: inset / 2)
            #expect(insetOurs.isNull == insetTheirs.isNull)
            if !insetTheirs.isNull {
                #expect(insetOurs == SeedCGRect(
                    x: Double(insetTheirs.origin.x), y: Double(insetTheirs.origin.y),
                    width: Double(insetTheirs.size.width), height: Double(insetTheirs.size.height)
                ))
            }
        }
    }

    @Test func attributesDescribeThemselves() {
        let attributes = SeedLayoutAttributes(indexPath: ItemPath(section: 2, item: 5), frame: F.frame(1, 2, 3, 4), kind: .header)
        #expect(attributes.description == "header 2-5 (1.0, 2.0)–(4.0, 6.0)")
    }
}
