import ArgumentParser
import Foundation

/// The command line every variant shares (Behaviour.md "Executables and command line"). Each executable's
/// `@main` command embeds it with `@OptionGroup`, so all five take exactly the same options.
public struct AppOptions: ParsableArguments, Sendable {
    @Option(help: "Backend base URL, plain http (default: $MYCARDS_BACKEND or http://localhost:8000).")
    public var backend: String?

    @Flag(help: "Never touch the network.")
    public var offline = false

    @Option(help: "The local SQLite store (default: $XDG_DATA_HOME/mycards/cards.sqlite).")
    public var store: String?

    @Option(help: "The photo library folder the image picker browses (default: ~/Pictures, else sample photos).")
    public var photos: String?

    @Option(help: "The folder of frames the simulated camera plays (default: the bundled camera feed).")
    public var camera: String?

    @Option(help: "Append one line per architecture message to this file.")
    public var trace: String?

    @Option(help: "Write a diagnostic log to this file.")
    public var log: String?

    @Option(help: "Photos and codes in pixels: auto (ask the terminal), kitty, sixel, iterm, or blocks (half blocks).")
    public var graphics: GraphicsChoice?

    public init() {}

    public mutating func validate() throws {
        if let backend, AppConfiguration.backendURL(from: backend) == nil {
            throw ValidationError("--backend must be an http URL with a host, not '\(backend)'")
        }
        for (name, value) in [("--store", store), ("--photos", photos), ("--camera", camera), ("--trace", trace)] {
            if let value, value.isEmpty { throw ValidationError("\(name) needs a path") }
        }
        if let log, log.isEmpty { throw ValidationError("--log needs a path") }
        for (name, value) in [("--photos", photos), ("--camera", camera)] {
            if let value, Self.isFile(value) { throw ValidationError("\(name) names a file, not a folder: \(value)") }
        }
    }

    /// Checked by a run that talks to the backend, not by `validate()`: `show` and `--offline` never use the
    /// network, so a bad `MYCARDS_BACKEND` must not stop them.
    public func validateBackendEnvironment(_ environment: [String: String]) throws {
        guard !offline, backend == nil else { return }
        try Self.validateEnvironment(environment)
    }

    /// The environment is input too: a `MYCARDS_BACKEND` that is no URL is refused like a bad `--backend`, rather
    /// than starting and reporting "unreachable". An empty value counts as unset.
    public static func validateEnvironment(_ environment: [String: String]) throws {
        let variable = AppConfiguration.backendVariable
        if let value = environment[variable], !value.isEmpty, AppConfiguration.backendURL(from: value) == nil {
            throw ValidationError("\(variable) must be an http URL with a host, not '\(value)'")
        }
    }

    /// True for a path that names something other than a folder (a missing path is the screens' business).
    private static func isFile(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        return FileManager.default.fileExists(atPath: url.path) && !AppConfiguration.isFolder(url)
    }
}
