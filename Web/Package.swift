// swift-tools-version:6.0
//
// The web page: every interface of `InteractionCatalog` in a browser, felt
// with a finger. `FluidWeb` is the page's Swift — one interface open at a
// time, its touches recorded as a gesture script, its scene coded for the
// page's canvas — compiled to WebAssembly with Embedded Swift by
// `scripts/web` (Page/ holds the HTML and JavaScript around it) and built
// here natively too, so the tests can compare the two and drive the page
// in headless Chromium. A package of its own, like the playground, so the
// root package keeps building and testing with nothing but a toolchain.

import PackageDescription

let strictSwift: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "FluidWeb",
    products: [
        .library(name: "FluidWeb", targets: ["FluidWeb"]),
        .executable(name: "web-bench", targets: ["web-bench"]),
    ],
    dependencies: [
        .package(name: "FluidInterfaces", path: ".."),
    ],
    targets: [
        .target(
            name: "FluidWeb",
            dependencies: [
                .product(name: "FluidInteractions", package: "FluidInterfaces"),
                .product(name: "FluidScripting", package: "FluidInterfaces"),
                .product(name: "FluidDesign", package: "FluidInterfaces"),
                .product(name: "FluidAnimation", package: "FluidInterfaces"),
                .product(name: "FluidGestures", package: "FluidInterfaces"),
                .product(name: "FluidPhysics", package: "FluidInterfaces"),
            ],
            swiftSettings: strictSwift
        ),
        // Headless Chromium through its DevTools protocol (on a pipe), the
        // built page served on 127.0.0.1, and touch gestures: what the tests
        // and the benchmark drive the page with.
        .target(
            name: "WebBrowserSupport",
            dependencies: [
                .product(name: "FluidInteractions", package: "FluidInterfaces"),
                .product(name: "FluidScripting", package: "FluidInterfaces"),
                .product(name: "FluidPhysics", package: "FluidInterfaces"),
            ],
            path: "Tests/BrowserSupport",
            swiftSettings: strictSwift
        ),
        // The page's model work per frame, in Chromium and natively, and the
        // page's weight and start (scripts/web-bench).
        .executableTarget(
            name: "web-bench",
            dependencies: [
                "FluidWeb", "WebBrowserSupport",
                .product(name: "FluidInteractions", package: "FluidInterfaces"),
            ],
            path: "Benchmarks/WebBench",
            swiftSettings: strictSwift
        ),
        // The page's Swift against its WebAssembly build, and the page itself
        // in headless Chromium through the DevTools protocol.
        .testTarget(
            name: "FluidWebTests",
            dependencies: [
                "FluidWeb", "WebBrowserSupport",
                // The toggle switch, added to the page by `scripts/web --add`.
                .product(name: "FluidExamples", package: "FluidInterfaces"),
                .product(name: "FluidInteractions", package: "FluidInterfaces"),
                .product(name: "FluidScripting", package: "FluidInterfaces"),
                .product(name: "FluidGestures", package: "FluidInterfaces"),
                .product(name: "FluidPhysics", package: "FluidInterfaces"),
                .product(name: "FluidAnimation", package: "FluidInterfaces"),
            ],
            swiftSettings: strictSwift
        ),
    ],
    swiftLanguageModes: [.v6]
)
