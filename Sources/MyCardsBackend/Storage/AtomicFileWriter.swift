import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so that a crash at any moment leaves either the old or the new contents, never a mix:
/// the data goes to a temporary file in the same folder, which is synced, renamed over the target, and
/// then the folder is synced so the rename itself survives a power cut.
struct AtomicFileWriter: FileWriting {
    func write(_ data: Data, to url: URL) throws(FileWriteError) {
        let folder = url.deletingLastPathComponent().path
        let target = url.path
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .couldNotCreateTemporaryFile(folder: folder, reason: Self.lastErrorText())
        }
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
        }
        do {
            try Self.writeAll(data, to: descriptor, path: target)
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else {
            throw .couldNotWrite(path: target, reason: Self.lastErrorText())
        }
        guard rename(temporary, target) == 0 else {
            throw .couldNotReplace(path: target, reason: Self.lastErrorText())
        }
        renamed = true
        Self.syncFolder(folder)
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(FileWriteError) {
        let failure: String? = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return lastErrorText()
                }
                offset += written
            }
            return nil
        }
        if let failure {
            throw .couldNotWrite(path: path, reason: failure)
        }
        guard fsync(descriptor) == 0 else {
            throw .couldNotWrite(path: path, reason: lastErrorText())
        }
    }

    /// Best effort: the new file is complete already; only its survival across a power cut depends on this.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func lastErrorText() -> String {
        String(cString: strerror(errno))
    }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}
