#if canImport(UIKit)
import UIKit

/// A section's rounded background: the decoration view the card grid registers.
final class SectionBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        layer.cornerRadius = (layoutAttributes as? CardLayoutAttributes)?.cornerRadius ?? 0
    }
}
#else
import TesseraUIKit

/// A section's background. Views are app code, not layout: where TesseraUIKit stands in for
/// UIKit (which models no colours or layers) this stand-in is what the layout registers.
final class SectionBackgroundView: UICollectionReusableView {}
#endif
