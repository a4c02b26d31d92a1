// swift-tools-version: 6.0
import PackageDescription

// Weighs chafa (libchafa, the library behind the `chafa` tool) against the app's own photo renderer on the bundled
// cards: ΔE as in Docs/Photos.md and time per photo (`make chafa-bench`). Its own package, so the app never links
// chafa or GLib; it needs `libchafa-dev` and `libglib2.0-dev`.
let package = Package(
    name: "ChafaBench",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "MyCards", path: "../..")],
    targets: [
        .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
        .executableTarget(
            name: "ChafaBench",
            dependencies: [
                "CChafa",
                .product(name: "MyCardsUI", package: "MyCards"),
                .product(name: "MyCardsKit", package: "MyCards"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
