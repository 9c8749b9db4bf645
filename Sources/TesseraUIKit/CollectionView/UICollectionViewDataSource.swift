#if !canImport(UIKit)
import Foundation

/// What a collection view asks its data source, as far as a layout is concerned: how many
/// sections and how many items in each, as UIKit's `UICollectionViewDataSource`.
///
/// Modelled: the two counting requirements; `numberOfSections(in:)` is optional in UIKit and
/// defaults to 1 here through an extension, as UIKit assumes one section. Not modelled:
/// `collectionView(_:cellForItemAt:)` (required in UIKit — the host creates no cells) and
/// every other requirement (supplementary views, reordering, index titles). A data source
/// written for UIKit compiles here: its extra methods are simply not called.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The number of sections.
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    /// One section, UIKit's default when the data source does not say.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// A scroll view's delegate, as UIKit's `UIScrollViewDelegate`: no requirement is modelled
/// (all of UIKit's are optional and none is called by the host).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// A collection view's delegate, as UIKit's `UICollectionViewDelegate`: the object a layout
/// casts to its own delegate protocol to ask for sizes (`collectionView.delegate as?
/// MyLayoutDelegate`).
///
/// No requirement is modelled: UIKit's are all optional (`@objc optional`), which Swift
/// supports only with the Objective-C runtime, so a layout that calls an optional requirement
/// with `delegate?.collectionView?(…)` — `UICollectionViewDelegateFlowLayout`'s sizes, say —
/// does not compile here. A layout's own delegate protocol with ordinary requirements does.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
#endif
