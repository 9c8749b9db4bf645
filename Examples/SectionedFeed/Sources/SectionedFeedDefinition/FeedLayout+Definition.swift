#if canImport(UIKit)
import UIKit
#else
import TesseraUIKit
#endif
import SectionedFeed
import TesseraCheck
import TesseraCore

extension FeedLayout {
    /// The feed as Tessera's harness and benchmark see it: the engine, the options it reads
    /// (its scale layout-wide; insets, spacing, header and footer per section; a width mode and
    /// kind per item), the background that lies under each section by design, the display
    /// scale its findings are measured in, and what it promises (the collection view's width,
    /// headers and footers as configured, no padding around its sections).
    public static let definition: CustomLayout<FeedOptions> = {
        var feed = CustomLayout(
            name: "feed", defaultOptions: FeedOptions(),
            drawOptions: { draw, _ in FeedOptions(scale: draw.random.pick([2, 3])) },
            drawItem: { draw in
                ItemSet.Item(height: draw.itemLength(), payload: ItemPayload(FeedItemStyle.draw(&draw)))
            },
            shrinkOptions: { options in options.scale == 3 ? [] : [[FeedOptions(scale: 3, sections: options.sections)]] },
            expectations: { expectations, spec in
                // Findings are measured in the device pixels of the scale the feed rounds to.
                expectations.displayScale = Double(spec.options.scale)
                expectations.fixedLength = spec.container.width
                expectations.insets = .zero
                for section in 0 ..< spec.items.sectionCount {
                    expectations.sectionHeaders[section] = spec.options.section(section).header != .none
                    expectations.sectionFooters[section] = spec.options.section(section).footer != .none
                }
            },
            itemFields: [.height]
        ) { options in FeedLayout(options) }
        feed.sectionOptions = CustomSectionOptions(\FeedOptions.sections, default: FeedSection(), shrink: { section in
            section.simpler
        }) { draw, _, _ in
            FeedSection.draw(&draw)
        }
        feed.itemPayloadCoding = CodablePayload.coding(FeedItemStyle.self)
        feed.overlapRules.allow(FeedLayout.sectionBackground, toOverlap: [.cell, .header, .footer], within: .sameSection)
        feed.invalidInputs = InvalidInputFault.containerFaults + InvalidInputFault.itemFaults([.height])
        return feed
    }()

    /// The feed with `defects` planted: what the example's triage tests hunt.
    public static func definition(planting defects: Set<PlantedDefect>) -> CustomLayout<FeedOptions> {
        guard !defects.isEmpty else { return definition }
        let name = defects.map(\.rawValue).sorted().joined(separator: "+")
        return definition.replacingEngine(implementation: name) { options in FeedLayout(options, defects: defects) }
    }
}

extension FeedItemStyle {
    /// A random item: mostly full posts, some halves and thirds, a few ads.
    static func draw(_ draw: inout SpecDraw) -> FeedItemStyle {
        FeedItemStyle(
            widthMode: draw.random.pick([.full, .full, .half, .half, .third, .third]),
            kind: draw.random.nextBool(probability: 0.1) ? .ad : .post
        )
    }
}

extension FeedSection {
    /// A random section: insets and spacing on the point grid, a header or footer as often as
    /// apps have them.
    static func draw(_ draw: inout SpecDraw) -> FeedSection {
        let side: CGFloat = draw.random.pick([0, 0, 8, 16])
        return FeedSection(
            insets: UIEdgeInsets(top: draw.random.pick([0, 8, 12]), left: side, bottom: draw.random.pick([0, 8, 12]), right: side),
            interitemSpacing: draw.random.pick([0, 1, 4, 8]), lineSpacing: draw.random.pick([0, 2, 8]),
            header: draw.random.nextBool(probability: draw.headerProbability) ? draw.random.pick([.compact, .regular]) : .none,
            footer: draw.random.nextBool(probability: draw.footerProbability) ? .compact : .none
        )
    }

    /// Simpler sections to try when a case fails, as groups: no header or footer, no insets,
    /// no spacing.
    var simpler: [[FeedSection]] {
        func with(_ change: (inout FeedSection) -> Void) -> FeedSection {
            var section = self
            change(&section)
            return section
        }
        return [
            [with { $0.header = .none }], [with { $0.footer = .none }], [with { $0.insets = .zero }],
            [with { $0.insets.top = 0; $0.insets.bottom = 0 }], [with { $0.interitemSpacing = 0 }], [with { $0.lineSpacing = 0 }],
        ]
    }
}
