import TesseraCore

/// What tells one finding of a campaign from another: the invariant (and, for a blind spot of
/// the checker, the invariant that missed its plant; for a thrown error, its case and field),
/// whether the violation is rounding noise, visible (sub-pixel or more) or not geometric, the
/// kinds of the elements it names and whether the spec plays updates.
///
/// Magnitudes are bucketed, not classed: a rounding defect whose error grows with the items is
/// sub-pixel in one case and a pixel in the next, and is one finding (reported with its largest
/// magnitude's class); noise is kept apart because it is a different defect from a visible one
/// of the same invariant. Item counts and frames are left out, so the same defect met in many
/// cases of different sizes is one key before shrinking; after shrinking a campaign also merges
/// findings whose counterexamples coincide.
struct FindingKey: Hashable, Sendable {
    /// Rounding noise, visible (sub-pixel or a pixel and more) or not geometric.
    enum Bucket: Hashable, Sendable {
        case noise, visible, notGeometric
    }

    var invariant: Invariant
    var planted: Invariant?
    var error: String?
    var bucket: Bucket
    /// The distinct kinds of the elements named, sorted by name.
    var kinds: [String]
    var hasUpdates: Bool

    /// The key of `violation`, found on `spec`.
    init<Definition: LayoutDefinition>(_ violation: InvariantViolation, spec: LayoutSpec<Definition>) {
        invariant = violation.invariant
        planted = violation.planted
        error = violation.error.map { "\(LayoutErrorCase($0).rawValue) \($0.fieldShape)" }
        switch violation.classification {
        case .noise: bucket = .noise
        case .subPixel, .pixel: bucket = .visible
        case .notGeometric: bucket = .notGeometric
        }
        kinds = Set(violation.elements.map(\.kind.name)).sorted()
        hasUpdates = !spec.updates.isEmpty
    }
}
