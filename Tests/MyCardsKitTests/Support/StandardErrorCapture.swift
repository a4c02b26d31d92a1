import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Collects what the process writes to file descriptor 2 while `body` runs.
enum StandardErrorCapture {
    static func capture(_ body: () -> Void) -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: file) }
        let sink = open(file.path, O_WRONLY)
        let saved = dup(STDERR_FILENO)
        fflush(nil)
        dup2(sink, STDERR_FILENO)
        body()
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        close(saved)
        close(sink)
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }
}
