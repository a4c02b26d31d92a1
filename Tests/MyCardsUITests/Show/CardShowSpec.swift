import MyCardsKit
import MyCardsUI
import Nimble
import Testing

@Suite("CardShow")
struct CardShowSpec {
    /// A store of cards whose photos are tags for `FakePhotoDecoder`.
    struct StoreStub: CardStoreReading {
        var cards: [Card]
        var failure: PersistenceError?

        func summaries() throws(PersistenceError) -> [CardSummary] {
            if let failure { throw failure }
            return cards.map { CardSummary(identifier: $0.identifier, name: $0.name) }
        }

        func card(identifier: String) throws(PersistenceError) -> Card? {
            cards.first { $0.identifier == identifier }
        }
    }

    static let aurora = Card(
        identifier: "A-1", name: "Café Aurora",
        front: PhotoFixtures.photo("front", size: PixelSize(width: 4, height: 2)),
        back: PhotoFixtures.photo("back", size: PixelSize(width: 4, height: 2)))
    static let grocer = Card(identifier: "G-2", name: "Green Grocer", front: nil, back: nil)
    static let store = StoreStub(cards: [grocer, aurora])
    static let decoder = FakePhotoDecoder(images: [
        "front": RGBAImage(size: PixelSize(width: 4, height: 2), filledWith: PhotoFixtures.red),
        "back": RGBAImage(size: PixelSize(width: 4, height: 2), filledWith: PhotoFixtures.blue),
    ])
    static let terminal = CardShow.Output(isTerminal: true, size: Size(width: 4, height: 10))
    static let pipe = CardShow.Output(isTerminal: false)

    static func show(_ request: CardShow.Request, to output: CardShow.Output = terminal) throws -> String {
        try CardShow(decoder: decoder).text(for: request, from: store, to: output)
    }

    @Suite("when stdout is a terminal")
    struct OnTerminal {
        @Test("draws the front photo of the matching card in half blocks")
        func front() throws {
            let text = try CardShowSpec.show(CardShow.Request(name: "aurora"))

            expect(text).to(equal("\u{1B}[38;5;196;48;5;196m▀▀▀▀\u{1B}[0m\n"))
        }

        @Test("draws the back photo with --back")
        func back() throws {
            let text = try CardShowSpec.show(CardShow.Request(name: "aurora", side: .back))

            expect(text).to(contain("38;5;21;48;5;21m▀▀▀▀"))
        }

        @Test("prints the name and identifier instead when NO_COLOR is set")
        func noColor() throws {
            let output = CardShow.Output(
                isTerminal: true, size: Size(width: 4, height: 10), environment: ["NO_COLOR": "1"])

            let text = try CardShowSpec.show(CardShow.Request(name: "aurora"), to: output)

            expect(text).to(equal("Café Aurora\nA-1\n"))
        }

        @Test("prints the name and identifier with --color never")
        func never() throws {
            let text = try CardShowSpec.show(CardShow.Request(name: "aurora", color: .never))

            expect(text).to(equal("Café Aurora\nA-1\n"))
        }
    }

    @Suite("when stdout is not a terminal")
    struct Piped {
        @Test("prints the name and identifier as plain text")
        func plain() throws {
            let text = try CardShowSpec.show(CardShow.Request(name: "Café Aurora"), to: CardShowSpec.pipe)

            expect(text).to(equal("Café Aurora\nA-1\n"))
        }

        @Test("draws the photo anyway with --color always, even under NO_COLOR")
        func always() throws {
            let output = CardShow.Output(isTerminal: false, environment: ["NO_COLOR": "1"])

            let text = try CardShowSpec.show(
                CardShow.Request(name: "Café Aurora", width: 2, color: .always), to: output)

            expect(text).to(equal("\u{1B}[38;5;196;48;5;196m▀▀\u{1B}[0m\n"))
        }
    }

    @Suite("when choosing the photo's size")
    struct Area {
        @Test("takes --width columns and the rows the aspect needs")
        func width() {
            let area = CardShow.area(for: 120, output: CardShowSpec.terminal)

            expect(area.width).to(equal(120))
            expect(area.height).to(beGreaterThan(1000))
        }

        @Test("fits the terminal less one row for the prompt")
        func terminal() {
            let area = CardShow.area(
                for: nil, output: CardShow.Output(isTerminal: true, size: Size(width: 100, height: 32)))

            expect(area).to(equal(Size(width: 100, height: 31)))
        }

        @Test("takes 80 columns when stdout is not a terminal")
        func pipe() {
            expect(CardShow.area(for: nil, output: CardShowSpec.pipe).width).to(equal(80))
        }
    }

    @Suite("when the card cannot be shown")
    struct Failures {
        @Test("says no card has that name")
        func noCard() {
            expect(try CardShowSpec.show(CardShow.Request(name: "Bakery"))).to(
                throwError(ShowError.noCard(name: "Bakery")))
            expect(ShowError.noCard(name: "Bakery").description).to(equal("No card named “Bakery”"))
        }

        @Test("says which side has no photo")
        func noPhoto() {
            expect(try CardShowSpec.show(CardShow.Request(name: "grocer"))).to(
                throwError(ShowError.noPhoto(name: "Green Grocer", side: .front)))
        }

        @Test("still prints the name and identifier of a card without photos as text")
        func textWithoutPhoto() throws {
            expect(try CardShowSpec.show(CardShow.Request(name: "grocer"), to: CardShowSpec.pipe)).to(
                equal("Green Grocer\nG-2\n"))
        }

        @Test("passes on a store that cannot be read")
        func storeFailure() {
            let store = StoreStub(cards: [], failure: .readFailed(detail: "disk I/O error"))

            let text = { try CardShow().text(for: CardShow.Request(name: "x"), from: store, to: CardShowSpec.pipe) }

            expect(try text()).to(throwError(ShowError.store(.readFailed(detail: "disk I/O error"))))
        }

        @Test("says the photo cannot be shown when it does not decode")
        func undecodable() {
            let card = Card(identifier: "B", name: "Broken", front: PhotoFixtures.photo("garbage"), back: nil)
            let show = {
                try CardShow(decoder: CardShowSpec.decoder).text(
                    for: CardShow.Request(name: "Broken"), from: StoreStub(cards: [card]), to: CardShowSpec.terminal)
            }

            expect(try show()).to(
                throwError(
                    ShowError.unreadablePhoto(name: "Broken", side: .front, .corrupt(detail: "no fixture for garbage")))
            )
        }
    }
}
