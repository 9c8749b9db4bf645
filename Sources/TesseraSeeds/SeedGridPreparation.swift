import TesseraCore

extension SeedGridLayout {
    /// Runs the seed's `prepare()` on `items` in a collection view of size `container` and
    /// returns its caches. Cost: one attributes object per element and the seed's occupancy
    /// search (O(n · span²) without back-filling, up to O(n²) with it; bounded by `workLimit`).
    public func prepare(_ items: ItemSet, in container: Size) throws(LayoutError) -> SeedGridSession {
        guard columns >= 0 else {
            throw .seedWouldTrap(
                field: "options.columns",
                reason: "fixedDivisionCount is a UInt, and UInt(\(columns)) traps"
            )
        }
        // The seed computes `Int(itemScale - 1)` on a UInt: a span of 0 underflows and traps.
        try items.validate(.span)
        let divisions = columns == 0 ? 1 : columns
        let vertical = axis == .vertical

        let fixedDimension = vertical
            ? container.width - (insets.left + insets.right)
            : container.height - (insets.top + insets.bottom)
        var contentWidth = 0.0
        var contentHeight = 0.0
        if vertical { contentWidth = fixedDimension } else { contentHeight = fixedDimension }

        var additionalSectionSpacing = 0.0
        let headerFlexibleDimension = headerLength
        let itemFixedDimension = (fixedDimension - (Double(divisions) * spacing) + spacing) / Double(divisions)
        let itemFlexibleDimension = itemAspect * itemFixedDimension

        var occupancy = SeedGridOccupancy(columns: divisions, workLimit: workLimit)
        var headerAttributesCache: [SeedLayoutAttributes] = []
        var itemAttributesCache: [SeedLayoutAttributes] = []

        for section in 0 ..< items.sectionCount {
            let itemCount = items.itemCount(inSection: section)
            if headerFlexibleDimension > 0.0 && itemCount > 0 {
                if !headerAttributesCache.isEmpty {
                    additionalSectionSpacing += spacing
                }
                let frame = vertical
                    ? SeedCGRect(x: 0, y: additionalSectionSpacing, width: fixedDimension, height: headerFlexibleDimension)
                    : SeedCGRect(x: additionalSectionSpacing, y: 0, width: headerFlexibleDimension, height: fixedDimension)
                try checkFinite(frame, element: "sections[\(section)].header", includesItemSize: false, container: container)
                headerAttributesCache.append(
                    SeedLayoutAttributes(indexPath: ItemPath(section: section, item: 0), frame: frame.rect, kind: .header)
                )
                switch revision {
                case .primeGridMaster: additionalSectionSpacing += headerFlexibleDimension
                case .seedDocument: additionalSectionSpacing += headerFlexibleDimension + spacing
                }
            }
            if revision == .primeGridMaster, headerFlexibleDimension > 0.0 || section > 0 {
                additionalSectionSpacing += spacing
            }

            let sectionOffset = additionalSectionSpacing
            occupancy.appendSection()
            let firstFlatIndex = items.sectionStarts[section]
            var flexibleIndex = 0, fixedIndex = 0
            for item in 0 ..< itemCount {
                if fixedIndex >= divisions {
                    fixedIndex = 0
                    flexibleIndex += 1
                }
                let path = ItemPath(section: section, item: item)
                let scale = Swift.min(items.spans[firstFlatIndex + item], divisions) - 1
                let intendedFrame = SeedGridOccupancy.ItemFrame(
                    section: section, flexibleIndex: flexibleIndex, fixedIndex: fixedIndex, scale: scale
                )
                let (itemFrame, didFitInOriginalFrame) = try occupancy.nextAvailableFrame(startingAt: intendedFrame, path: path)
                try occupancy.reserveItemGrid(frame: itemFrame, path: path)

                let frame = cellFrame(
                    at: itemFrame, sectionOffset: sectionOffset,
                    itemFixedDimension: itemFixedDimension, itemFlexibleDimension: itemFlexibleDimension
                )
                try checkFinite(frame, element: "sections[\(section)].items[\(item)]", includesItemSize: true, container: container)
                itemAttributesCache.append(SeedLayoutAttributes(indexPath: path, frame: frame.rect, kind: .cell))

                if vertical {
                    if frame.maxY > contentHeight { contentHeight = frame.maxY }
                    if frame.maxY > additionalSectionSpacing { additionalSectionSpacing = frame.maxY }
                } else {
                    if frame.maxX > contentWidth { contentWidth = frame.maxX }
                    if frame.maxX > additionalSectionSpacing { additionalSectionSpacing = frame.maxX }
                }
                if didFitInOriginalFrame {
                    fixedIndex += 1 + itemFrame.scale
                }
            }
        }
        let contentSize = Size(width: contentWidth, height: contentHeight)
        guard contentWidth.isFinite, contentHeight.isFinite else {
            throw .seedWouldTrap(
                field: nonFiniteInput(includesItemSize: true, container: container) ?? "sections",
                reason: "the content size \(contentSize) is not finite; UIKit cannot scroll it"
            )
        }
        return SeedGridSession(
            items: items, contentSize: contentSize, headerAttributesCache: headerAttributesCache,
            itemAttributesCache: itemAttributesCache, scrollAxis: axis
        )
    }

