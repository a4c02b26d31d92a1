import Foundation

/// Where the store lives when `--store` is not given: `$XDG_DATA_HOME/mycards/cards.sqlite`, or
/// `~/.local/share/mycards/cards.sqlite` when the variable is unset, empty or relative (the XDG Base
/// Directory spec says a relative value is invalid and must be ignored).
public struct StoreLocation: Equatable, Sendable {
    public static let folderName = "mycards"
    public static let fileName = "cards.sqlite"

    private let environment: [String: String]
    private let homeDirectory: URL

    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL = FileManager.default.homeDirectoryForCurrentUser
    ) {
        self.environment = environment
        self.homeDirectory = homeDirectory
    }

    /// The XDG data home: the base folder that holds the `mycards` folder.
    public var dataHome: URL {
        if let value = environment["XDG_DATA_HOME"], value.hasPrefix("/") {
            return URL(fileURLWithPath: value, isDirectory: true)
        }
        return
            homeDirectory
            .appendingPathComponent(".local", isDirectory: true)
            .appendingPathComponent("share", isDirectory: true)
    }

    public var defaultStoreURL: URL {
        dataHome
            .appendingPathComponent(Self.folderName, isDirectory: true)
            .appendingPathComponent(Self.fileName, isDirectory: false)
    }
}
