// swift-tools-version: 6.0
import PackageDescription

// Measures the five architecture folders and their test targets (`make compare`). Its own package, so building
// the app never pays for swift-syntax.
let package = Package(
    name: "ArchitectureMetrics",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/Quick/Nimble", exact: "14.0.0"),
    ],
    targets: [
        .target(
            name: "MetricsCore",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "ArchitectureMetrics", dependencies: ["MetricsCore"]),
        .executableTarget(name: "Mutants", dependencies: ["MetricsCore"]),
        // Our five beside public multi-architecture projects (`make compare-anchors DIR=…`, outside CI).
        .executableTarget(name: "Anchors", dependencies: ["MetricsCore"]),
        .testTarget(name: "MetricsCoreTests", dependencies: ["MetricsCore"]),
        // The patterns' rules read off the syntax trees (`make rules`, `make drill`): here, so that neither the app
        // nor an exercise ever compiles swift-syntax (Docs/Workshop.md, "Break the rule").
        .target(
            name: "ArchitectureRules",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "Rules", dependencies: ["ArchitectureRules"]),
        .testTarget(
            name: "ArchitectureRulesTests",
            dependencies: ["ArchitectureRules", .product(name: "Nimble", package: "Nimble")]),
    ],
    swiftLanguageModes: [.v6]
)