    /// The seed's `layoutAttributes(for:at:with:)` frame arithmetic.
    private func cellFrame(
        at itemFrame: SeedGridOccupancy.ItemFrame, sectionOffset: Double,
        itemFixedDimension: Double, itemFlexibleDimension: Double
    ) -> SeedCGRect {
        let fixedIndexOffset = Double(itemFrame.fixedIndex) * (spacing + itemFixedDimension)
        let longitudinalOffset = Double(itemFrame.flexibleIndex) * (spacing + itemFlexibleDimension) + sectionOffset
        let transverseDimension = itemFixedDimension + (Double(itemFrame.scale) * (spacing + itemFixedDimension))
        let longitudinalDimension = itemFlexibleDimension + (Double(itemFrame.scale) * (spacing + itemFlexibleDimension))
        if axis == .vertical {
            return SeedCGRect(x: fixedIndexOffset, y: longitudinalOffset, width: transverseDimension, height: longitudinalDimension)
        } else {
            return SeedCGRect(x: longitudinalOffset, y: fixedIndexOffset, width: longitudinalDimension, height: transverseDimension)
        }
    }

    /// Throws `seedWouldTrap` for a NaN or infinite frame, naming the non-finite input that
    /// caused it or, when every input is finite (an overflow), the element.
    private func checkFinite(
        _ frame: SeedCGRect, element: String, includesItemSize: Bool, container: Size
    ) throws(LayoutError) {
        guard !frame.isFinite else { return }
        throw .seedWouldTrap(
            field: nonFiniteInput(includesItemSize: includesItemSize, container: container) ?? element,
            reason: "\(element) would get the frame (x: \(frame.x), y: \(frame.y), width: \(frame.width), "
                + "height: \(frame.height)); UIKit cannot place a NaN or infinite frame (CALayerInvalidGeometry)"
        )
    }

    /// The first non-finite input that reaches frames, as its JSON field path. A NaN header
    /// length never reaches a frame (the seed's `> 0` test turns headers off).
    private func nonFiniteInput(includesItemSize: Bool, container: Size) -> String? {
        let across: [(String, Double)] = axis == .vertical
            ? [("container.width", container.width), ("options.insets.left", insets.left), ("options.insets.right", insets.right)]
            : [("container.height", container.height), ("options.insets.top", insets.top), ("options.insets.bottom", insets.bottom)]
        var inputs: [(String, Double)] = across + [
            ("options.spacing", spacing), ("options.headerLength", headerLength > 0 ? headerLength : 0),
        ]
        if includesItemSize { inputs.append(("options.itemAspect", itemAspect)) }
        if let (name, _) = inputs.first(where: { !$0.1.isFinite }) { return name }
        return nil
    }
}
