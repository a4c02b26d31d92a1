import Foundation

/// A fresh folder under the temporary directory for one test.
enum TemporaryFolder {
    static func make(_ prefix: String = "mycards") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
