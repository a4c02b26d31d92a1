import Foundation
import MetricsCore

// Usage: Anchors DIR REPOSITORY_ROOT — measures the public projects fetched under DIR (one folder per repository,
// named owner+name as the fetch leaves it, or name as `git clone` does) beside our five, with one adapter, and
// writes REPOSITORY_ROOT/Docs/Anchors.md. The commit measured is read from the folder's git (`git rev-parse`) or from
// a COMMIT file in it (a `git archive` copy). Outside CI: their code is never part of this repository.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: Anchors DIR REPOSITORY_ROOT\n".utf8))
    exit(64)
}
let directory = URL(fileURLWithPath: arguments[0])
let root = URL(fileURLWithPath: arguments[1])
let manager = FileManager.default

/// Every `.swift` file under `folder` (CocoaPods' `Pods/` left out), keyed by its path inside it.
func swiftFiles(in folder: URL) throws -> [String: String] {
    guard manager.fileExists(atPath: folder.path) else { return [:] }
    var out: [String: String] = [:]
    for case let url as URL in manager.enumerator(at: folder, includingPropertiesForKeys: nil) ?? .init()
    where url.pathExtension == "swift" && !url.path.contains("/Pods/") {
        out[String(url.path.dropFirst(folder.path.count + 1))] = try String(contentsOf: url, encoding: .utf8)
    }
    return out
}

func commit(of folder: URL) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder.path, "rev-parse", "--short=12", "HEAD"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    if (try? process.run()) != nil {
        process.waitUntilExit()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        if process.terminationStatus == 0, !text.isEmpty,
            manager.fileExists(atPath: folder.appendingPathComponent(".git").path)
        {
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
    let file = folder.appendingPathComponent("COMMIT")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return "unknown (no .git, no COMMIT file)" }
    return String(text.trimmingCharacters(in: .whitespacesAndNewlines).prefix(12))
}

do {
    var anchors: [AnchorReport.Measured] = []
    var missing: [String] = []
    let projects = AnchorCatalogue.variants.map(\.project).reduce(into: [String]()) { seen, project in
        if !seen.contains(project) { seen.append(project) }
    }
    for project in projects {
        let names = [project.replacingOccurrences(of: "/", with: "+"), String(project.split(separator: "/")[1])]
        guard
            let folder = names.map({ directory.appendingPathComponent($0) })
                .first(where: { manager.fileExists(atPath: $0.path) })
        else {
            missing.append(project)
            continue
        }
        let measuredCommit = commit(of: folder)
        for variant in AnchorCatalogue.variants where variant.project == project {
            let sources = try swiftFiles(in: folder.appendingPathComponent(variant.root))
            var tests: [String: String] = [:]
            for path in variant.tests {
                tests.merge(try swiftFiles(in: folder.appendingPathComponent(path))) { $1 }
            }
            let figures = AnchorFigures.measure(variant: variant, sources: sources, tests: tests)
            anchors.append(.init(variant: variant, commit: measuredCommit, figures: figures))
            print(
                "anchors: \(project) \(variant.label) (\(variant.pattern)): \(figures.files) files, \(figures.roles) roles"
            )
        }
    }
    let ourCommit = commit(of: root)
    var ours: [AnchorReport.Measured] = []
    for variant in AnchorCatalogue.ours {
        let folder = root.appendingPathComponent(variant.root)
        guard manager.fileExists(atPath: folder.path) else { continue }
        let sources = try FolderMetrics.sources(in: folder)
        var tests: [String: String] = [:]
        for path in variant.tests {
            tests.merge(try FolderMetrics.sources(in: root.appendingPathComponent(path))) { $1 }
        }
        ours.append(
            .init(
                variant: variant, commit: ourCommit,
                figures: AnchorFigures.measure(variant: variant, sources: sources, tests: tests)))
    }
    let report = AnchorReport(ours: ours, anchors: anchors, missing: missing)
    try report.markdown.write(
        to: root.appendingPathComponent("Docs/Anchors.md"), atomically: true, encoding: .utf8)
    print(
        "anchors: wrote Docs/Anchors.md (\(anchors.count) anchor variants; not found: \(missing.isEmpty ? "none" : missing.joined(separator: ", ")))"
    )
} catch {
    FileHandle.standardError.write(Data("anchors: \(error)\n".utf8))
    exit(1)
}
