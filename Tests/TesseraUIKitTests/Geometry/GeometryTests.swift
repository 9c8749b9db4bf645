import Foundation
import Testing
import TesseraUIKit

@Suite struct GeometryTests {
    @Test func insettingMovesTheOriginAndShrinksTheSize() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(rect.inset(by: .zero) == rect)
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    /// A layout's tests compare printed frames with CoreGraphics' text
    /// (airbnb/MagazineLayout's `ElementLocationFramePairsTests` do).
    @Test func geometryPrintsAsCoreGraphicsDoes() {
        #expect("\(CGRect(x: 0, y: 0.5, width: 100, height: 40))" == "(0.0, 0.5, 100.0, 40.0)")
        #expect("\(CGPoint(x: 1, y: -2))" == "(1.0, -2.0)")
        #expect("\(CGSize(width: 3, height: 4))" == "(3.0, 4.0)")
        #expect(String(describing: [CGRect.zero]) == "[(0.0, 0.0, 0.0, 0.0)]")
    }

    @Test func affineTransformsComposeAsCoreGraphics() {
        let move = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        // Scale first, then move: (1, 1) → (2, 3) → (12, 3).
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 3))
        #expect(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 3)) == CGPoint(x: 12, y: 3))
        #expect(scale.concatenating(scale.inverted()).isIdentity)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(scale) == CGRect(x: 0, y: 0, width: 20, height: 60))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
    }

    @Test func transforms3DComposeAsCoreAnimation() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let moved = CATransform3DTranslate(scale, 5, 0, 0)
        // Translate, then scale: m41 is 5 × 2.
        #expect(moved.m41 == 10 && moved.m11 == 2)
        #expect(CATransform3DIsIdentity(CATransform3DConcat(CATransform3DIdentity, CATransform3DIdentity)))
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(quarter.m12 - 1) < 1e-12 && abs(quarter.m21 + 1) < 1e-12)
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }
}
