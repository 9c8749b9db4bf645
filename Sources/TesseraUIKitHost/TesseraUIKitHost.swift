// TesseraUIKitHost: runs a `UICollectionViewLayout` subclass written for iOS — compiled
// against TesseraUIKit — the way a collection view does, and makes it a Tessera layout.
//
// - `CollectionViewHost` plays `UICollectionView`'s calls to its layout in the order UIKit
//   makes them (first display, scrolling, size changes, batch updates) and reports what UIKit
//   would reject or show wrongly as violations of the `UIKitInvariant`s.
// - `ItemSetDataSource` is the collection view's data source and delegate, answering counts
//   and sizes from Tessera's `ItemSet`; a layout's own delegate protocol is adopted by a
//   subclass.
// - `UIKitLayout` is the layout subclass, its data source and its environment as a Tessera
//   engine (`CollectionLayout`, `IncrementalLayout`), and `CustomLayout.uikit(…)` the layout
//   definition the harness, the command line and the benchmark take.
//
// Where UIKit exists, TesseraUIKit is empty and so is this module: the real UIKit plays its own
// calls (dump a live layout with `Examples/UIKitBridge` instead).
