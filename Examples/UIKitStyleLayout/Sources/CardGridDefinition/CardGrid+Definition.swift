import CardGridLayout
import TesseraCheck
import TesseraCore
import TesseraUIKit
import TesseraUIKitHost

/// The card grid's options as the harness draws, shrinks and writes them.
public struct CardGridOptions: Codable, Hashable, Sendable {
    /// `CardGridLayout.minimumColumnWidth`.
    public var minimumColumnWidth: Double = 160
    /// `CardGridLayout.spacing`.
    public var spacing: Double = 8
    /// `CardGridLayout.headerHeight`.
    public var headerHeight: Double = 40

    /// The layout's defaults.
    public init() {}
}

/// The collection view's data source and delegate in the tests: Tessera's items, and each
/// card's height from them — what the app's view controller answers from its model.
final class CardGridSource: ItemSetDataSource, CardGridLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, layout: CardGridLayout, heightForItemAt indexPath: IndexPath) -> CGFloat {
        height(at: indexPath)
    }
}

extension CardGridLayout {
    /// The card grid as Tessera's harness sees it: the subclass, unchanged, hosted by
    /// `UIKitLayout` with `CardGridSource` as its delegate; options drawn per case; the UIKit
    /// invariants with the built-in ones. `planting` plants a defect on purpose. Nonisolated
    /// (the class is main-actor isolated): the definition is a value the harness uses anywhere.
    nonisolated public static func definition(planting defect: PlantedDefect = .none) -> CustomLayout<CardGridOptions> {
        var definition = CustomLayout.uikit(
            name: "card-grid", defaultOptions: CardGridOptions(), implementation: defect == .none ? "standard" : defect.rawValue
        ) { options in
            UIKitLayout(dataSource: { CardGridSource(items: $0) }) {
                let layout = CardGridLayout(planting: defect)
                layout.minimumColumnWidth = CGFloat(options.minimumColumnWidth)
                layout.spacing = CGFloat(options.spacing)
                layout.headerHeight = CGFloat(options.headerHeight)
                return layout
            }
        }
        definition.itemFields = [.height]
        definition.drawOptions = { draw, container in
            var options = CardGridOptions()
            options.minimumColumnWidth = Double(draw.random.nextInt(in: 60 ... 400))
            options.spacing = Double(draw.random.nextInt(in: 0 ... 16))
            options.headerHeight = Double(draw.random.nextInt(in: 0 ... 60))
            return options
        }
        // Simpler options, each group toward zero: no spacing, no header, one wide column.
        definition.shrinkOptions = { options in
            [
                options.spacing == 0 ? [] : [options.with(\.spacing, 0)],
                options.headerHeight == 0 ? [] : [options.with(\.headerHeight, 0)],
                options.minimumColumnWidth == 1000 ? [] : [options.with(\.minimumColumnWidth, 1000)],
            ]
        }
        definition.expectations = { expectations, spec in
            expectations.fixedLength = spec.container.width
        }
        return definition
    }
}

extension CardGridOptions {
    /// These options with one changed.
    func with(_ option: WritableKeyPath<CardGridOptions, Double>, _ value: Double) -> CardGridOptions {
        var changed = self
        changed[keyPath: option] = value
        return changed
    }
}
