/// A named family of generated layout problems: which containers, column counts, section
/// shapes and item sizes a campaign draws from.
///
/// Profiles model real screens (`phone`, `tablet`), real content (`photos`, `spans`,
/// `sections`), the corners where layout code breaks (`adversarial`) and scale (`huge`).
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

    /// How many cases `tessera fuzz` runs of this profile when `--cases` is not given: 2,000
    /// of each ordinary profile (a fraction of a millisecond each), 10 of `huge` — what only
    /// scale reaches (results longer than one append chunk, deep index trees) shows in a few
    /// cases, and each costs as much as thousands of the others.
    public var defaultCases: Int { self == .huge ? 10 : 2000 }
}
