// Dumps a live UICollectionViewLayout as Tessera's layout result JSON, so that
// `tessera check --result dump.json` and `tessera-bench --result dump.json` run on a real
// app's layout.
//
// Apple platforms only: this file needs UIKit, and this repository's CI (Linux) does not
// build it. Add it to your app or its test target next to the TesseraCore product. The part
// that can be platform-free — attributes to elements, the JSON — is TesseraCore's
// `CollectionViewSnapshot` and `LayoutResult.jsonString()`, tested on Linux.
#if canImport(UIKit)
import TesseraCore
import UIKit

extension UICollectionViewLayout {
    /// Every element over the whole content — the content and as much again around it, so
    /// that elements that stray outside the content are dumped too — as Tessera's result JSON.
    /// Call it after the collection view has laid out (e.g. in `viewDidAppear`).
    func tesseraResultJSON() throws -> String {
        let size = collectionViewContentSize
        let everything = CGRect(origin: .zero, size: size).insetBy(dx: -size.width, dy: -size.height)
        let attributes = (layoutAttributesForElements(in: everything) ?? []).map { element in
            CollectionViewSnapshot.Attributes(
                category: element.representedElementCategory == .cell ? .cell
                    : element.representedElementCategory == .supplementaryView ? .supplementaryView : .decorationView,
                elementKind: element.representedElementKind,
                section: element.indexPath.section, item: element.indexPath.count > 1 ? element.indexPath.item : 0,
                x: Double(element.frame.origin.x), y: Double(element.frame.origin.y),
                width: Double(element.frame.size.width), height: Double(element.frame.size.height)
            )
        }
        let horizontal = (self as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal
        let snapshot = CollectionViewSnapshot(
            contentSize: Size(width: Double(size.width), height: Double(size.height)),
            scrollAxis: horizontal ? .horizontal : .vertical, attributes: attributes
        )
        return try snapshot.layoutResult().jsonString()
    }
}

// In a view controller, or a UI test:
//
//     let json = try collectionView.collectionViewLayout.tesseraResultJSON()
//     try json.write(to: FileManager.default.temporaryDirectory.appending(path: "dump.json"), atomically: true, encoding: .utf8)
#endif
