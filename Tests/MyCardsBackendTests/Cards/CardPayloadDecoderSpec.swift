import Foundation
import Nimble
import Testing

@testable import MyCardsBackend

@Suite("CardPayloadDecoder")
struct CardPayloadDecoderSpec {
    private static func decode(_ text: String) -> Result<[CardRecord], CardPayloadError> {
        Result { () throws(CardPayloadError) in try CardPayloadDecoder.records(from: Data(text.utf8)) }
    }

    @Suite("when the body is an array of card objects")
    struct Valid {
        @Test("keeps each object's bytes as received")
        func keepsBytes() throws {
            let text = #"[{"name": "Shop", "identifier": "A", "extra": 1.50}, {"identifier": "B"}]"#

            let records = try CardPayloadDecoderSpec.decode(text).get()

            expect(records).to(
                equal([
                    CardRecord(
                        identifier: "A", json: Data(#"{"name": "Shop", "identifier": "A", "extra": 1.50}"#.utf8)),
                    CardRecord(identifier: "B", json: Data(#"{"identifier": "B"}"#.utf8)),
                ]))
        }

        @Test("accepts null photos, as the wire format reads them")
        func acceptsNullPhotos() throws {
            let records = try CardPayloadDecoderSpec.decode(#"[{"identifier": "A", "front": null, "back": ""}]"#).get()

            expect(records.map(\.identifier)).to(equal(["A"]))
        }
    }

    @Suite("when the body is wrong")
    struct Invalid {
        @Test(
            "names the problem",
            arguments: [
                ("not json", CardPayloadError.notJSON),
                ("", .notJSON),
                ("[1,]", .notJSON),
                (String(repeating: "[", count: 100_000), .notJSON),
                (#"{"identifier": "A"}"#, .notAnArray),
                ("42", .notAnArray),
                (#"[{"identifier": "A"}, "B"]"#, .notAnObject(index: 1)),
                (#"[{"name": "A"}]"#, .missingIdentifier(index: 0)),
                (#"[{"identifier": ""}]"#, .missingIdentifier(index: 0)),
                (#"[{"identifier": 7}]"#, .missingIdentifier(index: 0)),
                (#"[{"identifier": "A", "name": 3}]"#, .notAString(index: 0, key: "name")),
                (#"[{"identifier": "A", "name": null}]"#, .notAString(index: 0, key: "name")),
                (#"[{"identifier": "A", "front": true}]"#, .notAString(index: 0, key: "front")),
                (#"[{"identifier": "A", "back": {}}]"#, .notAString(index: 0, key: "back")),
            ])
        func namesProblem(text: String, expected: CardPayloadError) {
            let result = CardPayloadDecoderSpec.decode(text)

            expect { try result.get() }.to(throwError(expected))
        }
    }

    @Suite("when an error is shown")
    struct Messages {
        @Test("reads as a sentence naming the card")
        func readsAsSentence() {
            expect(CardPayloadError.notAString(index: 2, key: "name").message)
                .to(equal("Card 2 has a name that is not a string."))
            expect(CardPayloadError.missingIdentifier(index: 0).message)
                .to(equal("Card 0 needs a non-empty string identifier."))
            expect(CardPayloadError.notAnObject(index: 1).message).to(equal("Card 1 is not a JSON object."))
            expect(CardPayloadError.notAnArray.message).to(equal("The body must be a JSON array of cards."))
            expect(CardPayloadError.notJSON.message).to(equal("The body is not valid JSON."))
        }
    }
}
