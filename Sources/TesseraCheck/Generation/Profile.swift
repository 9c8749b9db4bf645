/// A named family of generated layout problems: which containers, column counts, section
/// shapes and item sizes a campaign draws from.
///
/// Profiles model real screens (`phone`, `tablet`), real content (`photos`, `spans`,
/// `sections`), the corners where layout code breaks (`adversarial`) and scale (`huge`).
/// `extreme` — numbers at the edges of the doubles — is opt-in: `--profile extreme`, never
/// part of `all` (`allCases`).
public enum Profile: String, Hashable, Sendable, CaseIterable {
    /// Phone portrait widths 320–430 pt, 1–4 columns, a few sections of up to ~60 items.
    case phone
    /// Tablet widths 744–1366 pt, 2–8 columns, up to ~200 items per section.
    case tablet
    /// Photo feeds: heavy-tailed aspect ratios (panoramas next to tall portraits).
    case photos
    /// Grids full of spanning items, 1×1 up to 4×4, in 1–6 columns.
    case spans
    /// Many sections (up to 40), a third of them empty, headers and footers on.
    case sections
    /// The corners: spans larger than the column count, one very tall item, zero-length
    /// items, widths like 100/3, spacing close to the column width, 1 and 500 columns.
    case adversarial
    /// Scale: 10k up to 1M items (capped by `SpecGenerator.maximumItemCount`).
    case huge
    /// Numerically extreme but valid inputs, at phone sizes: lengths, spacing and insets of
    /// `-0.0`, the smallest subnormal, the smallest normal, 1e-300, values whose shortest
    /// round-trip form is long (`0.30000000000000004`, an ulp above or below a round number)
    /// and lengths near 1e300 — what a JSON writer or reader that loses a bit, and an engine
    /// whose arithmetic does, meet. Opt-in (not in `allCases`): engines need not lay out such
    /// numbers without rounding, and a failure here is a finding to judge, not a regression.
    case extreme

    /// The profiles `--profile all` runs: every one but the opt-in `extreme`.
    public static var allCases: [Profile] { [.phone, .tablet, .photos, .spans, .sections, .adversarial, .huge] }

    /// How many cases `tessera fuzz` runs of this profile when `--cases` is not given: 5,000
    /// of each ordinary profile (about a millisecond each), 10 of `huge`. Every ordinary
    /// profile reaches the corners (`adversarial`'s column counts, spans and lengths now and
    /// then), so `huge` reaches no line of the engines or indexes the others miss; what it
    /// adds is scale — results of many append chunks, deep index trees, rows released behind
    /// a long grid section — which shows in a few cases, each costing as much as a thousand
    /// of the others.
    public var defaultCases: Int { self == .huge ? 10 : 5000 }
}
