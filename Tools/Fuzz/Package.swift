// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for the code that reads untrusted bytes. Only ever built with `--sanitize fuzzer` (which
// supplies `main`) by `make fuzz`, so building the app never pays for it.
let package = Package(
    name: "MyCardsFuzz",
    dependencies: [.package(name: "MyCards", path: "../..")],
    targets: [
        // The backend's request-body code, compiled from its own folder (an executable target cannot be imported).
        .target(name: "BackendCards", path: "Sources/BackendCards"),
        .executableTarget(
            name: "MyCardsFuzz",
            dependencies: [
                "BackendCards",
                .product(name: "MyCardsKit", package: "MyCards"),
                .product(name: "MyCardsUI", package: "MyCards"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
