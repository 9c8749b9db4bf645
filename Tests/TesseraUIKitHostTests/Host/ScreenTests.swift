import Foundation
import Testing
import TesseraCore
import TesseraUIKit
@testable import TesseraUIKitHost

/// A list that rounds to the pixels of `UIScreen.main`, as layouts written before trait
/// collections do, and records the scale each `prepare()` read.
private final class ScreenReadingLayout: ListLayout {
    var scalesRead: [CGFloat] = []

    override func prepare() {
        scalesRead.append(UIScreen.main.scale)
        super.prepare()
    }
}

@MainActor @Suite struct ScreenTests {
    static let items = ItemSet.heights([Array(repeating: 100, count: 12)])
    static let phone = CGSize(width: 390, height: 844)

    /// Two hosts alive at once, at 2× and 3×, called in turn: each layout reads its own
    /// host's screen, although the screen is one per process.
    @Test func eachHostsLayoutReadsItsOwnScreen() {
        let twoX = ScreenReadingLayout(), threeX = ScreenReadingLayout()
        let hostAtTwoX = CollectionViewHost(
            layout: twoX, dataSource: ListSource(items: Self.items), environment: .init(size: Self.phone, displayScale: 2)
        )
        let hostAtThreeX = CollectionViewHost(
            layout: threeX, dataSource: ListSource(items: Self.items), environment: .init(size: Self.phone, displayScale: 3)
        )
        hostAtTwoX.layOut()
        hostAtThreeX.layOut()
        hostAtTwoX.resize(to: CGSize(width: 844, height: 390))
        hostAtThreeX.resize(to: CGSize(width: 844, height: 390))
        hostAtTwoX.finish()
        hostAtThreeX.finish()
        #expect(!twoX.scalesRead.isEmpty && twoX.scalesRead.allSatisfy { $0 == 2 }, "\(twoX.scalesRead)")
        #expect(!threeX.scalesRead.isEmpty && threeX.scalesRead.allSatisfy { $0 == 3 }, "\(threeX.scalesRead)")
    }
}
