// swift-tools-version:6.0
import PackageDescription

/// A user's package, as Tessera's docs/TESTING_YOUR_LAYOUT.md describes it: a platform-free line-wrapping flow
/// layout (UICollectionViewFlowLayout's), fuzzed, differential-checked and benchmarked with
/// Tessera, which it depends on by path as it would by URL.
let package = Package(
    name: "FlowLayoutExample",
    products: [
        .library(name: "FlowLayout", targets: ["FlowLayout"]),
        .executable(name: "flow-bench", targets: ["flow-bench"]),
    ],
    dependencies: [
        .package(name: "Tessera", path: "../.."),
    ],
    targets: [
        // What an app links: the engine and its index, on Tessera's value types only.
        .target(name: "FlowLayout", dependencies: [
            .product(name: "TesseraCore", package: "Tessera"),
            .product(name: "TesseraIndex", package: "Tessera"),
        ]),
        // What tests and tools link: the layout as Tessera's harness sees it.
        .target(name: "FlowLayoutDefinition", dependencies: [
            "FlowLayout",
            .product(name: "TesseraCore", package: "Tessera"),
            .product(name: "TesseraCheck", package: "Tessera"),
        ]),
        .executableTarget(name: "flow-bench", dependencies: [
            "FlowLayout", "FlowLayoutDefinition",
            .product(name: "TesseraIndex", package: "Tessera"),
            .product(name: "TesseraCheck", package: "Tessera"),
            .product(name: "BenchmarkKit", package: "Tessera"),
        ]),
        .testTarget(name: "FlowLayoutTests", dependencies: [
            "FlowLayout", "FlowLayoutDefinition",
            .product(name: "TesseraCore", package: "Tessera"),
            .product(name: "TesseraIndex", package: "Tessera"),
            .product(name: "TesseraCheck", package: "Tessera"),
            .product(name: "TesseraTesting", package: "Tessera"),
        ]),
    ]
)
