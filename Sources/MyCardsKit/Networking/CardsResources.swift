import Foundation

/// `GET /cards.json`: every card the backend has.
public struct CardsResource: JSONResource {
    public let parser: CardParser

    public init(parser: CardParser = CardParser()) {
        self.parser = parser
    }

    public var pathComponents: [String] { ["cards.json"] }

    /// Each card is made as its bytes arrive: the body is never held whole (`CardBodyReader`).
    public func bodyReader() -> any BodyReader<ParsedCards> {
        CardBodyReader(parser: parser)
    }
}

/// `POST /cards`: upserts cards by identifier; the body is the wire format, always an array.
public struct UploadCardsResource: NetworkResource {
    public let cards: [Card]
    private let converter: CardParser

    public init(cards: [Card], converter: CardParser = CardParser()) {
        self.cards = cards
        self.converter = converter
    }

    public var pathComponents: [String] { ["cards"] }
    public var method: HTTPMethod { .post }
    public var headers: [String: String] { ["Accept": "application/json", "Content-Type": "application/json"] }

    public func body() throws(NetworkError) -> Data? {
        do {
            return try converter.data(from: cards)
        } catch {
            throw .invalidRequest(detail: error.message)
        }
    }

    public func model(from data: Data) throws(NetworkError) {}
}

/// `DELETE /cards/<identifier>`.
public struct DeleteCardResource: NetworkResource {
    public let identifier: String

    public init(identifier: String) {
        self.identifier = identifier
    }

    public var pathComponents: [String] { ["cards", identifier] }
    public var method: HTTPMethod { .delete }

    public func model(from data: Data) throws(NetworkError) {}
}
