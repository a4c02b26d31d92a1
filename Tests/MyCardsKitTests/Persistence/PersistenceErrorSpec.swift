import Nimble
import Testing

@testable import MyCardsKit

@Suite("PersistenceError")
struct PersistenceErrorSpec {
    @Suite("when shown to the user")
    struct Messages {
        @Test(
            "says what went wrong in a short sentence",
            arguments: [
                (PersistenceError.cannotOpen(detail: "x"), "the card store cannot be opened"),
                (.notADatabase, "the card store file is not a database"),
                (.readOnly(detail: "x"), "the card store is read-only"),
                (.readFailed(detail: "x"), "the cards cannot be read"),
                (.writeFailed(detail: "x"), "the cards cannot be saved"),
                (.corruptRecord(detail: "x"), "a stored card is damaged"),
            ])
        func message(error: PersistenceError, expected: String) {
            let message = error.message

            expect(message).to(equal(expected))
        }
    }

    @Suite("when logged")
    struct Details {
        @Test("carries the detail it was made with")
        func carriesDetail() {
            let error = PersistenceError.writeFailed(detail: "disk full")

            let detail = error.detail

            expect(detail).to(equal("disk full"))
        }

        @Test("has no detail when not a database")
        func noDetail() {
            let error = PersistenceError.notADatabase

            let detail = error.detail

            expect(detail).to(beNil())
        }
    }
}
