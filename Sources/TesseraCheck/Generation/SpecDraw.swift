import TesseraCore

/// The random source and the profile's shape of one generated case: what a layout
/// definition draws its container, options and items from.
///
/// A profile fixes, once per case, the ranges every draw uses (container widths, column
/// counts, section shapes, item sizes; see `Profile`), so a case's sections share one
/// container and one column count. Every draw is a pure function of the case seed — the
/// same seed gives the same spec on every machine and toolchain (integer and exact binary
/// arithmetic only).
///
/// A user's definition draws its own options with `random` and the helpers here, e.g.
/// `Alignment.allCases[draw.random.nextInt(in: 0 ... 2)]` or `draw.spacingValue()`.
public struct SpecDraw {
    /// The case's random source; draw anything else from it.
    public var random: Xoshiro256StarStar
    /// The profile the case is drawn from.
    public let profile: Profile
    /// An upper bound on the items of one spec (`huge` draws up to it).
    public let maximumItemCount: Int
    let shape: Shape

    /// A draw for one case of `profile`, fixing the profile's shape from `random` first.
    public init(profile: Profile, random: Xoshiro256StarStar, maximumItemCount: Int = 1_000_000) {
        var random = random
        shape = Shape(profile: profile, random: &random)
        self.random = random
        self.profile = profile
        self.maximumItemCount = max(1, maximumItemCount)
    }

    /// Whether the profile is `adversarial` (the corners: 500 columns, spacing as wide as a
    /// column, zero-length items, one huge item).
    public var isAdversarial: Bool { shape.isAdversarial }
    /// How many sections the case has.
    public var sectionCount: Int { shape.sectionCount }
    /// The chance a layout with optional headers shows them in this profile.
    public var headerProbability: Double { shape.headerProbability }
    /// The chance a layout with optional footers shows them in this profile.
    public var footerProbability: Double { shape.footerProbability }
    /// The chance a layout with optional insets has them in this profile.
    public var insetProbability: Double { shape.insetProbability }

    /// A container width of the profile (phone, tablet, or an adversarial value).
    public mutating func containerWidth() -> Double { shape.containerWidth(random: &random) }
    /// A container height of the profile.
    public mutating func containerHeight() -> Double { shape.containerHeight(random: &random) }
    /// A column count of the profile (1–4 on phones, up to 500 when adversarial).
    public mutating func columnCount() -> Int { shape.columnCount(random: &random) }
    /// A span for an item in `columns` columns: mostly 1; more often in `spans`.
    public mutating func span(columns: Int) -> Int { shape.span(columns: columns, random: &random) }
    /// Spacing between `columns` columns in `available` points that leaves every column a
    /// length ≥ 0; sometimes 0, and when adversarial sometimes as large as the column itself.
    public mutating func spacing(columns: Int, available: Double) -> Double {
        shape.spacing(columns: columns, available: available, random: &random)
    }
    /// A spacing value of 1–12 points, usually whole.
    public mutating func spacingValue() -> Double { shape.spacingValue(random: &random) }
    /// A header or footer length (20–50 points; odd ones when adversarial).
    public mutating func supplementaryLength() -> Double { shape.supplementaryLength(random: &random) }
    /// Content insets of 0–20 points per edge (a fixed awkward set when adversarial).
    public mutating func insets() -> Insets { shape.insets(random: &random) }
    /// An item length along the scroll axis: 20–400 points, heavy-tailed for `photos`, zero,
    /// tiny or thirds when adversarial.
    public mutating func itemLength() -> Double { shape.itemLength(random: &random) }
    /// A number of the kind layouts meet in `range`: mostly integers, some halves and thirds,
    /// some arbitrary fractions (which exercise rounding).
    public mutating func roughNumber(in range: ClosedRange<Double>) -> Double {
        shape.roughNumber(in: range, random: &random)
    }

    /// The case's sections of items, each item made by `makeItem` in flat order; section
    /// sizes follow the profile (empty sections included) and stay within `maximumItemCount`.
    public mutating func items(_ makeItem: (inout SpecDraw) -> ItemSet.Item) -> ItemSet {
        var items = ItemSet()
        items.reserveCapacity(shape.expectedItemCount)
        for section in 0 ..< shape.sectionCount {
            items.appendSection()
            let count = shape.itemCount(section: section, maximumItemCount: maximumItemCount, random: &random)
            for _ in 0 ..< count {
                items.append(makeItem(&self))
            }
        }
        return items
    }

    /// The case's sections of items with `fields` drawn (widths and heights by `itemLength`,
    /// spans by `span(columns: 4)`); the other fields keep their defaults.
    public mutating func items(fields: ItemSet.Fields) -> ItemSet {
        items { draw in
            ItemSet.Item(
                width: fields.contains(.width) ? draw.itemLength() : 0,
                height: fields.contains(.height) ? draw.itemLength() : 0,
                span: fields.contains(.span) ? draw.span(columns: 4) : 1
            )
        }
    }

    /// A random item of `items` (which must not be empty), by path.
    public mutating func anyItem(of items: ItemSet) -> ItemPath {
        items.path(ofFlatIndex: random.nextInt(in: 0 ... items.itemCount - 1))
    }
}
