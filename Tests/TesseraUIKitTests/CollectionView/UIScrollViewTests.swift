import Foundation
import Testing
import TesseraUIKit

@MainActor @Suite struct UIScrollViewTests {
    @Test func theOffsetIsTheBoundsOrigin() {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.contentOffset = CGPoint(x: 0, y: 200)
        #expect(view.bounds == CGRect(x: 0, y: 200, width: 320, height: 480))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func theAdjustedInsetAddsTheSafeAreaOnScrollingAxes() {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.environmentSafeArea = UIEdgeInsets(top: 44, left: 10, bottom: 34, right: 10)
        view.contentInset = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        view.contentSize = CGSize(width: 320, height: 2000)
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 45, left: 1, bottom: 35, right: 1))
        view.contentInsetAdjustmentBehavior = .always
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 45, left: 11, bottom: 35, right: 11))
        view.contentInsetAdjustmentBehavior = .never
        #expect(view.adjustedContentInset == view.contentInset)
    }

    @Test func theLayoutDirectionFollowsTheTraitsUnlessForced() {
        let view = UIView(frame: .zero)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.environmentTraits = UITraitCollection(traitsFrom: [view.traitCollection, UITraitCollection(layoutDirection: .rightToLeft)])
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // A view's traits are the ones its host gives it (3× until a host says otherwise), not
        // the process-wide screen's, which hosts in parallel tests set to their own scales.
        #expect(view.traitCollection.displayScale == 3)
        view.semanticContentAttribute = .forceLeftToRight
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}
