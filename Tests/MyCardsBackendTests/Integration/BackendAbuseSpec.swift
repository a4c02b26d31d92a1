import Foundation
import MyCardsTestSupport
import Nimble
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The built `mycards-backend` under load and abuse: concurrent clients, stalled clients, hostile paths and
/// kills in the middle of a write.
@Suite("mycards-backend under abuse")
struct BackendAbuseSpec {
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

    @Suite("when an identifier is hostile")
    struct HostileIdentifiers {
        static let paths = [
            "/cards/a%2Fb", "/cards/..", "/cards/%2E%2E", "/cards/%2E%2E%2Fcards.json", "/cards/a%00b",
            "/cards/" + String(repeating: "x", count: 10_000), "/cards/a/b", "/cards//", "/cards/%",
        ]

        @Test("answers a delete with 4xx and keeps every card", arguments: paths)
        func answersClientError(path: String) async throws {
            let (backend, client) = try await Fixture().start()

            let reply = try await client.send("DELETE", path)
            let cards = try await client.send("GET", "/cards.json")
            _ = try await backend.stop()

            expect(reply.status).to(beGreaterThanOrEqualTo(400))
            expect(reply.status).to(beLessThan(500))
            expect(CardJSON.identifiers(in: cards.body)).to(equal(["A", "B"]))
        }
    }

    @Suite("when 1,000 requests arrive at once")
    struct Load {
        @Test("loses no upsert and answers every request")
        func losesNothing() async throws {
            let (backend, client) = try await Fixture().start()
            let posted = (0..<500).map { "P\($0)" }

            let statuses = try await Self.send(posted: posted, to: client)
            let cards = try await client.send("GET", "/cards.json")
            _ = try await backend.stop()

            expect(statuses.filter { $0 == 200 }.count).to(equal(750))
            expect(statuses.filter { $0 == 404 }.count).to(equal(250))
            expect(Set(CardJSON.identifiers(in: cards.body) ?? [])).to(equal(Set(["A", "B"] + posted)))
        }

        /// 500 posts of one new card each, 250 reads and 250 deletes of cards that do not exist, interleaved,
        /// at most 64 in flight at a time.
        private static func send(posted: [String], to client: LoopbackClient) async throws -> [Int] {
            let requests: [(String, String, Data?)] = (0..<1_000).map { index in
                switch index % 4 {
                case 0, 2: ("POST", "/cards", CardJSON.array(CardJSON.card(posted[index / 2])))
                case 1: ("GET", "/cards.json", nil)
                default: ("DELETE", "/cards/missing\(index)", nil)
                }
            }
            let session = URLSession(configuration: .loadTest)
            defer { session.finishTasksAndInvalidate() }
            return try await withThrowingTaskGroup(of: Int.self) { group in
                var statuses: [Int] = []
                for (offset, request) in requests.enumerated() {
                    if offset >= 64, let status = try await group.next() { statuses.append(status) }
                    group.addTask {
                        try await client.send(request.0, request.1, body: request.2, session: session).status
                    }
                }
                for try await status in group { statuses.append(status) }
                return statuses
            }
        }
    }

    @Suite("when a client never finishes its body")
    struct StalledBody {
        @Test("others are still served")
        func othersServed() async throws {
            let (backend, client) = try await Fixture().start()
            let stalled = try (0..<8).map { _ in try StalledClient(baseURL: client.baseURL) }

            let reply = try await client.send("GET", "/cards.json")
            let post = try await client.send("POST", "/cards", body: CardJSON.array(CardJSON.card("C")))
            _ = try await backend.stop()

            expect(stalled.count).to(equal(8))
            expect(reply.status).to(equal(200))
            expect(post.status).to(equal(200))
        }
    }

    @Suite("when killed in the middle of writes")
    struct KilledWhileWriting {
        @Test("leaves a data file that is whole JSON holding the seed, 100 kills in a row")
        func dataFileStaysWhole() async throws {
            let fixture = try Fixture()
            var whole = 0
            var acknowledged: [String] = []
            var kept: Set<String> = []
            for round in 0..<100 {
                let (backend, client) = try await fixture.start()
                let writes = Task { await Self.postUntilRefused(round: round, to: client) }
                try await Task.sleep(for: .milliseconds(Int.random(in: 2...20)))
                kill(backend.process.processIdentifier, SIGKILL)
                acknowledged += await writes.value
                _ = try await backend.waitForExit()
                let identifiers = CardJSON.identifiers(in: try Data(contentsOf: fixture.data)) ?? []
                if identifiers.starts(with: ["A", "B"]) { whole += 1 }
                kept = Set(identifiers)
            }
            let lost = acknowledged.filter { !kept.contains($0) }
            ReliabilityFigures.report(
                "backend kill test: \(whole) of 100 SIGKILLs during writes survived (data file whole); "
                    + "\(acknowledged.count) acknowledged writes, \(lost.count) lost")

            expect(whole).to(equal(100))
            expect(acknowledged).toNot(beEmpty())
            expect(lost).to(beEmpty())
        }

        /// Posts one new card after another until the backend is gone; answers those it acknowledged.
        private static func postUntilRefused(round: Int, to client: LoopbackClient) async -> [String] {
            var acknowledged: [String] = []
            for index in 0... {
                let identifier = "K\(round)-\(index)"
                let reply = try? await client.send("POST", "/cards", body: CardJSON.array(CardJSON.card(identifier)))
                guard reply?.status == 200 else { break }
                acknowledged.append(identifier)
            }
            return acknowledged
        }
    }
}

extension URLSessionConfiguration {
    /// Enough connections for the load test, and no cache between requests.
    fileprivate static var loadTest: URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 64
        configuration.timeoutIntervalForRequest = 30
        return configuration
    }
}
