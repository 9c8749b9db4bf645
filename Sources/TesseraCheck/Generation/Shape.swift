import TesseraCore

/// The numeric ranges one `Profile` draws from, fixed once per spec so that a spec's
/// sections share one container and one column count.
struct Shape: Sendable {
    var profile: Profile
    var sectionCount: Int
    var expectedItemCount: Int
    var headerProbability: Double
    var footerProbability: Double
    var insetProbability: Double
    private var widthRange: ClosedRange<Double>
    private var heightRange: ClosedRange<Double>
    private var columnRange: ClosedRange<Int>
    private var itemsPerSection: ClosedRange<Int>
    private var emptySectionProbability: Double
    private var maximumSpan: Int
    private var spanProbability: Double
    private var hugeTotal: Int
    /// The chance that a draw of an ordinary profile takes one of the corners the
    /// `adversarial` profile lives in — more than 8 columns (a waterfall's tournament tree),
    /// 64 and 65 (a grid's second occupancy word), a span wider than the grid, a zero or tiny
    /// item length — so that every profile reaches every code path, at its own sizes.
    private var cornerProbability = 0.05

    var isAdversarial: Bool { profile == .adversarial }
    var isExtreme: Bool { profile == .extreme }

    /// Numbers at the edges of the doubles (`Profile.extreme`): signed zero, the smallest
    /// subnormal and normal, tiny and huge magnitudes, long shortest round-trip forms.
    static let extremeNumbers: [Double] = [
        -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 0.1 + 0.2, 1.0.nextUp, 100.0.nextDown, 1.0 / 3, 1e300,
    ]

    /// `value`, or (in `extreme`) a third of the time one of `extremeNumbers` or `value` an ulp off.
    func extremized(_ value: Double, random: inout Xoshiro256StarStar) -> Double {
        guard isExtreme, random.nextBool(probability: 0.35) else { return value }
        switch random.nextInt(in: 0 ... 2) {
        case 0: return random.pick(Self.extremeNumbers)
        case 1: return value.nextUp
        default: return value == 0 ? -0.0 : value.nextDown
        }
    }

    init(profile: Profile, random: inout Xoshiro256StarStar) {
        self.profile = profile
        headerProbability = 0.3
        footerProbability = 0.2
        insetProbability = 0.3
        widthRange = 320 ... 430
        heightRange = 568 ... 932
        columnRange = 1 ... 4
        itemsPerSection = 0 ... 60
        emptySectionProbability = 0.1
        maximumSpan = 2
        spanProbability = 0.1
        hugeTotal = 0
        var sections = 1 ... 3
        switch profile {
        case .phone:
            break
        case .tablet:
            widthRange = 744 ... 1366
            heightRange = 1024 ... 1366
            columnRange = 2 ... 8
            itemsPerSection = 0 ... 200
            maximumSpan = 3
            spanProbability = 0.15
            sections = 1 ... 4
        case .photos:
            widthRange = 320 ... 1024
            columnRange = 2 ... 5
            itemsPerSection = 10 ... 300
            sections = 1 ... 2
        case .spans:
            widthRange = 320 ... 1024
            columnRange = 1 ... 6
            itemsPerSection = 1 ... 80
            maximumSpan = 4
            spanProbability = 0.5
        case .sections:
            sections = 5 ... 40
            itemsPerSection = 0 ... 20
            emptySectionProbability = 0.33
            headerProbability = 0.9
            footerProbability = 0.9
        case .adversarial:
            cornerProbability = 0
            columnRange = 1 ... 500
            itemsPerSection = 0 ... 40
            sections = 1 ... 5
            emptySectionProbability = 0.25
            maximumSpan = 6
            spanProbability = 0.3
            headerProbability = 0.5
            footerProbability = 0.5
            insetProbability = 0.4
        case .extreme:
            cornerProbability = 0
        case .huge:
            cornerProbability = 0
            widthRange = 320 ... 1366
            columnRange = 1 ... 12
            sections = 1 ... 4
            spanProbability = 0.05
            headerProbability = 0.5
        }
        sectionCount = random.nextInt(in: sections)
        if profile == .huge {
            hugeTotal = random.nextLogUniformInt(in: 10_000 ... 1_000_000)
        }
        expectedItemCount = profile == .huge ? hugeTotal : sectionCount * itemsPerSection.upperBound / 2
    }

    /// A number of the kind layouts meet: mostly integers, some halves and thirds, some
    /// arbitrary fractions (which exercise rounding).
    func roughNumber(in range: ClosedRange<Double>, random: inout Xoshiro256StarStar) -> Double {
        let value = random.nextDouble(in: range)
        switch random.nextInt(in: 0 ... 19) {
        case 0 ..< 10: return value.rounded(.down)
        case 10 ..< 14: return (value * 2).rounded(.down) / 2
        case 14 ..< 17: return (value * 3).rounded(.down) / 3
        default: return value
        }
    }

