import Foundation

/// Why `export` will not write where it was asked: what is at the path stays exactly as it is.
public enum ExportTargetRefusal: Equatable, Sendable, CustomStringConvertible {
    /// The store being exported (or one of SQLite's files beside it), by any name: a hard link, a symbolic link.
    case theStore
    /// A regular file, and `--force` was not given.
    case exists
    /// A regular file its owner made read-only: `--force` does not override a mode.
    case readOnly
    case symbolicLink
    /// A folder, a device, a pipe or a socket (the words `StoreFileCheck` uses).
    case notAFile(kind: String)

    public var description: String {
        switch self {
        case .theStore: "it is the card store itself"
        case .exists: "it already exists (--force replaces it)"
        case .readOnly: "it is read-only"
        case .symbolicLink: "it is a symbolic link, not a regular file"
        case .notAFile(let kind): "it is \(kind), not a regular file"
        }
    }
}

/// Where an export may go: nothing yet, or (with `replacing`) a writable regular file that is not the store.
/// `lstat` looks at the name itself, so a symbolic link is refused rather than followed or replaced.
enum ExportTarget {
    static func check(_ path: String, store storePath: String, replacing: Bool) throws(CatimaError) {
        if let target = FileIdentity(path: path), storeFiles(storePath).contains(target) {
            throw .exportRefused(path: path, .theStore)
        }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard errno == ENOENT else {
                throw .unwritableFile(path: path, reason: String(cString: strerror(errno)))
            }
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard replacing else { throw .exportRefused(path: path, .exists) }
            // By the mode bits too: access(2) says yes to root whatever they are.
            guard access(path, W_OK) == 0, status.st_mode & 0o222 != 0 else {
                throw .exportRefused(path: path, .readOnly)
            }
        case S_IFLNK: throw .exportRefused(path: path, .symbolicLink)
        case let kind: throw .exportRefused(path: path, .notAFile(kind: StoreFileCheck.description(of: kind)))
        }
    }

    /// The store's file and SQLite's companions of it, as they are now.
    private static func storeFiles(_ storePath: String) -> [FileIdentity] {
        ["", "-wal", "-shm", "-journal"].compactMap { FileIdentity(path: storePath + $0) }
    }
}
