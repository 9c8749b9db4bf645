// swift-tools-version:6.0
import PackageDescription

/// A user's package wrapping a production-style feed layout: the layout as an iOS team writes
/// it (CGFloat arithmetic in section-relative coordinates, widths rounded to the device pixel,
/// per-section insets and spacing, a per-item width mode, section backgrounds, self-sizing as
/// height deltas, its own binary-search `layoutAttributesForElements(in:)`), with two defects
/// planted behind flags, triaged with Tessera, which it depends on by path as it would by URL.
let package = Package(
    name: "SectionedFeedExample",
    products: [
        .library(name: "SectionedFeed", targets: ["SectionedFeed"]),
    ],
    dependencies: [
        .package(name: "Tessera", path: "../.."),
    ],
    targets: [
        // What the app links: the layout, on Tessera's value types only.
        .target(name: "SectionedFeed", dependencies: [
            .product(name: "TesseraCore", package: "Tessera"),
        ]),
        // What tests and tools link: the layout as Tessera's harness sees it.
        .target(name: "SectionedFeedDefinition", dependencies: [
            "SectionedFeed",
            .product(name: "TesseraCore", package: "Tessera"),
            .product(name: "TesseraCheck", package: "Tessera"),
        ]),
        .testTarget(name: "SectionedFeedTests", dependencies: [
            "SectionedFeed", "SectionedFeedDefinition",
            .product(name: "TesseraCore", package: "Tessera"),
            .product(name: "TesseraCheck", package: "Tessera"),
            .product(name: "TesseraTesting", package: "Tessera"),
        ]),
    ]
)
