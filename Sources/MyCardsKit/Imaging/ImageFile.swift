import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads image files from disk without ever loading more than `ImageLimits.maximumBytes`.
public enum ImageFile {
    public static func read(_ url: URL) throws(ImageError) -> Data {
        // stat (not lstat) so links to photos work; checked before opening so a FIFO cannot block us.
        var status = stat()
        guard stat(url.path, &status) == 0 else {
            throw .unreadableFile(detail: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .unreadableFile(detail: "not a regular file") }
        guard status.st_size <= ImageLimits.maximumBytes else { throw .fileTooLarge(bytes: Int(status.st_size)) }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            // Bounded: the file may have grown since it was measured.
            data = try handle.read(upToCount: ImageLimits.maximumBytes + 1) ?? Data()
        } catch {
            throw .unreadableFile(detail: error.localizedDescription)
        }
        guard data.count <= ImageLimits.maximumBytes else { throw .fileTooLarge(bytes: data.count) }
        return data
    }
}
