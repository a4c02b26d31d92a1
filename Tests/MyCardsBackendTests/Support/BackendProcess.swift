import Foundation
import MyCardsTestSupport

/// The real `mycards-backend` binary, run as a child process.
final class BackendProcess: @unchecked Sendable {
    enum Failure: Error, CustomStringConvertible {
        case binaryNotFound([String])
        case timedOut(String, stderr: String)

        var description: String {
            switch self {
            case .binaryNotFound(let places): "mycards-backend not found in \(places)"
            case .timedOut(let what, let stderr): "timed out waiting for \(what); stderr: \(stderr)"
            }
        }
    }

    let process = Process()
    /// Kept alive as long as the process may use it.
    private let folder: TemporaryFolder
    private let standardOutput: ChildOutputFile
    private let standardError: ChildOutputFile

    init(arguments: [String], in folder: TemporaryFolder) throws {
        self.folder = folder
        standardOutput = try ChildOutputFile("backend.out", in: folder.url)
        standardError = try ChildOutputFile("backend.err", in: folder.url)
        process.executableURL = try Self.binaryURL()
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        process.standardOutput = standardOutput.handle
        process.standardError = standardError.handle
        try process.run()
    }

    var output: String { standardOutput.text }
    var errors: String { standardError.text }

    /// Starts the backend on a free loopback port and answers its base URL once it listens.
    static func start(data: URL, seed: URL, in folder: TemporaryFolder) async throws -> (BackendProcess, String) {
        let backend = try BackendProcess(
            arguments: ["--port", "0", "--data", data.path, "--seed", seed.path], in: folder)
        let prefix = "mycards-backend listening on "
        let line = try await backend.poll("the listening line") {
            backend.output.split(separator: "\n").first { $0.hasPrefix(prefix) }
        }
        return (backend, String(line.dropFirst(prefix.count)))
    }

    func stop() async throws -> Int32 {
        if process.isRunning { process.terminate() }
        return try await waitForExit()
    }

    func waitForExit() async throws -> Int32 {
        try await poll("the process to exit") { process.isRunning ? nil : process.terminationStatus }
    }

    /// Polls with a deadline: the child process runs on its own clock.
    private func poll<T>(_ what: String, _ probe: () -> T?) async throws -> T {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            if let value = probe() { return value }
            try await Task.sleep(for: .milliseconds(20))
        }
        if process.isRunning { process.interrupt() }
        throw Failure.timedOut(what, stderr: errors)
    }

    /// Next to the test bundle, where SwiftPM puts every product of the package.
    private static func binaryURL() throws -> URL {
        var starts: [URL] = [URL(fileURLWithPath: CommandLine.arguments[0]), Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL { starts.insert(executable, at: 0) }
        let candidates = starts.flatMap { start in
            (1...4).map { level in
                (0..<level).reduce(start) { url, _ in url.deletingLastPathComponent() }
                    .appendingPathComponent("mycards-backend")
            }
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw Failure.binaryNotFound(candidates.map(\.path))
        }
        return found
    }
}
