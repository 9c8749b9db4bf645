import FlowLayout
import TesseraCheck
import TesseraCore

extension FlowLayout {
    /// The flow layout as Tessera's harness and benchmark see it: the engine, how to draw and
    /// shrink its options, its own `interitemSpacing` rule, and what it promises (the
    /// container's width, headers and footers as configured, lengths that scale, typed
    /// errors for bad input). Every built-in invariant applies.
    public static let definition: CustomLayout<FlowOptions> = {
        var flow = CustomLayout(
            name: "flow", defaultOptions: FlowOptions(),
            drawOptions: { draw, container in FlowOptions.draw(&draw, container: container) },
            shrinkOptions: { options in options.simpler },
            invariants: [.interitemSpacing],
            expectations: { expectations, spec in
                expectations.fixedLength = spec.container.width
                expectations.headers = spec.options.headerHeight > 0
                expectations.footers = spec.options.footerHeight > 0
            }
        ) { options in FlowLayout(options) }
        flow.scaleOptions = { options, factor in options.scaled(by: factor) }
        flow.invalidInputs = InvalidInputFault.containerFaults + InvalidInputFault.itemFaults([.width, .height]) + [
            .option("interitemSpacing") { $0.interitemSpacing = $1 }, .option("lineSpacing") { $0.lineSpacing = $1 },
            .option("headerHeight") { $0.headerHeight = $1 }, .option("footerHeight") { $0.footerHeight = $1 },
            .option("sectionInset.left") { $0.sectionInset.left = $1 }, .option("sectionInset.top") { $0.sectionInset.top = $1 },
        ]
        return flow
    }()

    /// The same layout with `defect` planted: what the example's planted-defect test hunts.
    public static func definition(planting defect: PlantedDefect) -> CustomLayout<FlowOptions> {
        definition.replacingEngine(implementation: defect.rawValue) { options in FlowLayout(options, plantedDefect: defect) }
    }
}

extension FlowOptions {
    /// Options of one generated case: spacing (sometimes none), insets that fit `container`,
    /// headers and footers as often as the profile has them, any alignment.
    static func draw(_ draw: inout SpecDraw, container: Size) -> FlowOptions {
        var options = FlowOptions()
        options.interitemSpacing = draw.random.nextBool(probability: 0.2) ? 0 : draw.spacingValue()
        options.lineSpacing = draw.random.nextBool(probability: 0.2) ? 0 : draw.spacingValue()
        if draw.random.nextBool(probability: draw.insetProbability) {
            let insets = draw.insets()
            if container.width - insets.right - insets.left >= 0 { options.sectionInset = insets }
        }
        options.headerHeight = draw.random.nextBool(probability: draw.headerProbability) ? draw.supplementaryLength() : 0
        options.footerHeight = draw.random.nextBool(probability: draw.footerProbability) ? draw.supplementaryLength() : 0
        options.alignment = draw.random.pick(FlowAlignment.allCases)
        return options
    }

    /// Simpler options to try when a case fails, as groups (simplest first in each): leading
    /// or centred lines, no insets, no supplements, rounder spacing.
    var simpler: [[FlowOptions]] {
        func trying<Value>(_ keyPath: WritableKeyPath<FlowOptions, Value>, _ values: [Value]) -> [FlowOptions] {
            values.map { value in
                var options = self
                options[keyPath: keyPath] = value
                return options
            }
        }
        return [
            trying(\.alignment, [.leading, .centered]),
            trying(\.sectionInset, [.zero]),
            trying(\.headerHeight, [0] + RoundNumbers.candidates(for: headerHeight, includingZero: true)),
            trying(\.footerHeight, [0] + RoundNumbers.candidates(for: footerHeight, includingZero: true)),
            trying(\.interitemSpacing, RoundNumbers.candidates(for: interitemSpacing, includingZero: true)),
            trying(\.lineSpacing, RoundNumbers.candidates(for: lineSpacing, includingZero: true)),
        ]
    }

    /// Every length multiplied by `factor`, or `nil` when one would overflow or is subnormal.
    func scaled(by factor: Double) -> FlowOptions? {
        guard let interitem = ScaledLength.of(interitemSpacing, by: factor), let line = ScaledLength.of(lineSpacing, by: factor),
              let inset = ScaledLength.of(sectionInset, by: factor), let header = ScaledLength.of(headerHeight, by: factor),
              let footer = ScaledLength.of(footerHeight, by: factor) else { return nil }
        return FlowOptions(
            interitemSpacing: interitem, lineSpacing: line, sectionInset: inset, headerHeight: header, footerHeight: footer,
            alignment: alignment
        )
    }
}
