// swift-tools-version:6.1
//
// Benchmarks for FluidInterfaces, kept in their own package so the libraries
// build and test with nothing but a Swift toolchain.
//
//   cd Benchmarks && swift package benchmark
import PackageDescription

let package = Package(
    name: "FluidBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "FluidInterfaces", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    ],
    targets: [
        .executableTarget(
            name: "PhysicsBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FluidPhysics", package: "FluidInterfaces"),
            ],
            path: "Benchmarks/PhysicsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "RuntimeBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                "BenchmarkScenes",
                .product(name: "FluidAnimation", package: "FluidInterfaces"),
                .product(name: "FluidPhysics", package: "FluidInterfaces"),
            ],
            path: "Benchmarks/RuntimeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // What the benchmarks measure: reference kernels, runtime scenes, the
        // previous runtime (for ratios to the old design), gesture scenes.
        .target(
            name: "BenchmarkScenes",
            dependencies: [
                .product(name: "FluidAnimation", package: "FluidInterfaces"),
                .product(name: "FluidGestures", package: "FluidInterfaces"),
                .product(name: "FluidInteractions", package: "FluidInterfaces"),
                .product(name: "FluidPhysics", package: "FluidInterfaces"),
                .product(name: "RealModule", package: "swift-numerics"),
            ],
            path: "Sources/BenchmarkScenes"
        ),
        // Prints the ratios of the performance targets, measured side by side.
        .executableTarget(
            name: "FrameRatios",
            dependencies: ["BenchmarkScenes",
                           .product(name: "FluidAnimation", package: "FluidInterfaces"),
                           .product(name: "FluidPhysics", package: "FluidInterfaces")],
            path: "Sources/FrameRatios"
        ),
        // A plain executable for profilers (perf, callgrind): a runtime frame.
        .executableTarget(
            name: "FrameProfile",
            dependencies: ["BenchmarkScenes", .product(name: "FluidPhysics", package: "FluidInterfaces")],
            path: "Sources/FrameProfile"
        ),
    ]
)
