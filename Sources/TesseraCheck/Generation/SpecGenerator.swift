import TesseraCore

/// Draws valid `LayoutSpec`s of one layout from one `Profile`.
///
/// A pure function of the generator's configuration and the random source: the same seed
/// gives the same spec on every machine and toolchain. What is drawn — options, item fields,
/// containers — is the layout definition's `generateSpec(_:)`, within the profile's shape.
package struct SpecGenerator<Definition: LayoutDefinition>: Sendable {
    /// The layout every spec names.
    package var layout: Definition
    /// Where the specs are drawn from.
    package var profile: Profile
    /// An upper bound on the items of one spec; `huge` draws up to it (default 1M). Lower it
    /// to run the `huge` profile in a debug build.
    package var maximumItemCount: Int

    /// Creates a generator.
    package init(layout: Definition, profile: Profile, maximumItemCount: Int = 1_000_000) {
        self.layout = layout
        self.profile = profile
        self.maximumItemCount = max(1, maximumItemCount)
    }

    /// The next spec. O(items).
    package func generate(using random: inout Xoshiro256StarStar) -> LayoutSpec<Definition> {
        var draw = SpecDraw(profile: profile, random: random, maximumItemCount: maximumItemCount)
        let spec = layout.generateSpec(&draw)
        random = draw.random
        return spec
    }
}
