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

    /// The colours of every cell, one row per line, each cell `foreground/background` as palette indices
    /// (`---` for the terminal's default): text snapshots cannot see a photo's colours, this can.
    static func expectColors(
        _ buffer: ScreenBuffer, matches name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = folder(from: filePath).appendingPathComponent("\(name).colors.txt")
        let actual = colorText(of: buffer)
        let recording = ProcessInfo.processInfo.environment["SNAPSHOT_UPDATE"] == "1"
        guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            record(actual, to: url, sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            Issue.record(
                "Colour snapshot \(name) differs.\n--- expected\n\(expected)--- actual\n\(actual)",
                sourceLocation: sourceLocation)
        }
    }

    private static func colorText(of buffer: ScreenBuffer) -> String {
        func code(_ color: Color) -> String {
            switch color {
            case .terminalDefault: "---"
            case .palette(let index): String(format: "%03d", Int(index))
            case .rgb(let red, let green, let blue): String(format: "#%02x%02x%02x", red, green, blue)
            }
        }
        return (0..<buffer.size.height).map { y in
            (0..<buffer.size.width).map { x in
                let style = buffer[x, y].style
                return "\(code(style.foreground))/\(code(style.background))"
            }.joined(separator: " ")
        }.joined(separator: "\n") + "\n"
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
