import Foundation
import MyCardsUI
import Testing

/// Compares a buffer's text with `__Snapshots__/<name>.txt` next to the test target. A missing file, or any file
/// while `SNAPSHOT_UPDATE=1`, is recorded — and the test fails, so a snapshot nobody looked at is noticed.
enum Snapshot {
    static func expect(
        _ buffer: ScreenBuffer, matches name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = folder(from: filePath).appendingPathComponent("\(name).txt")
        let actual = buffer.text() + "\n"
        let recording = ProcessInfo.processInfo.environment["SNAPSHOT_UPDATE"] == "1"
        guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            record(actual, to: url, sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            Issue.record(
                "Snapshot \(name) differs.\n--- expected\n\(expected)--- actual\n\(actual)",
                sourceLocation: sourceLocation)
        }
    }

    private static func record(_ text: String, to url: URL, sourceLocation: SourceLocation) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            Issue.record(
                "Recorded snapshot \(url.lastPathComponent); check it and run again", sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not record snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
        }
    }

    /// `Tests/MyCardsUITests/__Snapshots__`, found from the calling test file whatever folder it is in.
    private static func folder(from filePath: String) -> URL {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while url.lastPathComponent != "MyCardsUITests" && url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("__Snapshots__")
    }
}
