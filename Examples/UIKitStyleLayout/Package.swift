// swift-tools-version:6.0
import PackageDescription

/// A user's package whose layout is a `UICollectionViewLayout` subclass written for iOS: the
/// layout's files compile unchanged against UIKit on iOS and against Tessera's `TesseraUIKit` on
/// Linux (the conditional import at the top of each), and its tests run it through Tessera's
/// UIKit host. It depends on Tessera by path, as it would by URL.
let package = Package(
    name: "UIKitStyleLayoutExample",
    products: [
        .library(name: "CardGridLayout", targets: ["CardGridLayout"]),
        .executable(name: "card-grid-bench", targets: ["card-grid-bench"]),
    ],
    dependencies: [
        .package(name: "Tessera", path: "../.."),
    ],
    targets: [
        // What an app links: the layout. On iOS TesseraUIKit is empty and UIKit is used.
        .target(name: "CardGridLayout", dependencies: [
            .product(name: "TesseraUIKit", package: "Tessera"),
        ]),
        // What tests and tools link: the layout, its delegate answering from Tessera's items,
        // and the layout as Tessera's harness sees it.
        .target(name: "CardGridDefinition", dependencies: [
            "CardGridLayout",
            .product(name: "TesseraUIKit", package: "Tessera"),
            .product(name: "TesseraUIKitHost", package: "Tessera"),
            .product(name: "TesseraCore", package: "Tessera"),
            .product(name: "TesseraCheck", package: "Tessera"),
        ]),
        .executableTarget(name: "card-grid-bench", dependencies: [
            "CardGridDefinition",
            .product(name: "TesseraCheck", package: "Tessera"),
            .product(name: "TesseraIndex", package: "Tessera"),
            .product(name: "BenchmarkKit", package: "Tessera"),
        ]),
        .testTarget(name: "CardGridLayoutTests", dependencies: [
            "CardGridLayout", "CardGridDefinition",
            .product(name: "TesseraUIKit", package: "Tessera"),
            .product(name: "TesseraUIKitHost", package: "Tessera"),
            .product(name: "TesseraCore", package: "Tessera"),
            .product(name: "TesseraCheck", package: "Tessera"),
            .product(name: "TesseraTesting", package: "Tessera"),
        ]),
    ]
)
