// swift-tools-version: 6.0
import PackageDescription

// Weighs chafa (libchafa, the library behind the `chafa` tool) against the app's own photo renderer on the bundled
// cards: ΔE as in Docs/Photos.md and time per photo (`make chafa-bench`); with `--pixels`, the sixel encoders of the
// app, libchafa and libsixel (`make pixels-bench`). Its own package, so the app never links chafa, GLib or libsixel;
// it needs `libchafa-dev`, `libglib2.0-dev` and `libsixel-dev`.
let package = Package(
    name: "ChafaBench",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "MyCards", path: "../..")],
    targets: [
        .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev", "libglib2.0-dev"])]),
        // libsixel, for `--pixels`: its sixel encoder against ours and chafa's.
        .systemLibrary(name: "CSixel", pkgConfig: "libsixel", providers: [.apt(["libsixel-dev"])]),
        .executableTarget(
            name: "ChafaBench",
            dependencies: [
                "CChafa", "CSixel",
                .product(name: "MyCardsUI", package: "MyCards"),
                .product(name: "MyCardsKit", package: "MyCards"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
