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
        // A plain executable for profilers (perf, callgrind): a runtime frame.
        .executableTarget(
            name: "FrameProfile",
            dependencies: [
                .product(name: "FluidAnimation", package: "FluidInterfaces"),
                .product(name: "FluidPhysics", package: "FluidInterfaces"),
            ],
            path: "Sources/FrameProfile"
        ),
    ]
)
