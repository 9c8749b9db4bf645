import Foundation
import Testing
import TesseraUIKit

@Suite struct IndexPathTests {
    @Test func itemAndSectionAreTheTwoIndices() {
        var path = IndexPath(item: 3, section: 2)
        #expect(Array(path) == [2, 3])
        #expect(path.item == 3 && path.row == 3 && path.section == 2)
        path.item = 5
        path.section = 1
        #expect(path == IndexPath(row: 5, section: 1))
    }

    @Test func sectionUpdatesUseNSNotFoundAsTheItem() {
        let path = IndexPath(item: NSNotFound, section: 4)
        #expect(path.item == NSNotFound && path.section == 4)
    }
}
