import Foundation

/// The options of a run with every default resolved (Behaviour.md "Executables and command line").
public struct AppConfiguration: Equatable, Sendable {
    public static let defaultBackend = "http://localhost:8000"
    public static let backendVariable = "MYCARDS_BACKEND"

    public var backendURL: URL
    public var isOffline: Bool
    public var storeURL: URL
    public var photosFolder: URL
    public var cameraFolder: URL
    public var traceFile: URL?
    public var logFile: URL?

    /// Resolves `options` against the environment and home folder: explicit options first, then
    /// `MYCARDS_BACKEND` for the backend, XDG for the store, `~/Pictures` (if it exists) for photos.
    public init(
        options: AppOptions, environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL = FileManager.default.homeDirectoryForCurrentUser,
        folderExists: (URL) -> Bool = Self.isFolder
    ) {
        let backend = options.backend ?? environment[Self.backendVariable].flatMap { $0.isEmpty ? nil : $0 }
        backendURL = backend.flatMap(Self.backendURL(from:)) ?? URL(string: Self.defaultBackend)!
        isOffline = options.offline
        storeURL = Self.storeURL(option: options.store, environment: environment, homeDirectory: homeDirectory)
        let pictures = homeDirectory.appendingPathComponent("Pictures", isDirectory: true)
        photosFolder =
            options.photos.map(Self.fileURL) ?? (folderExists(pictures) ? pictures : BundledMedia.samplePhotos)
        cameraFolder = options.camera.map(Self.fileURL) ?? BundledMedia.cameraFeed
        traceFile = options.trace.map(Self.fileURL)
        logFile = options.log.map(Self.fileURL)
    }

    /// `--store` with `~` expanded, else the XDG default: shared by the app and the one-shot commands.
    public static func storeURL(
        option: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL = FileManager.default.homeDirectoryForCurrentUser
    ) -> URL {
        option.map(fileURL) ?? StoreLocation(environment: environment, homeDirectory: homeDirectory).defaultStoreURL
    }

    /// An http URL with a host and, if it names one, a port TCP has (1-65535), or nil. Not https: the app's own
    /// client (`SocketHTTPSession`) speaks plain http, so an https backend is refused at the start rather than
    /// reported "unreachable" at every download.
    public static func backendURL(from text: String) -> URL? {
        guard let url = URL(string: text), url.scheme?.lowercased() == "http",
            let host = url.host, !host.isEmpty, url.port.map({ (1...65535).contains($0) }) ?? true
        else { return nil }
        return url
    }

    public static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    public static func fileURL(_ path: String) -> URL {
        URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
    }
}
