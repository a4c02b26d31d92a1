import Foundation
import MyCardsTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real `mycards-backend`, on a free loopback port, seeded from the sandbox's three cards.
final class Backend: @unchecked Sendable {
    private static let listeningPrefix = "mycards-backend listening on "

    let url: String
    private let process: Process
    private let dataFile: URL
    private let output: ChildOutputFile
    private let errors: ChildOutputFile

    private init(url: String, process: Process, dataFile: URL, output: ChildOutputFile, errors: ChildOutputFile) {
        self.url = url
        self.process = process
        self.dataFile = dataFile
        self.output = output
        self.errors = errors
    }

    deinit {
        // A paused backend would not act on SIGTERM until it is let go on.
        resume()
        if process.isRunning { process.terminate() }
    }

    static func start(in sandbox: Sandbox) async throws -> Backend {
        guard let binary = BuildProducts.executable(named: "mycards-backend") else {
            throw HarnessError.binaryMissing(
                name: "mycards-backend", searched: BuildProducts.candidates(for: "mycards-backend").map(\.path))
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = [
            "--port", "0", "--data", sandbox.backendData.path, "--seed", sandbox.backendSeed.path,
        ]
        process.currentDirectoryURL = sandbox.root
        let output = try ChildOutputFile("backend.out", in: sandbox.root)
        let errors = try ChildOutputFile("backend.err", in: sandbox.root)
        process.standardOutput = output.handle
        process.standardError = errors.handle
        try process.run()

        let line = try await Poll.until(timeout: .seconds(30)) {
            output.text.split(separator: "\n").first { $0.hasPrefix(listeningPrefix) }
        }
        guard let line else {
            if process.isRunning { process.terminate() }
            throw HarnessError.backendDidNotStart(errors: errors.text)
        }
        return Backend(
            url: String(line.dropFirst(listeningPrefix.count)), process: process, dataFile: sandbox.backendData,
            output: output, errors: errors)
    }

    var isRunning: Bool { process.isRunning }
    var standardError: String { errors.text }

    /// What the backend has saved: its data file, which it replaces atomically after every change.
    func storedCards() throws -> [WireCard] {
        try WireCard.decodeArray(Data(contentsOf: dataFile))
    }

    /// Uploads and deletes run in the app's background: poll the data file until it shows what is expected.
    @discardableResult
    func waitForStoredCards(
        _ what: String, timeout: Duration = Poll.defaultTimeout, until condition: ([WireCard]) -> Bool
    ) async throws -> [WireCard] {
        let found = try await Poll.until(timeout: timeout) {
            (try? storedCards()).flatMap { condition($0) ? $0 : nil }
        }
        guard let found else {
            let names = (try? storedCards().map(\.name)) ?? []
            throw HarnessError.timedOut(waitingFor: "the backend to hold \(what)", screen: "backend cards: \(names)")
        }
        return found
    }

    /// `GET /cards.json`, as the apps see it.
    func fetchCards() async throws -> [WireCard] {
        guard let endpoint = URL(string: url + "/cards.json") else { return [] }
        let (data, _) = try await URLSession.shared.data(from: endpoint)
        return try WireCard.decodeArray(data)
    }

    /// Freezes the backend (SIGSTOP): connections are still accepted by the kernel, but nothing is answered until
    /// `resume`. A journey holds an upload out this way for as long as it needs.
    func pause() {
        if process.isRunning { kill(process.processIdentifier, SIGSTOP) }
    }

    /// Lets a paused backend go on (SIGCONT); does nothing to one that runs.
    func resume() {
        if process.isRunning { kill(process.processIdentifier, SIGCONT) }
    }

    /// Ends the backend at once (SIGKILL), paused or not: a request it held is reset unanswered.
    func crash() async throws {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        _ = try await Poll.until(timeout: .seconds(10)) { process.isRunning ? nil : true }
    }

    /// Ends the backend (SIGTERM) and waits for it, so a journey can take the network away mid-way.
    func stop() async throws {
        if process.isRunning { process.terminate() }
        _ = try await Poll.until(timeout: .seconds(10)) { process.isRunning ? nil : true }
    }
}
