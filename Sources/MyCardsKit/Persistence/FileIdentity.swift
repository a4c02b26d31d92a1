import Foundation

/// A file as the system knows it, whatever its name: its device and inode. Two equal identities are one file.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file `path` names now (links followed); nil when it names nothing.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
