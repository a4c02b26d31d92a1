import Foundation

/// The folder SwiftPM builds every product of the package into, found from the running test bundle.
enum BuildProducts {
    /// An executable product by name, or nil when it has not been built.
    static func executable(named name: String) -> URL? {
        candidates(for: name).first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The test bundle sits in the products folder (Linux: `…/debug/MyCardsPackageTests.xctest`; macOS: one level
    /// deeper inside the bundle), so walking up a few levels from it reaches the executables.
    static func candidates(for name: String) -> [URL] {
        var starts = [URL(fileURLWithPath: CommandLine.arguments[0]), Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL { starts.insert(executable, at: 0) }
        return starts.flatMap { start in
            (1...4).map { level in
                (0..<level).reduce(start) { url, _ in url.deletingLastPathComponent() }
                    .appendingPathComponent(name)
            }
        }
    }
}
