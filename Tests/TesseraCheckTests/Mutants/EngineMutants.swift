import TesseraCheck
import TesseraCore
import TesseraLayouts

/// A real engine whose result is rewritten the way a planted bug would have written it.
struct RewrittenLayout: CollectionLayout {
    let base: any CollectionLayout
    let rewrite: @Sendable (LayoutResult, ItemSet) -> LayoutResult

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        rewrite(try base.layout(items, in: container), items)
    }
}

extension LayoutResult {
    /// Every frame moved by `delta` along the scroll axis, and the content with it.
    func shiftedAlong(by delta: Double, for items: ItemSet) -> LayoutResult {
        let vertical = scrollAxis == .vertical
        return edited(for: items) { elements, size in
            for index in elements.indices {
                let frame = elements[index].frame
                elements[index].frame = vertical
                    ? Rect(minX: frame.minX, minY: frame.minY + delta, maxX: frame.maxX, maxY: frame.maxY + delta)
                    : Rect(minX: frame.minX + delta, minY: frame.minY, maxX: frame.maxX + delta, maxY: frame.maxY)
            }
            if vertical { size.height += delta } else { size.width += delta }
        }
    }

    /// The first cell that has a neighbour sharing its right edge, widened by one ulp (the
    /// `origin + size` slip).
    func ulpPastSharedEdge(for items: ItemSet) -> LayoutResult {
        guard let id = (0 ..< count).first(where: { id in
            kinds[id] == .cell && frames.contains { $0.minX == frames[id].maxX && $0.minY < frames[id].maxY && frames[id].minY < $0.maxY }
        }) else { return self }
        var frame = frames[id]
        frame.maxX = frame.maxX.nextUp
        return moving(id, to: frame, for: items)
    }
}

extension Mutant {
    /// A bug that writes the engine's result differently: `rewrite` gets the engine's result,
    /// the items and the options.
    static func rewriting<Definition: LayoutDefinition>(
        _ name: String, _ kind: Kind, _ layout: Definition,
        rewrite: @escaping @Sendable (LayoutResult, ItemSet, Definition.Options) -> LayoutResult
    ) -> Mutant {
        engine(name, kind, layout) { options in
            RewrittenLayout(base: layout.makeLayout(options)) { result, items in rewrite(result, items, options) }
        }
    }

    /// A bug that reads the options wrongly: the engine runs on `misread(options)`.
    static func misreading<Definition: LayoutDefinition>(
        _ name: String, _ kind: Kind, _ layout: Definition, misread: @escaping @Sendable (inout Definition.Options) -> Void
    ) -> Mutant {
        engine(name, kind, layout) { options in
            var misreadOptions = options
            misread(&misreadOptions)
            return layout.makeLayout(misreadOptions)
        }
    }

    static let engines: [Mutant] = gridEngines + waterfallEngines + bidirectionalEngines

    static let gridEngines: [Mutant] = [
        .misreading("grid.itemAspectIgnored", .wrongField, .grid) { $0.itemAspect = 1 },
        .misreading("grid.packingOnTheWrongBranch", .wrongBranch, .grid) { $0.packing = $0.packing == .dense ? .sparse : .dense },
        .misreading("grid.insetsOnTheWrongAxis", .wrongField, .grid) { options in
            if options.axis == .horizontal {
                let insets = options.insets
                options.insets = Insets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
            }
        },
        .rewriting("grid.lastCellDropped", .offByOne, .grid) { result, items, _ in
            guard let last = result.kinds.lastIndex(of: .cell) else { return result }
            return result.removing(last, for: items)
        },
        .rewriting("grid.contentOneSpacingLonger", .offByOne, .grid) { result, items, options in
            result.edited(for: items) { _, size in
                if options.axis == .vertical { size.height += options.spacing } else { size.width += options.spacing }
            }
        },
        .rewriting("grid.originPlusSize", .offByOne, .grid) { result, items, _ in result.ulpPastSharedEdge(for: items) },
        // `along += spacing` before every header, not only after the first.
        .rewriting("grid.headerSpacingOnTheWrongBranch", .wrongBranch, .grid) { result, items, options in
            options.headerLength > 0 && !result.isEmpty ? result.shiftedAlong(by: options.spacing, for: items) : result
        },
    ]

