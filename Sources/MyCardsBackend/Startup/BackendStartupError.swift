/// Why the backend cannot start; each maps to a sysexits-style exit code.
enum BackendStartupError: Error, Equatable, Sendable {
    case invalidHost(String)
    case invalidPort(Int)
    case corruptDataFile(path: String, CardPayloadError)
    case corruptSeed(path: String, CardPayloadError)
    case unreadableFile(path: String, reason: String)
    case cannotSave(FileWriteError)
    case cannotListen(address: String, reason: String)

    var message: String {
        switch self {
        case .invalidHost(let host):
            "--host must be an IPv4 or IPv6 address or localhost, not \(host)."
        case .invalidPort(let port):
            "--port must be between 0 and 65535, not \(port)."
        case .corruptDataFile(let path, let error):
            "The data file \(path) is not a valid cards array (\(error.message)) It was left untouched."
        case .corruptSeed(let path, let error):
            "The seed file \(path) is not a valid cards array (\(error.message))"
        case .unreadableFile(let path, let reason):
            "Could not read \(path): \(reason)"
        case .cannotSave(let error):
            error.message
        case .cannotListen(let address, let reason):
            "Could not listen on \(address): \(reason)"
        }
    }

    var exitCode: Int32 {
        switch self {
        case .invalidHost, .invalidPort: 64
        case .corruptDataFile, .corruptSeed: 65
        case .unreadableFile: 66
        case .cannotListen: 69
        case .cannotSave: 73
        }
    }
}
