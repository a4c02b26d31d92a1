import ArgumentParser
import Foundation
import Logging

/// `mycards-backend`: the mock backend the My Cards apps download from and upload to.
@main
struct BackendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mycards-backend",
        abstract: "Serves the My Cards wire format: GET /cards.json, POST /cards, DELETE /cards/<id>.",
        discussion: """
            Cards are kept in the data file, written atomically after every change. On the first start the \
            data file is seeded from --seed. Exit codes: 64 bad arguments, 65 invalid data or seed file, \
            66 unreadable file, 69 cannot listen, 73 cannot write the data file.
            """,
        version: "1.0.0"
    )

    @Option(help: "The port to listen on; 0 picks a free one (printed on stdout).")
    var port = 8000

    @Option(help: "The address to bind: an IPv4 or IPv6 address, or localhost.")
    var host = "127.0.0.1"

    @Option(help: "The JSON file the cards are kept in.")
    var data = ".mycards-backend.json"

    @Option(help: "The cards.json to start from when the data file does not exist yet.")
    var seed = "cards.json"

    func validate() throws {
        do {
            _ = try ListenAddress(host: host, port: port)
        } catch {
            throw ValidationError(error.message)
        }
    }

    func run() async throws {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let logger = Logger(label: "mycards-backend")
        do {
            let address = try ListenAddress(host: host, port: port)
            let store = try await BackendBootstrap(
                dataURL: URL(fileURLWithPath: data),
                seedURL: URL(fileURLWithPath: seed),
                writer: AtomicFileWriter(),
                logger: logger
            ).makeStore()
            let handler = BackendHTTPHandler(routes: BackendRoutes(store: store), logger: logger)
            let server = BackendServer(address: address, handler: handler, logger: logger)
            try await server.run(until: ProcessSignals()) { url in
                Self.announce("mycards-backend listening on \(url)")
            }
        } catch {
            FileHandle.standardError.write(Data("mycards-backend: \(error.message)\n".utf8))
            throw ExitCode(error.exitCode)
        }
    }

    /// Tests and scripts wait for this line, so it must not sit in a pipe buffer.
    private static func announce(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
