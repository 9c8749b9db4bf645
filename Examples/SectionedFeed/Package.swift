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
        // What the app links: the layout's model on UIKit's types (TesseraUIKit's on Linux; empty
        // where UIKit exists), and next to it the engine on Tessera's value types.
        .target(name: "SectionedFeed", dependencies: [
            .product(name: "TesseraUIKit", package: "Tessera"),
            .product(name: "TesseraCore", package: "Tessera"),
        ]),
        // What tests and tools link: the layout as Tessera's harness sees it.
        .target(name: "SectionedFeedDefinition", dependencies: [
            "SectionedFeed",
            .product(name: "TesseraUIKit", package: "Tessera"),
            .product(name: "TesseraCore", package: "Tessera"),
            .product(name: "TesseraCheck", package: "Tessera"),
        ]),
        .testTarget(name: "SectionedFeedTests", dependencies: [
            "SectionedFeed", "SectionedFeedDefinition",
            .product(name: "TesseraUIKit", package: "Tessera"),
            .product(name: "TesseraCore", package: "Tessera"),
            .product(name: "TesseraCheck", package: "Tessera"),
            .product(name: "TesseraTesting", package: "Tessera"),
        ]),
    ]
)
