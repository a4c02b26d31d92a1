/// Why a file could not be replaced; the old file, if any, is then still in place.
enum FileWriteError: Error, Equatable, Sendable {
    case couldNotCreateTemporaryFile(folder: String, reason: String)
    case couldNotWrite(path: String, reason: String)
    case couldNotReplace(path: String, reason: String)

    var message: String {
        switch self {
        case .couldNotCreateTemporaryFile(let folder, let reason):
            "Could not create a file in \(folder): \(reason)"
        case .couldNotWrite(let path, let reason):
            "Could not write \(path): \(reason)"
        case .couldNotReplace(let path, let reason):
            "Could not replace \(path): \(reason)"
        }
    }
}
