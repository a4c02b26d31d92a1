import Foundation
import Nimble
import Testing

@testable import MyCardsBackend

@Suite("BackendRoutes")
struct BackendRoutesSpec {
    private static func routes(
        _ identifiers: [String] = ["A", "B"],
        writer: any FileWriting = InMemoryFileWriter()
    ) -> (BackendRoutes, BackendStore) {
        let store = BackendStore(
            collection: CardCollection(records: identifiers.map { CardJSON.record($0) }),
            fileURL: URL(fileURLWithPath: "/data/cards.json"),
            writer: writer)
        return (BackendRoutes(store: store), store)
    }

    private static func json(_ response: BackendResponse) -> [String: String]? {
        try? JSONSerialization.jsonObject(with: response.body) as? [String: String]
    }

    @Suite("when the cards are fetched")
    struct Fetching {
        @Test("answers 200 with the stored array")
        func answersArray() async {
            let (routes, store) = BackendRoutesSpec.routes()

            let response = await routes.respond(to: BackendRequest(method: "GET", path: "/cards.json"))

            expect(response.status).to(equal(.ok))
            let served = await store.cardsJSON()
            expect(response.body).to(equal(served))
        }
    }

    @Suite("when cards are posted")
    struct Posting {
        @Test("answers 200 with the number upserted")
        func answersCount() async {
            let (routes, _) = BackendRoutesSpec.routes()
            let body = CardJSON.array(CardJSON.card("B"), CardJSON.card("C"))

            let response = await routes.respond(to: BackendRequest(method: "POST", path: "/cards", body: body))

            expect(response.status).to(equal(.ok))
            expect(CardJSON.text(response.body)).to(equal("{\"upserted\":2}\n"))
        }

        @Test("stores them")
        func storesThem() async {
            let (routes, store) = BackendRoutesSpec.routes()

            _ = await routes.respond(
                to: BackendRequest(method: "POST", path: "/cards", body: CardJSON.array(CardJSON.card("C"))))

            let served = await store.cardsJSON()
            expect(CardJSON.identifiers(in: served)).to(equal(["A", "B", "C"]))
        }

        @Test(
            "answers 400 with the reason when the body is not an array of cards",
            arguments: ["nope", "{}", "[1]", #"[{"name": "x"}]"#, #"[{"identifier": "C", "front": 1}]"#, ""])
        func rejectsBadBody(body: String) async {
            let (routes, store) = BackendRoutesSpec.routes()

            let response = await routes.respond(
                to: BackendRequest(method: "POST", path: "/cards", body: Data(body.utf8)))

            expect(response.status).to(equal(.badRequest))
            expect(BackendRoutesSpec.json(response)?["error"]).toNot(beNil())
            let served = await store.cardsJSON()
            expect(CardJSON.identifiers(in: served)).to(equal(["A", "B"]))
        }

        @Test("answers 500 when the cards cannot be saved")
        func reportsSaveFailure() async {
            let (routes, _) = BackendRoutesSpec.routes(writer: FailingFileWriter())

            let response = await routes.respond(
                to: BackendRequest(method: "POST", path: "/cards", body: CardJSON.array(CardJSON.card("C"))))

            expect(response.status).to(equal(.internalServerError))
            expect(BackendRoutesSpec.json(response)?["error"])
                .to(equal(BackendStoreError.saveFailed(FailingFileWriter.error).message))
        }
    }

    @Suite("when a card is deleted")
    struct Deleting {
        @Test("answers 200 naming the card, which is gone")
        func deletesIt() async {
            let (routes, store) = BackendRoutesSpec.routes()

            let response = await routes.respond(to: BackendRequest(method: "DELETE", path: "/cards/A"))

            expect(response.status).to(equal(.ok))
            expect(BackendRoutesSpec.json(response)).to(equal(["deleted": "A"]))
            let served = await store.cardsJSON()
            expect(CardJSON.identifiers(in: served)).to(equal(["B"]))
        }

        @Test("answers 404 when there is no such card")
        func answers404() async {
            let (routes, _) = BackendRoutesSpec.routes()

            let response = await routes.respond(to: BackendRequest(method: "DELETE", path: "/cards/Z"))

            expect(response.status).to(equal(.notFound))
            expect(BackendRoutesSpec.json(response)).to(equal(["error": "There is no card with identifier Z."]))
        }

        @Test("answers 500 when the change cannot be saved")
        func reportsSaveFailure() async {
            let (routes, _) = BackendRoutesSpec.routes(writer: FailingFileWriter())

            let response = await routes.respond(to: BackendRequest(method: "DELETE", path: "/cards/A"))

            expect(response.status).to(equal(.internalServerError))
        }
    }

    @Suite("when the path is unknown")
    struct UnknownPath {
        @Test("answers 404 with a JSON error")
        func answers404() async {
            let (routes, _) = BackendRoutesSpec.routes()

            let response = await routes.respond(to: BackendRequest(method: "GET", path: "/admin/x"))

            expect(response.status).to(equal(.notFound))
            expect(BackendRoutesSpec.json(response)).to(equal(["error": "There is nothing at /admin/x."]))
        }
    }

    @Suite("when the method does not fit the resource")
    struct WrongMethod {
        @Test(
            "answers 405 naming the allowed method",
            arguments: [("POST", "/cards.json", "GET"), ("GET", "/cards", "POST"), ("GET", "/cards/A", "DELETE")])
        func answers405(method: String, path: String, allowed: String) async {
            let (routes, _) = BackendRoutesSpec.routes()

            let response = await routes.respond(to: BackendRequest(method: method, path: path))

            expect(response.status).to(equal(.methodNotAllowed))
            expect(response.allowedMethod).to(equal(allowed))
            expect(BackendRoutesSpec.json(response)?["error"]).to(equal("This resource only accepts \(allowed)."))
        }
    }
}
