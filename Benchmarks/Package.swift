// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The in-process benchmarks (ordo-one's package-benchmark): its own package so that the app's package keeps its
// tools version and dependencies, built in its own scratch path (`make bench-inprocess`, `.build-bench`).
// A path dependency is named after its folder, which is the checkout's: `main`, or a worktree's name.
let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "MyCardsBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "MyCardsBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MyCardsKit", package: app),
                .product(name: "MyCardsUI", package: app),
            ],
            path: "Benchmarks/MyCardsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)
