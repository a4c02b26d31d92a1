import Foundation
import MyCardsKit
import Nimble
import Testing

@Suite("CardParser")
struct CardParserSpec {
    private let parser = CardParser(photoReader: StubPhotoReader(refused: [Data("bad".utf8)]))
    private let frontBytes = Data("front".utf8)
    private let backBytes = Data("back".utf8)

    private func json(_ text: String) -> Data { Data(text.utf8) }

    @Suite("when the body is a valid array")
    struct ValidArray {
        private let spec = CardParserSpec()

        @Test("reads every card with its photos")
        func readsCards() throws {
            let front = spec.frontBytes.base64EncodedString()
            let back = spec.backBytes.base64EncodedString()
            let body = spec.json(#"[{"identifier":"ID-1","name":"Café","front":"\#(front)","back":"\#(back)"}]"#)

            let parsed = try spec.parser.parse(body)

            expect(parsed.cards.count).to(equal(1))
            expect(parsed.cards.first?.name).to(equal("Café"))
            expect(parsed.cards.first?.front?.data).to(equal(spec.frontBytes))
            expect(parsed.cards.first?.back?.data).to(equal(spec.backBytes))
            expect(parsed.skipped).to(beEmpty())
        }

        @Test("reads an empty string or null as no photo")
        func readsMissingPhotos() throws {
            let body = spec.json(
                #"[{"identifier":"A","name":"A","front":"","back":null}, {"identifier":"B","name":"B"}]"#)

            let parsed = try spec.parser.parse(body)

            expect(parsed.cards.map(\.front)).to(equal([nil, nil]))
            expect(parsed.cards.map(\.back)).to(equal([nil, nil]))
        }

        @Test("ignores unknown keys")
        func ignoresUnknownKeys() throws {
            let body = spec.json(#"[{"identifier":"A","name":"A","colour":"red","points":12}]"#)

            let parsed = try spec.parser.parse(body)

            expect(parsed.cards).to(equal([Card(identifier: "A", name: "A")]))
        }

        @Test("reads an empty array as no cards")
        func readsEmptyArray() throws {
            let parsed = try spec.parser.parse(spec.json("[]"))

            expect(parsed).to(equal(ParsedCards(cards: [])))
        }
    }

    @Suite("when some cards are invalid")
    struct InvalidCards {
        private let spec = CardParserSpec()

        @Test("skips them, keeps the rest and says why")
        func skipsAndCounts() throws {
            let bad = Data("bad".utf8).base64EncodedString()
            let body = spec.json(
                #"[{"identifier":"A","name":"A"}, {"identifier":"","name":"B"}, 7, {"identifier":"C","name":"C","front":"\#(bad)"}]"#
            )

            let parsed = try spec.parser.parse(body)

            expect(parsed.cards.map(\.identifier)).to(equal(["A"]))
            expect(parsed.skipped.map(\.index)).to(equal([1, 2, 3]))
            expect(parsed.skipped.map(\.reason)).to(
                equal(["identifier is empty", "not an object", "front: the image is damaged"]))
        }
    }

    @Suite("when the whole body is wrong")
    struct WrongBody {
        private let spec = CardParserSpec()

        @Test("refuses a body that is not an array")
        func refusesObject() {
            expect { try spec.parser.parse(spec.json(#"{"cards":[]}"#)) }.to(throwError(ParserError.notAnArray))
        }

        @Test("refuses a body larger than 64 MiB before parsing it")
        func refusesOversize() {
            let body = Data(count: CardParser.maximumBytes + 1)

            expect { try spec.parser.parse(body) }.to(
                throwError(ParserError.tooLarge(bytes: CardParser.maximumBytes + 1)))
        }
    }

    @Suite("when cards are converted to JSON")
    struct Converting {
        private let spec = CardParserSpec()

        @Test("round-trips through the wire format")
        func roundTrips() throws {
            let photo = Photo(data: spec.frontBytes, format: .png, size: PixelSize(width: 2, height: 1))
            let cards = [
                Card(identifier: "A", name: "北京 Tea", front: photo, back: photo), Card(identifier: "B", name: "B"),
            ]

            let parsed = try spec.parser.parse(try spec.parser.data(from: cards))

            expect(parsed.cards).to(equal(cards))
        }

        @Test("writes a missing photo as an empty string")
        func writesEmptyString() throws {
            let data = try spec.parser.data(from: [Card(identifier: "A", name: "A")])

            let object = try JSONSerialization.jsonObject(with: data) as? [[String: String]]

            expect(object).to(equal([["identifier": "A", "name": "A", "front": "", "back": ""]]))
        }

        @Test("leaves the favourite mark out: it is local to the store")
        func leavesFavouriteOut() throws {
            let data = try spec.parser.data(from: [Card(identifier: "A", name: "A", isFavourite: true)])

            let object = try JSONSerialization.jsonObject(with: data) as? [[String: String]]

            expect(object).to(equal([["identifier": "A", "name": "A", "front": "", "back": ""]]))
        }
    }
}
