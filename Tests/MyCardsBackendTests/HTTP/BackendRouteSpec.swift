import Nimble
import Testing

@testable import MyCardsBackend

@Suite("BackendRoute")
struct BackendRouteSpec {
    @Suite("when the path names a resource")
    struct Known {
        @Test(
            "recognises it",
            arguments: [
                ("/cards.json", BackendRoute.cardList),
                ("/cards", .cardUpload),
                ("/cards/6CD41BC5-1E8F", .card(identifier: "6CD41BC5-1E8F")),
                ("/cards/a%20b%2Fc", .card(identifier: "a b/c")),
            ])
        func recognisesIt(path: String, route: BackendRoute) {
            expect(BackendRoute(path: path)).to(equal(route))
        }
    }

    @Suite("when the path names nothing")
    struct Unknown {
        @Test("is nil", arguments: ["/", "", "/cards/", "/cards/a/b", "/card", "/cards.json/x", "/other"])
        func isNil(path: String) {
            expect(BackendRoute(path: path)).to(beNil())
        }
    }

    @Suite("when asked for its method")
    struct Methods {
        @Test("allows one method per resource")
        func allowsOne() {
            expect(BackendRoute.cardList.allowedMethod).to(equal("GET"))
            expect(BackendRoute.cardUpload.allowedMethod).to(equal("POST"))
            expect(BackendRoute.card(identifier: "A").allowedMethod).to(equal("DELETE"))
        }
    }
}
