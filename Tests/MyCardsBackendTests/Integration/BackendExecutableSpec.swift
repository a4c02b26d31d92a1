import Foundation
import Nimble
import Testing

/// The built `mycards-backend` binary, driven over loopback HTTP as the apps and curl would.
@Suite("mycards-backend executable")
struct BackendExecutableSpec {
    private struct Fixture {
        let folder: TemporaryFolder
        let seed: URL
        let data: URL

        init() throws {
            folder = try TemporaryFolder()
            seed = try folder.write(
                CardJSON.text(CardJSON.array(CardJSON.card("A"), CardJSON.card("B"))), to: "seed.json")
            data = folder.file("data.json")
        }

        func start() async throws -> (BackendProcess, LoopbackClient) {
            let (backend, url) = try await BackendProcess.start(data: data, seed: seed, in: folder)
            return (backend, LoopbackClient(baseURL: url))
        }
    }

    @Suite("when started with a seed")
    struct Seeded {
        @Test("serves the seed's cards as JSON")
        func servesSeed() async throws {
            let (backend, client) = try await Fixture().start()

            let reply = try await client.send("GET", "/cards.json")
            _ = try await backend.stop()

            expect(reply.status).to(equal(200))
            expect(reply.contentType).to(equal("application/json"))
            expect(CardJSON.identifiers(in: reply.body)).to(equal(["A", "B"]))
        }
    }

    @Suite("when cards are posted")
    struct Posting {
        @Test("serves them on the next GET")
        func servesThem() async throws {
            let (backend, client) = try await Fixture().start()

            let post = try await client.send("POST", "/cards", body: CardJSON.array(CardJSON.card("C")))
            let reply = try await client.send("GET", "/cards.json")
            _ = try await backend.stop()

            expect(post.status).to(equal(200))
            expect(post.text).to(equal("{\"upserted\":1}\n"))
            expect(CardJSON.identifiers(in: reply.body)).to(equal(["A", "B", "C"]))
        }

        @Test("keeps them in the data file across a restart")
        func keepsThem() async throws {
            let fixture = try Fixture()
            let (first, client) = try await fixture.start()
            _ = try await client.send("POST", "/cards", body: CardJSON.array(CardJSON.card("C")))
            _ = try await first.stop()

            let (second, restarted) = try await fixture.start()
            let reply = try await restarted.send("GET", "/cards.json")
            _ = try await second.stop()

            expect(CardJSON.identifiers(in: reply.body)).to(equal(["A", "B", "C"]))
        }

        @Test("answers 400 with a JSON error when the body is not JSON")
        func rejectsBadJSON() async throws {
            let (backend, client) = try await Fixture().start()

            let reply = try await client.send("POST", "/cards", body: Data("[{\"identifier\":".utf8))
            _ = try await backend.stop()

            expect(reply.status).to(equal(400))
            expect(reply.text).to(equal("{\"error\":\"The body is not valid JSON.\"}\n"))
        }
    }

    @Suite("when a card is deleted")
    struct Deleting {
        @Test("no longer serves it")
        func dropsIt() async throws {
            let (backend, client) = try await Fixture().start()

            let delete = try await client.send("DELETE", "/cards/A")
            let reply = try await client.send("GET", "/cards.json")
            _ = try await backend.stop()

            expect(delete.status).to(equal(200))
            expect(CardJSON.identifiers(in: reply.body)).to(equal(["B"]))
        }
    }

    @Suite("when the path is unknown")
    struct UnknownPath {
        @Test("answers 404 with a JSON error")
        func answers404() async throws {
            let (backend, client) = try await Fixture().start()

            let reply = try await client.send("GET", "/nothing/here")
            _ = try await backend.stop()

            expect(reply.status).to(equal(404))
            expect(reply.contentType).to(equal("application/json"))
        }
    }

    @Suite("when it receives SIGTERM")
    struct Terminated {
        @Test("exits with status 0 and logs the requests it served")
        func exitsCleanly() async throws {
            let (backend, client) = try await Fixture().start()
            _ = try await client.send("GET", "/cards.json")

            let status = try await backend.stop()

            expect(status).to(equal(0))
            expect(backend.errors).to(contain("GET /cards.json 200"))
        }
    }

    @Suite("when the data file is corrupt")
    struct CorruptData {
        @Test("exits 65 with one line on stderr and leaves the file alone")
        func refusesToStart() async throws {
            let fixture = try Fixture()
            _ = try fixture.folder.write("[{\"identifier\": ", to: "data.json")
            let backend = try BackendProcess(
                arguments: ["--port", "0", "--data", fixture.data.path, "--seed", fixture.seed.path],
                in: fixture.folder)

            let status = try await backend.waitForExit()

            expect(status).to(equal(65))
            expect(backend.errors.split(separator: "\n").last)
                .to(equal("mycards-backend: \(BackendStartupErrorText.corrupt(fixture.data.path))"))
            expect(try String(contentsOf: fixture.data, encoding: .utf8)).to(equal("[{\"identifier\": "))
        }
    }
}

private enum BackendStartupErrorText {
    static func corrupt(_ path: String) -> String {
        "The data file \(path) is not a valid cards array (The body is not valid JSON.) It was left untouched."
    }
}
