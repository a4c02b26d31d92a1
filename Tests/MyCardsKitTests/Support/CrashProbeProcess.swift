import Foundation

/// `mycards-crash-probe`, built next to the test bundle, run as a child process.
enum CrashProbeProcess {
    struct NotBuilt: Error, CustomStringConvertible {
        let searched: [String]
        var description: String { "mycards-crash-probe not found in \(searched)" }
    }

    /// Starts `save STORE COUNT`; its output collects in `output` as the saves are acknowledged.
    static func startSaving(store: URL, count: Int, output: Pipe) throws -> Process {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = ["save", store.path, String(count)]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Starts `contend STORE NAME COUNT`: one of two processes writing the store at once.
    static func startContending(store: URL, name: String, operations: Int, output: Pipe) throws -> Process {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = ["contend", store.path, name, String(operations)]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs `check STORE` to the end and answers its lines.
    static func check(store: URL) throws -> [String] {
        let process = Process()
        let output = Pipe()
        process.executableURL = try binary()
        process.arguments = ["check", store.path]
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    private static func binary() throws -> URL {
        let start = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let candidates = (1...4).map { level in
            (0..<level).reduce(start) { url, _ in url.deletingLastPathComponent() }
                .appendingPathComponent("mycards-crash-probe")
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotBuilt(searched: candidates.map(\.path))
        }
        return found
    }
}
