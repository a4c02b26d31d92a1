import Foundation
import MyCardsKit
import Nimble
import Testing

@MainActor
@Suite("NetworkLoader")
struct NetworkLoaderSpec {
    private let baseURL = URL(string: "http://backend.test:8000")!

    private func makeLoader(session: StubNetworkSession) -> NetworkLoader {
        NetworkLoader(baseURL: baseURL, session: session, main: ImmediateDispatcher(), logger: .silent)
    }

    @MainActor
    @Suite("when cards are downloaded")
    struct Downloading {
        private let spec = NetworkLoaderSpec()

        @Test("asks for GET cards.json as JSON")
        func requestsCardsJSON() {
            let session = StubNetworkSession(body: Data("[]".utf8))
            let loader = spec.makeLoader(session: session)

            loader.download { _ in }

            let request = session.requests.first
            expect(request?.url.absoluteString).to(equal("http://backend.test:8000/cards.json"))
            expect(request?.method).to(equal(.get))
            expect(request?.value(forField: "accept")).to(equal("application/json"))
        }

        @Test("hands the parsed cards to the completion")
        func deliversCards() {
            let body = Data(#"[{"identifier":"A","name":"Alpha","front":"","back":null}]"#.utf8)
            let recorder = Recorder<Result<ParsedCards, NetworkError>>()
            let loader = spec.makeLoader(session: StubNetworkSession(body: body))

            loader.download(completion: recorder.record)

            expect(recorder.last).to(equal(.success(ParsedCards(cards: [Card(identifier: "A", name: "Alpha")]))))
        }

        @Test("reports an HTTP error status by its code")
        func reportsStatus() {
            let recorder = Recorder<Result<ParsedCards, NetworkError>>()
            let loader = spec.makeLoader(session: StubNetworkSession(status: 500))

            loader.download(completion: recorder.record)

            expect(recorder.last).to(equal(.failure(.httpStatus(500))))
            expect(recorder.last.flatMap { try? $0.get() }).to(beNil())
        }

        @Test("reports a body that is not JSON as invalid data")
        func reportsInvalidData() {
            let recorder = Recorder<Result<ParsedCards, NetworkError>>()
            let loader = spec.makeLoader(session: StubNetworkSession(body: Data("<html>".utf8)))

            loader.download(completion: recorder.record)

            expect(recorder.last).to(equal(.failure(.invalidData(detail: "the data is not valid JSON"))))
        }

        @Test("reports a refused connection as unreachable")
        func reportsUnreachable() {
            let recorder = Recorder<Result<ParsedCards, NetworkError>>()
            let loader = spec.makeLoader(
                session: StubNetworkSession(error: .unreachable(detail: "connect: Connection refused (111)")))

            loader.download(completion: recorder.record)

            expect(recorder.values.count).to(equal(1))
            expect(recorder.last.map(\.failureMessage)).to(equal("the backend is unreachable"))
        }

        @Test("reports a silent backend as timed out")
        func reportsTimeout() {
            let recorder = Recorder<Result<ParsedCards, NetworkError>>()
            let loader = spec.makeLoader(session: StubNetworkSession(error: .timedOut))

            loader.download(completion: recorder.record)

            expect(recorder.last).to(equal(.failure(.timedOut)))
        }
    }

    @MainActor
    @Suite("when cards are uploaded")
    struct Uploading {
        private let spec = NetworkLoaderSpec()

        @Test("posts them as a JSON array to /cards")
        func postsArray() throws {
            let session = StubNetworkSession(body: Data(#"{"upserted":1}"#.utf8))
            let loader = spec.makeLoader(session: session)

            loader.upload([Card(identifier: "A", name: "Alpha")]) { _ in }

            let request = try #require(session.requests.first)
            let body = try #require(request.body)
            let parsed = try CardParser().parse(body)
            expect(request.url.path).to(equal("/cards"))
            expect(request.method).to(equal(.post))
            expect(request.value(forField: "Content-Type")).to(equal("application/json"))
            expect(parsed.cards.map(\.identifier)).to(equal(["A"]))
        }

        @Test("succeeds on a 2xx answer whatever its body")
        func succeeds() {
            let recorder = Recorder<Result<Void, NetworkError>>()
            let loader = spec.makeLoader(session: StubNetworkSession(status: 201))

            loader.upload([]) { recorder.record($0) }

            expect(recorder.values.count).to(equal(1))
            expect(recorder.last.map(\.failureMessage)).to(equal(""))
        }

        @Test("fails with the status of a 4xx answer")
        func failsOnStatus() {
            let recorder = Recorder<Result<Void, NetworkError>>()
            let loader = spec.makeLoader(session: StubNetworkSession(status: 400))

            loader.upload([]) { recorder.record($0) }

            expect(recorder.last.map(\.failureMessage)).to(equal("the backend answered 400"))
        }
    }

    @MainActor
    @Suite("when a card is deleted")
    struct Deleting {
        private let spec = NetworkLoaderSpec()

        @Test("sends DELETE to /cards/<identifier>, escaping the identifier")
        func sendsDelete() throws {
            let session = StubNetworkSession(status: 200)
            let loader = spec.makeLoader(session: session)

            loader.delete(identifier: "A B/C") { _ in }

            let request = try #require(session.requests.first)
            expect(request.method).to(equal(.delete))
            expect(request.url.absoluteString).to(equal("http://backend.test:8000/cards/A%20B%2FC"))
        }

        @Test("counts a card the backend does not have (404) as deleted")
        func countsNotFoundAsDeleted() {
            let recorder = Recorder<Result<Void, NetworkError>>()
            let loader = spec.makeLoader(session: StubNetworkSession(status: 404))

            loader.delete(identifier: "A") { recorder.record($0) }

            expect(recorder.last.map(\.failureMessage)).to(equal(""))
        }

        @Test("reports another refusal by its status")
        func reportsOtherStatus() {
            let recorder = Recorder<Result<Void, NetworkError>>()
            let loader = spec.makeLoader(session: StubNetworkSession(status: 500))

            loader.delete(identifier: "A") { recorder.record($0) }

            expect(recorder.last.map(\.failureMessage)).to(equal("the backend answered 500"))
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
