// swift-tools-version:6.0
import PackageDescription

/// Tessera: platform-free collection-view layout engines, spatial indexes for visible-rect
/// queries, a property-testing harness and a benchmark. No package dependencies.
let package = Package(
    name: "Tessera",
    products: [
        .library(name: "TesseraCore", targets: ["TesseraCore"]),
        .library(name: "TesseraLayouts", targets: ["TesseraLayouts"]),
        .library(name: "TesseraSeeds", targets: ["TesseraSeeds"]),
        .library(name: "TesseraIndex", targets: ["TesseraIndex"]),
        .library(name: "TesseraCheck", targets: ["TesseraCheck"]),
        .library(name: "TesseraTesting", targets: ["TesseraTesting"]),
        .library(name: "TesseraRender", targets: ["TesseraRender"]),
        .library(name: "BenchmarkKit", targets: ["BenchmarkKit"]),
        .library(name: "TesseraUIKit", targets: ["TesseraUIKit"]),
        .library(name: "TesseraUIKitHost", targets: ["TesseraUIKitHost"]),
        .executable(name: "tessera", targets: ["tessera"]),
        .executable(name: "tessera-bench", targets: ["tessera-bench"]),
    ],
    targets: [
        // `rounded()` and friends call libm, which Swift on Linux does not link by itself.
        .target(name: "TesseraCore", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "TesseraLayouts", dependencies: ["TesseraCore"]),
        .target(name: "TesseraSeeds", dependencies: ["TesseraCore"]),
        .target(name: "TesseraIndex", dependencies: ["TesseraCore"]),
        .target(name: "TesseraCheck", dependencies: ["TesseraCore", "TesseraLayouts", "TesseraSeeds", "TesseraIndex"]),
        // Swift Testing glue for a user's `swift test`, kept out of TesseraCheck so that tools
        // and benchmarks built on TesseraCheck do not link the Testing library.
        .target(name: "TesseraTesting", dependencies: ["TesseraIndex", "TesseraCheck"]),
        .target(name: "TesseraRender", dependencies: ["TesseraCore"]),
        // The part of UIKit and CoreGraphics a UICollectionViewLayout subclass uses, for
        // platforms without UIKit; empty where UIKit exists. No dependency: a user's layout
        // target links it alone.
        .target(name: "TesseraUIKit"),
        // Plays UICollectionView's calls on a layout built on TesseraUIKit, checks what UIKit
        // would reject, and makes the layout a Tessera layout definition.
        .target(name: "TesseraUIKitHost", dependencies: ["TesseraUIKit", "TesseraCore", "TesseraCheck"]),
        // How both executables read their words (`--flag=value`, values, numbers): no layout,
        // check or index belongs in it, so neither TesseraCore nor TesseraCheck holds it.
        .target(name: "TesseraArguments"),
        .target(
            name: "TesseraCommandLine",
            dependencies: [
                "TesseraArguments", "TesseraCore", "TesseraIndex", "TesseraCheck", "TesseraRender",
                // The complexity fuzzer counts the bytes commands allocate and copy.
                "CAllocationCounter",
            ]
        ),
        .executableTarget(name: "tessera", dependencies: ["TesseraCommandLine"]),
        .target(name: "CAllocationCounter", path: "Benchmarks/CAllocationCounter"),
        .target(
            name: "BenchmarkKit",
            dependencies: [
                "TesseraArguments", "TesseraCore", "TesseraLayouts", "TesseraSeeds", "TesseraIndex", "TesseraCheck", "TesseraRender",
                "CAllocationCounter",
            ],
            path: "Benchmarks/BenchmarkKit"
        ),
        .executableTarget(name: "tessera-bench", dependencies: ["BenchmarkKit"], path: "Benchmarks/tessera-bench"),
        .testTarget(name: "TesseraCoreTests", dependencies: ["TesseraCore", "TesseraCheck"]),
        .testTarget(name: "TesseraArgumentsTests", dependencies: ["TesseraArguments"]),
        .testTarget(name: "TesseraLayoutsTests", dependencies: ["TesseraCore", "TesseraLayouts", "TesseraCheck"]),
        .testTarget(name: "TesseraSeedsTests", dependencies: ["TesseraCore", "TesseraSeeds", "TesseraCheck"]),
        .testTarget(name: "TesseraIndexTests", dependencies: ["TesseraCore", "TesseraLayouts", "TesseraIndex", "TesseraCheck"]),
        .testTarget(
            name: "TesseraCheckTests",
            dependencies: ["TesseraCore", "TesseraLayouts", "TesseraSeeds", "TesseraIndex", "TesseraCheck"]
        ),
        .testTarget(name: "TesseraTestingTests", dependencies: ["TesseraCore", "TesseraLayouts", "TesseraIndex", "TesseraCheck", "TesseraTesting"]),
        .testTarget(name: "TesseraRenderTests", dependencies: ["TesseraCore", "TesseraRender"]),
        // Depends on the executable so that `swift test` builds the very `tessera` its
        // subprocess tests run; most tests run commands in-process through TesseraCommandLine.
        .testTarget(
            name: "TesseraCLITests",
            dependencies: ["TesseraCommandLine", "TesseraCore", "TesseraIndex", "TesseraCheck", "tessera"]
        ),
        // Depends on the executable so that the A/B driver's test runs the very `tessera-bench`
        // built from the code under test as its workers.
        .testTarget(name: "BenchmarkKitTests", dependencies: ["BenchmarkKit", "tessera-bench"]),
        .testTarget(name: "TesseraUIKitTests", dependencies: ["TesseraUIKit"]),
        .testTarget(
            name: "TesseraUIKitHostTests",
            dependencies: ["TesseraUIKit", "TesseraUIKitHost", "TesseraCore", "TesseraCheck", "TesseraTesting"]
        ),
    ]
)
