// swift-tools-version:6.0
//
// The live playground: a window (SDL2) that draws every interface of
// `InteractionCatalog` with Cairo and Pango, and an offscreen renderer for
// screenshots and pixel tests. A package of its own so the root package keeps
// building with nothing but a Swift toolchain; this one needs the -dev
// packages below (see scripts/playground at the repository root).

import PackageDescription

let strictSwift: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "FluidPlayground",
    products: [
        .library(name: "FluidRenderer", targets: ["FluidRenderer"]),
        .library(name: "FluidPlayground", targets: ["FluidPlayground"]),
        .executable(name: "fluid-playground", targets: ["fluid-playground"]),
        .executable(name: "my-playground", targets: ["my-playground"]),
    ],
    dependencies: [
        .package(name: "FluidInterfaces", path: ".."),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]
        ),
        // PNG and animated PNG (APNG) files, their palettes and pixels:
        // the image codec, encoding and reading through Cairo's libpng.
        .target(
            name: "PNGCodec",
            dependencies: ["CCairo", .product(name: "FluidPhysics", package: "FluidInterfaces")],
            swiftSettings: strictSwift
        ),
        // Draws scenes, the home screen and the HUD with Cairo; no window.
        .target(
            name: "FluidRenderer",
            dependencies: [
                "CCairo", "CPango", "PNGCodec",
                .product(name: "FluidInteractions", package: "FluidInterfaces"),
                .product(name: "FluidDesign", package: "FluidInterfaces"),
                .product(name: "FluidPhysics", package: "FluidInterfaces"),
            ],
            swiftSettings: strictSwift
        ),
        // The window, the frame loop, input, `--screenshot`, `--movie` and
        // `--tour`: `Playground.run(_:interfaces:)`.
        .target(
            name: "FluidPlayground",
            dependencies: [
                "CSDL2", "FluidRenderer",
                .product(name: "FluidInteractions", package: "FluidInterfaces"),
                .product(name: "FluidScripting", package: "FluidInterfaces"),
                .product(name: "FluidAnimation", package: "FluidInterfaces"),
                .product(name: "FluidGestures", package: "FluidInterfaces"),
                .product(name: "FluidDesign", package: "FluidInterfaces"),
                .product(name: "FluidPhysics", package: "FluidInterfaces"),
            ],
            swiftSettings: strictSwift
        ),
        // The playground with the catalogue's interfaces: one call.
        .executableTarget(
            name: "fluid-playground",
            dependencies: ["FluidPlayground"],
            swiftSettings: strictSwift
        ),
        // A playground of your own: the toggle switch of the root package's
        // Examples/Interfaces added (Tests/FluidPlaygroundTests/Run/MyPlaygroundTests).
        .executableTarget(
            name: "my-playground",
            dependencies: [
                "FluidPlayground",
                .product(name: "FluidExamples", package: "FluidInterfaces"),
                .product(name: "FluidInteractions", package: "FluidInterfaces"),
            ],
            path: "Examples/my-playground",
            swiftSettings: strictSwift
        ),
        // An APNG reader of the tests' own (chunks, CRCs, sequence numbers,
        // frames composited), independent of the writer in FluidRenderer.
        .target(
            name: "PlaygroundTestSupport",
            dependencies: ["FluidRenderer"],
            path: "Tests/PlaygroundTestSupport",
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "FluidRendererTests",
            dependencies: [
                "FluidRenderer", "PlaygroundTestSupport",
                .product(name: "FluidInteractions", package: "FluidInterfaces"),
                .product(name: "FluidScripting", package: "FluidInterfaces"),
                .product(name: "FluidGestures", package: "FluidInterfaces"),
                .product(name: "FluidDesign", package: "FluidInterfaces"),
                .product(name: "FluidPhysics", package: "FluidInterfaces"),
            ],
            // Golden PNGs, read from the source tree by GoldenImageTests.
            exclude: ["Golden"],
            swiftSettings: strictSwift
        ),
        // The window target's pure parts: argument parsing, the mouse as a finger.
        .testTarget(
            name: "FluidPlaygroundTests",
            dependencies: [
                "FluidPlayground", "my-playground", "FluidRenderer", "PlaygroundTestSupport",
                .product(name: "FluidExamples", package: "FluidInterfaces"),
                .product(name: "FluidGestures", package: "FluidInterfaces"),
                .product(name: "FluidInteractions", package: "FluidInterfaces"),
                .product(name: "FluidScripting", package: "FluidInterfaces"),
                .product(name: "FluidPhysics", package: "FluidInterfaces"),
            ],
            swiftSettings: strictSwift
        ),
    ],
    swiftLanguageModes: [.v6]
)
