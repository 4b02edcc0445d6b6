// swift-tools-version:6.0
//
// FluidInterfaces: physics, animation and gesture building blocks for fluid interfaces.
// The import graph points one way: FluidPhysics ← FluidAnimation, FluidGestures ← FluidInteractions
// ← FluidScripting ← Fluid.

import PackageDescription

let strictSwift: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "FluidInterfaces",
    products: [
        .library(name: "Fluid", targets: ["Fluid"]),
        .library(name: "FluidPhysics", targets: ["FluidPhysics"]),
        .library(name: "FluidAnimation", targets: ["FluidAnimation"]),
        .library(name: "FluidGestures", targets: ["FluidGestures"]),
        .library(name: "FluidInteractions", targets: ["FluidInteractions"]),
        .library(name: "FluidScripting", targets: ["FluidScripting"]),
        .library(name: "FluidDesign", targets: ["FluidDesign"]),
        .executable(name: "fluid", targets: ["fluid"]),
        // Interfaces written on the kernel alone, to read and copy (Examples/).
        .library(name: "FluidExamples", targets: ["FluidExamples"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "FluidPhysics",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: strictSwift
        ),
        .target(
            name: "FluidAnimation",
            dependencies: ["FluidPhysics", .product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: strictSwift
        ),
        .target(
            name: "FluidGestures",
            dependencies: ["FluidPhysics", .product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: strictSwift
        ),
        .target(
            name: "FluidInteractions",
            dependencies: ["FluidPhysics", "FluidAnimation", "FluidGestures",
                           .product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: strictSwift
        ),
        // Gesture scripts (the pinned file format and its strict JSON parser),
        // their replay into the models, and the JSON form of what the models
        // report (state, layout, events): what `fluid replay` and `fluid layout` print.
        .target(
            name: "FluidScripting",
            dependencies: ["FluidInteractions", "FluidGestures", "FluidAnimation", "FluidPhysics"],
            swiftSettings: strictSwift
        ),
        // What designers need from a spring: reports, exports to other
        // platforms, CSS linear() easings, SVG charts (used by `fluid`), and
        // the Markdown handed over with a tuning (the playground, the page).
        .target(
            name: "FluidDesign",
            dependencies: ["FluidPhysics", "FluidInteractions", .product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: strictSwift
        ),
        .target(
            name: "Fluid",
            dependencies: ["FluidPhysics", "FluidAnimation", "FluidGestures", "FluidInteractions", "FluidScripting", "FluidDesign"],
            swiftSettings: strictSwift
        ),
        // The command-line tool's commands: Foundation and ArgumentParser are
        // allowed here, never in the libraries. A module of its own (not a
        // product) so that the fuzz targets can parse arguments in-process.
        .target(
            name: "FluidCommandLine",
            dependencies: ["FluidInteractions", "FluidScripting", "FluidDesign", "FluidGestures", "FluidAnimation", "FluidPhysics",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSwift
        ),
        // The command-line tool: `main.swift` only.
        .executableTarget(
            name: "fluid",
            dependencies: ["FluidCommandLine"],
            swiftSettings: strictSwift
        ),
        // Examples a user's own package would hold: an interface written on the
        // kernel alone (the toggle switch, the guide's bubble and puck), and
        // `my-fluid`, the fluid tool with the toggle added. CI builds and runs them (Tests/ExamplesTests).
        .target(
            name: "FluidExamples",
            dependencies: ["FluidInteractions", "FluidGestures", "FluidAnimation", "FluidPhysics"],
            path: "Examples/Interfaces",
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "my-fluid",
            dependencies: ["FluidExamples", "FluidCommandLine", "FluidInteractions"],
            path: "Examples/my-fluid",
            swiftSettings: strictSwift
        ),
        // Fuzz targets: each drives a public API with arbitrary bytes and checks
        // its documented contract. Run by `fluid-fuzz` under libFuzzer
        // (scripts/fuzz) and over the stored corpus and seeded inputs in tests.
        .target(
            name: "FluidFuzzing",
            dependencies: ["FluidPhysics", "FluidAnimation", "FluidGestures", "FluidInteractions", "FluidScripting",
                           "FluidCommandLine"],
            swiftSettings: strictSwift
        ),
        // libFuzzer driver when built with -DFUZZING -sanitize=fuzzer; otherwise
        // a replayer of stored inputs (`fluid-fuzz TARGET FILE...`).
        .executableTarget(
            name: "fluid-fuzz",
            dependencies: ["FluidFuzzing", "FluidScripting"],
            swiftSettings: strictSwift
        ),
        // Counts the test thread's malloc calls (Linux/glibc); linked only into the
        // test bundle, where it replaces the allocation functions for the whole process.
        .target(
            name: "CAllocationCounter",
            path: "Tests/CAllocationCounter"
        ),
        .target(
            name: "FluidTestSupport",
            dependencies: ["FluidPhysics", "FluidGestures", "FluidScripting",
                           .product(name: "RealModule", package: "swift-numerics")],
            path: "Tests/FluidTestSupport",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "FluidPhysicsTests",
            dependencies: ["FluidPhysics", "FluidTestSupport"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "FluidAnimationTests",
            dependencies: ["FluidAnimation", "FluidPhysics", "FluidTestSupport", "CAllocationCounter"],
            swiftSettings: strictSwift
        ),
        // Every ```swift block of the READMEs, compiled and its shown values
        // checked; Generated/ is written by scripts/readme-snippets.
        .testTarget(
            name: "ReadmeSnippetTests",
            dependencies: ["Fluid", "FluidAnimation", "FluidGestures", "FluidInteractions", "FluidPhysics", "FluidExamples"],
            swiftSettings: strictSwift
        ),
        // The models' own tests; FluidScripting only reads the example
        // scripts in Examples/Scripts that several of them replay.
        .testTarget(
            name: "FluidInteractionsTests",
            dependencies: ["FluidInteractions", "FluidScripting", "FluidGestures", "FluidAnimation", "FluidPhysics",
                           "FluidTestSupport", "CAllocationCounter"],
            swiftSettings: strictSwift
        ),
        // Gesture scripts, the JSON parser and writer, replay; the example
        // scripts are read from Examples/Scripts.
        .testTarget(
            name: "FluidScriptingTests",
            dependencies: ["FluidScripting", "FluidInteractions", "FluidGestures", "FluidAnimation", "FluidPhysics",
                           "FluidTestSupport"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "FluidDesignTests",
            dependencies: ["FluidDesign", "FluidInteractions", "FluidPhysics", "FluidTestSupport"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "FluidCLITests",
            dependencies: ["fluid", "FluidScripting", "FluidTestSupport"],
            exclude: ["Golden"],
            swiftSettings: strictSwift
        ),
        // The examples: the toggle switch driven as the library's interfaces
        // are, and `my-fluid` replaying a script through it.
        .testTarget(
            name: "ExamplesTests",
            dependencies: ["FluidExamples", "my-fluid", "FluidScripting", "FluidInteractions", "FluidGestures",
                           "FluidPhysics", "FluidTestSupport"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "FluidFuzzTests",
            dependencies: ["FluidFuzzing", "FluidTestSupport"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "FluidGesturesTests",
            dependencies: ["FluidGestures", "FluidPhysics", "FluidTestSupport", "CAllocationCounter"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSwift
        ),
    ],
    swiftLanguageModes: [.v6]
)
