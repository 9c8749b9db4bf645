import Foundation
import Testing
import TesseraUIKit

@MainActor @Suite struct UIViewFittingTests {
    /// Without Auto Layout, a self-sizing cell keeps the size its layout proposed — what
    /// airbnb/MagazineLayout's cells compute in `preferredLayoutAttributesFitting(_:)`.
    @Test func fittingKeepsTheTargetSize() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let target = CGSize(width: 320, height: 10)
        #expect(cell.systemLayoutSizeFitting(target) == target)
        #expect(cell.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel) == target)
        #expect(UIView.layoutFittingCompressedSize == .zero)
    }

    @Test func prioritiesHaveUIKitsValuesAndOrder() {
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.defaultLow < .defaultHigh && UILayoutPriority(rawValue: 999) < .required)
    }
}
