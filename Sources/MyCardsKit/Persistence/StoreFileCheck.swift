import Foundation

/// Looks at a path that is already there before SQLite may touch it. SQLite would happily "open" a device such
/// as `/dev/null` as an empty database and create `-wal`/`-shm` files beside it, and it reads a text file before
/// refusing it; this check only reads, so a refused path keeps its content, mode, owner and times.
enum StoreFileCheck {
    /// The first 16 bytes of every SQLite 3 database file.
    static let header = Array("SQLite format 3\u{0}".utf8)

    /// Throws unless `path` (after following links) is a regular file that is empty or starts like a database.
    static func checkExisting(_ path: String) throws(PersistenceError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw .cannotOpen(detail: "cannot inspect \(path): \(String(cString: strerror(errno)))")
        }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG else {
            throw .cannotOpen(detail: "\(path) is \(description(of: kind)), not a file")
        }
        guard status.st_size > 0 else { return }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .cannotOpen(detail: "cannot read \(path)")
        }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: header.count)) ?? Data()
        guard Array(start) == header else { throw .notADatabase }
    }

    /// Throws `.readOnly` unless the store file and its folder can both be written: SQLite would open a read-only
    /// file read-only, leave `-wal` and `-shm` files with the file's mode beside it (which keep the store broken
    /// after the user fixes the file's own mode) and fail only at the first write. Nothing is touched here.
    static func checkWritable(_ path: String, isWritable: (String) -> Bool) throws(PersistenceError) {
        let folder = (path as NSString).deletingLastPathComponent
        if !isWritable(path) { throw .readOnly(detail: "\(path) cannot be written") }
        if !isWritable(folder.isEmpty ? "." : folder) {
            throw .readOnly(detail: "\(folder), the store's folder, cannot be written")
        }
    }

    /// `access(2)`'s answer for writing, as the app runs; specs stand in for it (it says yes to root).
    static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }

    /// What a file of this kind is, in words: "a folder", "a device", "a pipe".
    static func description(of kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: "a folder"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFIFO: "a pipe"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}
