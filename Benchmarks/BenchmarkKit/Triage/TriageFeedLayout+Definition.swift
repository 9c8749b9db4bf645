import TesseraCheck
import TesseraCore

extension TriageFeedLayout {
    /// The feed as the harness sees it, declared as `Examples/SectionedFeed` declares its own:
    /// the scale drawn layout-wide (2 or 3) and the options per section, a width mode per item,
    /// the background that lies under its own section by design, findings measured in the
    /// scale's device pixels, and its promises (the collection view's width, headers as
    /// configured, no padding around the sections).
    static let definition: CustomLayout<Options> = {
        var feed = CustomLayout(
            name: "feed", defaultOptions: Options(),
            drawOptions: { draw, _ in Options(scale: draw.random.pick([2, 3])) },
            drawItem: { draw in
                let mode = draw.random.pick([WidthMode.full, .full, .half, .half, .third, .third])
                return ItemSet.Item(height: draw.itemLength(), payload: ItemPayload(mode))
            },
            shrinkOptions: { options in options.scale == 3 ? [] : [[Options(scale: 3, sections: options.sections)]] },
            expectations: { expectations, spec in
                expectations.displayScale = spec.options.scale
                expectations.fixedLength = spec.container.width
                expectations.insets = .zero
                for section in 0 ..< spec.items.sectionCount {
                    expectations.sectionHeaders[section] = spec.options.section(section).header
                }
            },
            itemFields: [.height]
        ) { options in TriageFeedLayout(options: options) }
        feed.sectionOptions = CustomSectionOptions(\Options.sections, default: Section()) { section in
            [[Section(header: section.header)], [Section(sideInset: section.sideInset, verticalInset: section.verticalInset, header: section.header)]]
        } draw: { draw, _, _ in
            Section(
                sideInset: draw.random.pick([0, 0, 8, 16]), verticalInset: draw.random.pick([0, 8, 12]),
                interitemSpacing: draw.random.pick([0, 1, 4, 8]), lineSpacing: draw.random.pick([0, 2, 8]),
                header: draw.random.nextBool(probability: draw.headerProbability)
            )
        }
        feed.itemPayloadCoding = CodablePayload.coding(WidthMode.self)
        feed.overlapRules.allow(sectionBackground, toOverlap: [.cell, .header], within: .sameSection)
        feed.invalidInputs = InvalidInputFault.containerFaults + InvalidInputFault.itemFaults([.height])
        return feed
    }()

    /// The feed with `defects` planted, named by them.
    static func definition(planting defects: Set<Defect>) -> CustomLayout<Options> {
        guard !defects.isEmpty else { return definition }
        let name = defects.map(\.rawValue).sorted().joined(separator: "+")
        return definition.replacingEngine(implementation: name) { options in TriageFeedLayout(options: options, defects: defects) }
    }
}
