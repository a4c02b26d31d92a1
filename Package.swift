// swift-tools-version: 6.0
import PackageDescription

// Swift packages come only from the machine's local copies, pinned to the listed versions.

// The five variants, each in three targets: the architecture (`MyCards<Arch>`, a library: its roles and its composition
// root, nothing else), its tracing (`MyCards<Arch>Tracing`: what a `--trace` run puts between the roles; for the
// variants with protocols between roles, proxies the TracedProxies plugin generates from them at build time), and the
// executable that links both (`MyCards<Arch>App`, the product `mycards-<arch>`).
let variants = ["MVC", "MVVM", "VIPER", "VIP", "TEA"]
let variantsWithProxies: Set = ["MVVM", "VIPER", "VIP"]
let package = Package(
    name: "MyCards",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "MyCardsKit", targets: ["MyCardsKit"]),
        .library(name: "MyCardsDisplayData", targets: ["MyCardsDisplayData"]),
        .library(name: "MyCardsUI", targets: ["MyCardsUI"]),
        .executable(name: "mycards-backend", targets: ["MyCardsBackend"]),
        .executable(name: "mycards-mvc", targets: ["MyCardsMVCApp"]),
        .executable(name: "mycards-mvvm", targets: ["MyCardsMVVMApp"]),
        .executable(name: "mycards-viper", targets: ["MyCardsVIPERApp"]),
        .executable(name: "mycards-vip", targets: ["MyCardsVIPApp"]),
        .executable(name: "mycards-tea", targets: ["MyCardsTEAApp"]),
        .executable(name: "mycards-gallery", targets: ["MyCardsGallery"]),
        .executable(name: "mycards-crash-probe", targets: ["MyCardsCrashProbe"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/Quick/Nimble", exact: "14.0.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        // Catima import and export (Docs/Codes.md): its archive, and its CSV, whose notes span lines.
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
        .package(url: "https://github.com/yaslab/CSV.swift", exact: "2.5.2"),
        // Deterministic async tests (issue 36): a serial main executor and clocks moved by hand, for the suites only.
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", exact: "1.4.3"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", exact: "1.1.1"),
    ],
    targets: [
        // libpng and libjpeg-turbo behind C functions: libjpeg reports errors with longjmp,
        // which only C can catch (its default handler would exit the process). zlib (libpng's own) gives the
        // CRC-32 that checks a downloaded PNG without decoding it, and proves a Catima zip entry's stream ends.
        .target(
            name: "CImageCodecs",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg"), .linkedLibrary("z")]
        ),
        // libzint behind C functions that never print or exit: a card's number as its barcode's modules.
        .target(
            name: "CBarcodeEncoder",
            linkerSettings: [.linkedLibrary("zint")]
        ),
        // zxing-cpp behind C functions that let no C++ exception out: a barcode read off a picture. On Linux libZXing
        // is opened (dlopen) the first time a picture is read, not linked: most runs never read one.
        .target(
            name: "CBarcodeReader",
            linkerSettings: [
                .linkedLibrary("dl", .when(platforms: [.linux])),
                .linkedLibrary("ZXing", .when(platforms: [.macOS])),
            ]
        ),
        .target(
            name: "MyCardsKit",
            dependencies: [
                "CImageCodecs", "CBarcodeEncoder", "CBarcodeReader",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "CSV", package: "CSV.swift"),
            ],
            resources: [.copy("Resources/CameraFeed"), .copy("Resources/SamplePhotos")]
        ),
        // What the six screens show, as plain values: view models, presenters and the dumb views all speak it,
        // and it imports no terminal code (MVVM's view models must not).
        .target(
            name: "MyCardsDisplayData",
            dependencies: ["MyCardsKit"]
        ),
        // The terminal toolkit every architecture shares: no service calls, no architecture.
        .systemLibrary(
            name: "CNcursesw",
            // No pkgConfig: SwiftPM drops ncursesw's -D flags with a warning anyway ("prohibited flag(s)"); the
            // shim defines what they would. MyCardsUI links the library, for every target importing this module
            // (each depends on MyCardsUI): a module map cannot name it per platform (ncursesw on Debian, ncurses on
            // macOS).
            providers: [.apt(["libncursesw5-dev"]), .brew(["ncurses"])]
        ),
        .target(
            name: "MyCardsUI",
            dependencies: [
                "MyCardsKit", "MyCardsDisplayData", "CNcursesw",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        .executableTarget(
            name: "MyCardsBackend",
            dependencies: [
                "MyCardsKit",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The five architectures: only the pattern lives in these targets.
        .target(
            name: "MyCardsMVC",
            dependencies: ["MyCardsKit", "MyCardsDisplayData", "MyCardsUI"]
        ),
        .target(
            name: "MyCardsMVVM",
            dependencies: ["MyCardsKit", "MyCardsDisplayData", "MyCardsUI"]
        ),
        .target(
            name: "MyCardsVIPER",
            dependencies: ["MyCardsKit", "MyCardsDisplayData", "MyCardsUI"]
        ),
        .target(
            name: "MyCardsVIP",
            dependencies: ["MyCardsKit", "MyCardsDisplayData", "MyCardsUI"]
        ),
        // The fifth: The Elm Architecture (state, actions, pure reducers, effects, one store).
        .target(
            name: "MyCardsTEA",
            dependencies: ["MyCardsKit", "MyCardsDisplayData", "MyCardsUI"]
        ),
        // What every variant's tracing shares: the interposer that puts a generated proxy between two roles with the
        // lifetimes they have untraced (Docs/Tracing.md).
        .target(
            name: "MyCardsTracing",
            dependencies: ["MyCardsKit", "MyCardsUI"]
        ),
        // Reads an architecture module's protocols (without swift-syntax: a fresh clone builds it in seconds) and
        // writes their traced proxies, for the plugin.
        .executableTarget(name: "TracedProxyGenerator"),
        .plugin(
            name: "TracedProxies",
            capability: .buildTool(),
            dependencies: ["TracedProxyGenerator"]
        ),
        // Test doubles of the services and the app shell, shared by the five architectures' suites, and the harness
        // pieces and matchers more than one test target needs.
        .target(
            name: "MyCardsTestSupport",
            dependencies: [
                "MyCardsKit", "MyCardsDisplayData", "MyCardsUI",
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            path: "Tests/MyCardsTestSupport"
        ),
        // Saves cards through the app's worker and checks a store after a kill: the crash-safety specs run it.
        .executableTarget(
            name: "MyCardsCrashProbe",
            dependencies: ["MyCardsKit", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // Every view of MyCardsUI with sample data, to look at them in a real terminal.
        .executableTarget(
            name: "MyCardsGallery",
            dependencies: ["MyCardsUI", "MyCardsDisplayData", "MyCardsKit"]
        ),
        .testTarget(
            name: "MyCardsGalleryTests",
            dependencies: [
                "MyCardsGallery",
                "MyCardsUI", "MyCardsDisplayData",
                .product(name: "Nimble", package: "Nimble"),
            ]
        ),
        .testTarget(
            name: "MVCTests",
            dependencies: [
                "MyCardsMVC", "MyCardsKit", "MyCardsDisplayData", "MyCardsUI", "MyCardsTestSupport",
                .product(name: "Nimble", package: "Nimble"),
            ]
        ),
        .testTarget(
            name: "MVVMTests",
            dependencies: [
                "MyCardsMVVM", "MyCardsKit", "MyCardsDisplayData", "MyCardsUI", "MyCardsTestSupport",
                .product(name: "Nimble", package: "Nimble"),
            ]
        ),
        .testTarget(
            name: "VIPERTests",
            dependencies: [
                "MyCardsVIPER", "MyCardsKit", "MyCardsDisplayData", "MyCardsUI", "MyCardsTestSupport",
                .product(name: "Nimble", package: "Nimble"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
            ]
        ),
        .testTarget(
            name: "VIPTests",
            dependencies: [
                "MyCardsVIP", "MyCardsKit", "MyCardsDisplayData", "MyCardsUI", "MyCardsTestSupport",
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
                .product(name: "Nimble", package: "Nimble"),
            ]
        ),
        .testTarget(
            name: "TEATests",
            dependencies: [
                "MyCardsTEA", "MyCardsKit", "MyCardsDisplayData", "MyCardsUI", "MyCardsTestSupport",
                .product(name: "Nimble", package: "Nimble"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
            ]
        ),
        .testTarget(
            name: "FrameIdentityTests",
            dependencies: [
                "MyCardsMVC", "MyCardsMVVM", "MyCardsVIPER", "MyCardsVIP", "MyCardsTEA", "MyCardsMVCTracing",
                "MyCardsMVVMTracing", "MyCardsVIPERTracing", "MyCardsVIPTracing", "MyCardsTEATracing", "MyCardsTracing",
                "MyCardsKit", "MyCardsUI", "MyCardsTestSupport",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Nimble", package: "Nimble"),
            ]
        ),
        .testTarget(
            name: "MyCardsBackendTests",
            dependencies: [
                "MyCardsBackend",
                "MyCardsKit",
                "MyCardsTestSupport",
                .product(name: "Nimble", package: "Nimble"),
            ]
        ),
        .testTarget(
            name: "MyCardsKitTests",
            dependencies: [
                "MyCardsKit", "MyCardsTestSupport", .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Nimble", package: "Nimble"),
                // Builds the Catima archives the import specs read (the zip bomb, the entry outside the archive).
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            resources: [.copy("Fixtures")]
        ),
        // Drives every built variant binary in tmux through the SPEC's journeys; depends on no architecture.
        .testTarget(
            name: "AcceptanceTests",
            dependencies: [
                "MyCardsKit", "MyCardsTestSupport",
                .product(name: "Nimble", package: "Nimble"),
            ]
        ),
        .testTarget(
            name: "MyCardsTracingTests",
            dependencies: [
                "MyCardsTracing", "MyCardsKit", "MyCardsUI", "MyCardsTestSupport",
                .product(name: "Nimble", package: "Nimble"),
            ]
        ),
        .testTarget(
            name: "TracedProxyGeneratorTests",
            dependencies: ["TracedProxyGenerator", .product(name: "Nimble", package: "Nimble")]
        ),
        .testTarget(
            name: "MyCardsUITests",
            dependencies: [
                "MyCardsUI", "MyCardsDisplayData", "MyCardsTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
                .product(name: "Nimble", package: "Nimble"),
            ],
            // Read by path (`Snapshot`), not as bundle resources.
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6],
    // zxing-cpp's headers need C++17.
    cxxLanguageStandard: .cxx17
)

for variant in variants {
    package.targets += [
        .target(
            name: "MyCards\(variant)Tracing",
            dependencies: [
                .target(name: "MyCards\(variant)"), "MyCardsTracing", "MyCardsKit", "MyCardsUI",
            ],
            plugins: variantsWithProxies.contains(variant) ? [.plugin(name: "TracedProxies")] : []
        ),
        .executableTarget(
            name: "MyCards\(variant)App",
            dependencies: [
                .target(name: "MyCards\(variant)"), .target(name: "MyCards\(variant)Tracing"), "MyCardsKit",
                "MyCardsUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ]
}

// The workshop's exercises (Docs/Workshop.md) are tests that fail until an attendee has done the exercise, so one
// joins the package only when MYCARDS_WORKSHOP names it (`make exercise N=1`), never in `make test`. The package then
// holds only what that exercise needs — the shared modules, its variant's architecture module (not its tracing nor
// its executable), the variant's own suite (a changed protocol must reach its mocks) and the variant's workshop
// doubles — so a half-done VIPER exercise never turns the MVC one red.
// A drill (`make drill N=3`) builds the same without an exercise: its variant and the variant's suite.
let workshopVariants = [
    "1": "MVC", "2": "MVVM", "3": "VIPER", "4": "VIP", "5": "MVC", "6": "MVVM", "7": "VIPER", "8": "VIP",
    "9": "TEA", "10": "TEA", "11": "MVC", "12": "MVVM", "13": "VIPER", "14": "VIP", "15": "TEA", "16": "MVC",
    "17": "MVVM", "18": "VIPER", "19": "VIP", "20": "TEA",
]
let drillVariants = ["drill-1": "MVC", "drill-2": "MVVM", "drill-3": "VIPER", "drill-4": "VIP", "drill-5": "TEA"]
if let number = Context.environment["MYCARDS_WORKSHOP"], let variant = workshopVariants[number] ?? drillVariants[number]
{
    let shared = [
        "CImageCodecs", "CBarcodeEncoder", "CBarcodeReader", "MyCardsKit", "MyCardsDisplayData", "CNcursesw",
        "MyCardsUI", "MyCardsTestSupport",
    ]
    let kept = Set(shared + ["MyCards\(variant)", "\(variant)Tests"])
    package.targets.removeAll { !kept.contains($0.name) }
    package.products.removeAll { $0.name.hasPrefix("mycards-") }
    // FlyingFox serves the backend's HTTP, and no target kept here imports it: SwiftPM would warn that it is unused.
    package.dependencies.removeAll { dependency in
        if case .sourceControl(_, let location, _) = dependency.kind { location.hasSuffix("/FlyingFox") } else { false }
    }
    var dependencies: [Target.Dependency] = [
        .target(name: "MyCards\(variant)"), "MyCardsKit", "MyCardsDisplayData", "MyCardsUI", "MyCardsTestSupport",
        .product(name: "Nimble", package: "Nimble"),
    ]
    // The exercises' tests let the tasks their variant started run (`Task.megaYield()`, a task's value).
    dependencies.append(.product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"))
    // What the variant's exercises share besides the variant: doubles of its protocols (VIPER's and VIP's
    // role-level tests) and VIPER's `settle()`, TEA's exhaustive test store and its clients, or MVVM's recorder of
    // outputs, `settle()` and services, links to the files of the variant's own suite (a test target cannot import
    // another).
    let allDoubles = ["MVVM", "VIPER", "VIP", "TEA"].map { "Doubles/\($0)" }
    let doubles = allDoubles.filter { $0 == "Doubles/\(variant)" }
    if workshopVariants[number] != nil {
        // The rest of Workshop/ is not this exercise's source (the other exercises and doubles, the day, the drills,
        // hints, shortcuts and solutions): excluded, or SwiftPM warns of every file in the folder it does not handle.
        let otherExercises = workshopVariants.filter { $0.key != number }.map { "Exercises/\($0.key)-\($0.value)" }
        package.targets.append(
            .testTarget(
                name: "WorkshopExercise\(number)",
                dependencies: dependencies,
                path: "Workshop",
                exclude: ["Day.txt", "Drills", "Hints", "Shortcuts", "Solutions"] + otherExercises
                    + allDoubles.filter { !doubles.contains($0) },
                sources: ["Exercises/\(number)-\(variant)"] + doubles
            ))
    }
}