    func containerWidth(random: inout Xoshiro256StarStar) -> Double {
        if isAdversarial {
            return random.pick([100.0 / 3, 1000.0 / 7, 320, 375, 1, 0.5, 2000, 10_000, 414.5, 1e-3])
        }
        let width = roughNumber(in: widthRange, random: &random)
        guard isExtreme, random.nextBool(probability: 0.3) else { return width }
        return random.nextBool() ? width.nextUp : width.nextDown
    }

    func containerHeight(random: inout Xoshiro256StarStar) -> Double {
        roughNumber(in: heightRange, random: &random)
    }

    func columnCount(random: inout Xoshiro256StarStar) -> Int {
        if isAdversarial {
            return random.pick([1, 1, 2, 3, 7, 64, 500, 500])
        }
        if random.nextBool(probability: cornerProbability) { return random.pick([9, 12, 17, 64, 65]) }
        return random.nextInt(in: columnRange)
    }

    func itemCount(section: Int, maximumItemCount: Int, random: inout Xoshiro256StarStar) -> Int {
        if profile == .huge {
            return min(hugeTotal, maximumItemCount) / sectionCount
        }
        if random.nextBool(probability: emptySectionProbability) { return 0 }
        return min(random.nextLogUniformInt(in: itemsPerSection), maximumItemCount / sectionCount)
    }

    func span(columns: Int, random: inout Xoshiro256StarStar) -> Int {
        if columns <= 12, random.nextBool(probability: cornerProbability / 4) {
            return columns + random.nextInt(in: 1 ... 2)  // clamped by the layout
        }
        guard random.nextBool(probability: spanProbability) else { return 1 }
        let largest = isAdversarial ? maximumSpan : min(maximumSpan, max(columns, 1))
        return random.nextInt(in: 1 ... max(largest, 1))
    }

    /// Spacing between columns that still leaves every column a length ≥ 0; sometimes 0,
    /// and in the adversarial profile sometimes as large as the column itself.
    func spacing(columns: Int, available: Double, random: inout Xoshiro256StarStar) -> Double {
        if random.nextBool(probability: 0.3) { return 0 }
        guard columns > 1, available > 0 else { return spacingValue(random: &random) }
        let largest = available / Double(columns - 1)
        if isAdversarial, random.nextBool(probability: 0.4) {
            // The column length equals the spacing (or just exceeds it).
            return available / Double(2 * columns - 1) * random.pick([1, 0.999, 0.5])
        }
        let value = spacingValue(random: &random)
        return value < largest * 0.9 ? value : (largest * 0.5).rounded(.down)
    }

    func spacingValue(random: inout Xoshiro256StarStar) -> Double {
        let value = roughNumber(in: 1 ... 12, random: &random)
        // Small ones only: a spacing of 1e300 leaves no room for the columns.
        return isExtreme && random.nextBool(probability: 0.3) ? random.pick([-0.0, .leastNonzeroMagnitude, 1e-300, 0.1 + 0.2]) : value
    }

    func supplementaryLength(random: inout Xoshiro256StarStar) -> Double {
        if isAdversarial { return random.pick([100.0 / 3, 0.25, 1e4, 44]) }
        return extremized(random.pick([20, 30, 44, 50.5, 28]) as Double, random: &random)
    }

    func insets(random: inout Xoshiro256StarStar) -> Insets {
        func edge(_ random: inout Xoshiro256StarStar) -> Double {
            let value = random.nextBool(probability: 0.4) ? 0 : roughNumber(in: 1 ... 20, random: &random)
            return isExtreme && random.nextBool(probability: 0.4) ? random.pick([-0.0, .leastNonzeroMagnitude, 1e-300, 0.1 + 0.2]) : value
        }
        if isAdversarial {
            return Insets(top: 100.0 / 3, left: 0.1, bottom: 0, right: 1.0 / 3)
        }
        return Insets(top: edge(&random), left: edge(&random), bottom: edge(&random), right: edge(&random))
    }

    /// An item's length along the scroll axis (waterfall heights, bidirectional sizes).
    func itemLength(random: inout Xoshiro256StarStar) -> Double {
        if random.nextBool(probability: cornerProbability / 4) { return random.pick([0, 1e-9, 100.0 / 3]) }
        switch profile {
        case .photos:
            // Heavy tails both ways: panoramas (short) and tall portraits.
            let factor = random.nextHeavyTailed(tail: 0.35, maximumDoublings: 8)
            let base = random.nextDouble(in: 60 ... 200)
            return random.nextBool() ? base * factor : base / factor
        case .adversarial:
            switch random.nextInt(in: 0 ... 9) {
            case 0, 1: return 0
            case 2: return 100.0 / 3
            case 3: return 1e-9
            case 4: return 0.1
            default: return roughNumber(in: 1 ... 400, random: &random)
            }
        case .extreme:
            return extremized(roughNumber(in: 20 ... 400, random: &random), random: &random)
        default:
            return roughNumber(in: 20 ... 400, random: &random)
        }
    }
}
