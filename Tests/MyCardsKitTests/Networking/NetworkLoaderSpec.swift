import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@MainActor
@Suite("NetworkLoader")
struct NetworkLoaderSpec {
    private let baseURL = URL(string: "http://backend.test:8000")!

    private func makeLoader(session: StubNetworkSession) -> NetworkLoader {
        NetworkLoader(baseURL: baseURL, session: session, logger: .silent)
    }

    @MainActor
    @Suite("when cards are downloaded")
    struct Downloading {
        private let spec = NetworkLoaderSpec()

        @Test("asks for GET cards.json as JSON")
        func requestsCardsJSON() async {
            let session = StubNetworkSession(body: Data("[]".utf8))
            let loader = spec.makeLoader(session: session)

            _ = await networkOutcome { try await loader.download() }

            let request = session.requests.first
            expect(request?.url.absoluteString).to(equal("http://backend.test:8000/cards.json"))
            expect(request?.method).to(equal(.get))
            expect(request?.value(forField: "accept")).to(equal("application/json"))
        }

        @Test("answers the parsed cards")
        func deliversCards() async {
            let body = Data(#"[{"identifier":"A","name":"Alpha","front":"","back":null}]"#.utf8)
            let loader = spec.makeLoader(session: StubNetworkSession(body: body))

            let result = await networkOutcome { try await loader.download() }

            expect(result).to(equal(.success(ParsedCards(cards: [Card(identifier: "A", name: "Alpha")]))))
        }

        @Test("reports an HTTP error status by its code")
        func reportsStatus() async {
            let loader = spec.makeLoader(session: StubNetworkSession(status: 500))

            let result = await networkOutcome { try await loader.download() }

            expect(result).to(equal(.failure(.httpStatus(500))))
            expect(try? result.get()).to(beNil())
        }

        @Test("reports a body that is not JSON as invalid data")
        func reportsInvalidData() async {
            let loader = spec.makeLoader(session: StubNetworkSession(body: Data("<html>".utf8)))

            let result = await networkOutcome { try await loader.download() }

            expect(result).to(equal(.failure(.invalidData(detail: "the data is not valid JSON"))))
        }

        @Test("reports a refused connection as unreachable")
        func reportsUnreachable() async {
            let loader = spec.makeLoader(
                session: StubNetworkSession(error: .unreachable(detail: "connect: Connection refused (111)")))

            let result = await networkOutcome { try await loader.download() }

            expect(result.failureMessage).to(equal("the backend is unreachable"))
        }

        @Test("reports a silent backend as timed out")
        func reportsTimeout() async {
            let loader = spec.makeLoader(session: StubNetworkSession(error: .timedOut))

            let result = await networkOutcome { try await loader.download() }

            expect(result).to(equal(.failure(.timedOut)))
        }
    }

    @MainActor
    @Suite("when cards are uploaded")
    struct Uploading {
        private let spec = NetworkLoaderSpec()

        @Test("posts them as a JSON array to /cards")
        func postsArray() async throws {
            let session = StubNetworkSession(body: Data(#"{"upserted":1}"#.utf8))
            let loader = spec.makeLoader(session: session)

            _ = await networkOutcome { try await loader.upload([Card(identifier: "A", name: "Alpha")]) }

            let request = try #require(session.requests.first)
            let body = try #require(request.body)
            let parsed = try CardParser().parse(body)
            expect(request.url.path).to(equal("/cards"))
            expect(request.method).to(equal(.post))
            expect(request.value(forField: "Content-Type")).to(equal("application/json"))
            expect(parsed.cards.map(\.identifier)).to(equal(["A"]))
        }

        @Test("succeeds on a 2xx answer whatever its body")
        func succeeds() async {
            let loader = spec.makeLoader(session: StubNetworkSession(status: 201))

            let result = await networkOutcome { try await loader.upload([]) }

            expect(result.failureMessage).to(equal(""))
        }

        @Test("fails with the status of a 4xx answer")
        func failsOnStatus() async {
            let loader = spec.makeLoader(session: StubNetworkSession(status: 400))

            let result = await networkOutcome { try await loader.upload([]) }

            expect(result.failureMessage).to(equal("the backend answered 400"))
        }
    }

    @MainActor
    @Suite("when a card is deleted")
    struct Deleting {
        private let spec = NetworkLoaderSpec()

        @Test("sends DELETE to /cards/<identifier>, escaping the identifier")
        func sendsDelete() async throws {
            let session = StubNetworkSession(status: 200)
            let loader = spec.makeLoader(session: session)

            _ = await networkOutcome { try await loader.delete(identifier: "A B/C") }

            let request = try #require(session.requests.first)
            expect(request.method).to(equal(.delete))
            expect(request.url.absoluteString).to(equal("http://backend.test:8000/cards/A%20B%2FC"))
        }

        @Test("counts a card the backend does not have (404) as deleted")
        func countsNotFoundAsDeleted() async {
            let loader = spec.makeLoader(session: StubNetworkSession(status: 404))

            let result = await networkOutcome { try await loader.delete(identifier: "A") }

            expect(result.failureMessage).to(equal(""))
        }

        @Test("reports another refusal by its status")
        func reportsOtherStatus() async {
            let loader = spec.makeLoader(session: StubNetworkSession(status: 500))

            let result = await networkOutcome { try await loader.delete(identifier: "A") }

            expect(result.failureMessage).to(equal("the backend answered 500"))
        }
    }
}

extension Result where Failure == NetworkError {
    /// The failure's user-facing message, or "" for a success: lets one matcher cover Void results.
    var failureMessage: String {
        switch self {
        case .success: ""
        case .failure(let error): error.message
        }
    }
}
