#if canImport(UIKit)
import UIKit
#else
import TesseraUIKit
#endif

/// One section laid out in its own coordinates (`y = 0` at the section's top), as the app's
/// `prepare()` does it: the layout's internal model, on UIKit's types only. The app's
/// `UICollectionViewLayout` subclass and Tessera's engine (`FeedLayout`) both call it; neither
/// changes its arithmetic.
///
/// An optional header, the section's top inset, rows of items, its bottom inset, an optional
/// footer, and a background covering all of it. A row takes items while their width modes fit
/// (a full item, two halves, three thirds; an ad is a row of its own). Item edges across the
/// row are rounded to the device pixel, the last item of a full row ending exactly at the right
/// inset. Items are placed at the estimated height and then self-size: the row grows by the
/// difference between its tallest item and the estimate (`150 + (h − 150)`), as
/// `preferredLayoutAttributesFitting` reports it. O(n) for n items.
struct SectionLayout {
    /// What the app's delegate and self-sizing say about one item.
    struct Item {
        /// The height the cell asks for (`preferredLayoutAttributesFitting`).
        var preferredHeight: CGFloat
        /// Its width mode and kind.
        var style: FeedItemStyle
    }

    /// An element in section coordinates.
    struct Attributes {
        /// `.cell` (with its item and row), or the section's header, footer or background.
        enum Role {
            case cell(item: Int, row: Int)
            case header
            case footer
            case background
        }

        var role: Role
        var frame: CGRect
    }

    /// UIKit's `estimatedItemSize.height`: where self-sizing starts from.
    static let estimatedItemHeight: CGFloat = 150

    let options: FeedSection
    let width: CGFloat
    let scale: CGFloat
    let defects: Set<PlantedDefect>
    /// Every element, in the order `prepare()` creates them: header, cells row by row,
    /// footer, background.
    private(set) var attributes: [Attributes] = []
    /// The section's height: everything down to its footer.
    private(set) var height: CGFloat = 0

    init(options: FeedSection, width: CGFloat, scale: CGFloat, defects: Set<PlantedDefect>) {
        self.options = options
        self.width = width
        self.scale = scale
        self.defects = defects
    }

    /// Rounds `value` to the device pixel.
    func pixelRounded(_ value: CGFloat) -> CGFloat {
        (value * scale).rounded() / scale
    }

    /// Lays out `items`.
    mutating func run(_ items: [Item]) {
        var y: CGFloat = 0
        if options.header != .none {
            attributes.append(Attributes(role: .header, frame: CGRect(x: 0, y: y, width: width, height: options.header.height)))
            y += options.header.height
        }
        y += options.insets.top
        var first = 0
        var row = 0
        while first < items.count {
            // The items that fit the row.
            var end = first, used = 0
            while end < items.count {
                let share = items[end].style.twelfths
                guard used + share <= 12 else { break }
                used += share
                end += 1
            }
            if row > 0 { y += options.lineSpacing }
            y += placeRow(items, first ..< end, full: used == 12, y: y, row: row)
            first = end
            row += 1
        }
        y += options.insets.bottom
        if options.footer != .none {
            attributes.append(Attributes(role: .footer, frame: CGRect(x: 0, y: y, width: width, height: options.footer.height)))
            y += options.footer.height
        }
        height = y
        if height > 0 {
            attributes.append(Attributes(role: .background, frame: CGRect(x: 0, y: 0, width: width, height: height)))
        }
    }

    /// Places `items[range]` in a row at `y` and returns the row's height after self-sizing.
    private mutating func placeRow(_ items: [Item], _ range: Range<Int>, full: Bool, y: CGFloat, row: Int) -> CGFloat {
        let left = min(options.insets.left, width)
        let right = max(left, width - options.insets.right)
        let available = right - left
        let count = range.count
        // Spacing never pushes a row out of its section: it shrinks to what fits.
        let spacing = count > 1 ? min(options.interitemSpacing, available / CGFloat(count - 1)) : 0
        let usable = max(0, available - spacing * CGFloat(count - 1))
        var start = 0  // twelfths before the item
        var x = left
        var rowHeight: CGFloat = 0
        for (offset, index) in range.enumerated() {
            let share = items[index].style.twelfths
            let minX: CGFloat, maxX: CGFloat
            if defects.contains(.roundThenMultiply) {
                // Each width rounded first, then the row built from them.
                let itemWidth = pixelRounded(usable * CGFloat(share) / 12)
                minX = x
                maxX = minX + itemWidth
                x = maxX + spacing
            } else {
                minX = left + pixelRounded(usable * CGFloat(start) / 12) + spacing * CGFloat(offset)
                maxX = full && offset == count - 1
                    ? right
                    : left + pixelRounded(usable * CGFloat(start + share) / 12) + spacing * CGFloat(offset)
            }
            start += share
            let preferred = items[index].preferredHeight
            attributes.append(Attributes(role: .cell(item: index, row: row), frame: CGRect(x: minX, y: y, width: maxX - minX, height: preferred)))
            // Self-sizing: the row was laid out at the estimate and grows by the difference.
            let estimated = Self.estimatedItemHeight
            rowHeight = max(rowHeight, estimated + (preferred - estimated))
        }
        return rowHeight
    }
}