    static let waterfallEngines: [Mutant] = [
        .misreading("waterfall.sectionColumnsIgnored", .wrongField, .waterfall) { $0.sectionColumns = [:] },
        .misreading("waterfall.rightToLeftOnTheLeftToRightBranch", .wrongBranch, .waterfall) { options in
            if options.placement == .rightToLeft { options.placement = .leftToRight }
        },
        .misreading("waterfall.roundRobinOnTheLeftToRightBranch", .wrongBranch, .waterfall) { options in
            if options.placement == .roundRobin { options.placement = .leftToRight }
        },
        .misreading("waterfall.footerReadsTheHeaderLength", .wrongField, .waterfall) { $0.footerLength = $0.headerLength },
        // `<=` where the shortest column wants `<`: ties go to the last column, which lays the
        // waterfall out mirrored.
        .rewriting("waterfall.tiesToTheLastColumn", .comparison, .waterfall) { result, items, options in
            guard options.placement == .shortestColumn else { return result }
            let width = result.contentSize.width
            return result.edited(for: items) { elements, _ in
                for index in elements.indices where elements[index].kind == .cell {
                    let frame = elements[index].frame
                    elements[index].frame = Rect(minX: width - frame.maxX, minY: frame.minY, maxX: width - frame.minX, maxY: frame.maxY)
                }
            }
        },
        // `if range.isEmpty { continue }` before the header: empty sections get no header or
        // footer and take no space.
        .engine("waterfall.emptySectionsSkipped", .wrongBranch, .waterfall) { options in
            SkippingEmptySections(waterfall: options)
        },
    ]

    static let bidirectionalEngines: [Mutant] = [
        .misreading("bidirectional.spacingsSwapped", .wrongField, .bidirectional) { options in
            (options.itemSpacing, options.rowSpacing) = (options.rowSpacing, options.itemSpacing)
        },
        // `if offset >= 0 { left += itemSpacing }`: every row starts one spacing in.
        .rewriting("bidirectional.firstItemSpaced", .offByOne, .bidirectional) { result, items, options in
            guard !result.isEmpty else { return result }
            return result.edited(for: items) { elements, size in
                for index in elements.indices {
                    elements[index].frame.minX += options.itemSpacing
                    elements[index].frame.maxX += options.itemSpacing
                }
                size.width += options.itemSpacing
            }
        },
        // `rowsPlaced = true` for empty rows too: leading empty rows push the first row down.
        .rewriting("bidirectional.emptyRowsOnTheWrongBranch", .wrongBranch, .bidirectional) { result, items, options in
            guard items.sectionCount > 0, items.itemCount(inSection: 0) == 0, !items.isEmpty else { return result }
            return result.shiftedAlong(by: options.rowSpacing, for: items)
        },
        .rewriting("bidirectional.originPlusSize", .offByOne, .bidirectional) { result, items, _ in result.ulpPastSharedEdge(for: items) },
    ]
}

/// `WaterfallLayout` with empty sections skipped outright: it lays out only the non-empty
/// sections (with their own column counts) and numbers them back.
struct SkippingEmptySections: CollectionLayout {
    let waterfall: WaterfallLayout

    func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
        let kept = (0 ..< items.sectionCount).filter { items.itemCount(inSection: $0) > 0 }
        var compact = waterfall
        compact.sectionColumns = [:]
        for (index, section) in kept.enumerated() { compact.sectionColumns[index] = waterfall.sectionColumns[section] }
        let result = try compact.layout(ItemSet(sections: kept.map { items.items(inSection: $0) }), in: container)
        return result.edited(for: items) { elements, _ in
            for index in elements.indices {
                let path = elements[index].path
                elements[index].path = ItemPath(section: kept[path.section], item: path.item)
            }
        }
    }
}
