import Foundation
import MyCardsKit
import Testing

/// One hostile or broken answer from the backend and what it must lead to.
struct BadBackendInput: CustomTestStringConvertible, Sendable {
    enum Answer: Sendable {
        case body(Data)
        case status(Int)
        case transportFailure(NetworkError)
    }

    enum Outcome: Equatable, Sendable {
        /// The whole download fails with this error.
        case refused(NetworkError)
        /// The download succeeds but its only card is skipped for this reason.
        case skipped(String)
    }

    let name: String
    let answer: Answer
    let outcome: Outcome

    var testDescription: String { name }
}

extension BadBackendInput {
    private static func body(_ name: String, _ text: String, _ outcome: Outcome) -> BadBackendInput {
        BadBackendInput(name: name, answer: .body(Data(text.utf8)), outcome: outcome)
    }

    /// A body holding one card whose JSON object is `fields`.
    private static func card(_ name: String, _ fields: String, skippedBecause reason: String) -> BadBackendInput {
        body(name, "[{\(fields)}]", .skipped(reason))
    }

    /// A body holding one otherwise good card whose front photo is `bytes`.
    private static func front(_ name: String, _ bytes: Data, skippedBecause reason: String) -> BadBackendInput {
        let good = ImageFixtures.png().base64EncodedString()
        let fields = #""identifier":"X","name":"X","front":"\#(bytes.base64EncodedString())","back":"\#(good)""#
        return card(name, fields, skippedBecause: "front: \(reason)")
    }

    private static let notJSON = NetworkError.invalidData(detail: "the data is not valid JSON")
    private static let notArray = NetworkError.invalidData(detail: "the data is not a list of cards")
    private static let damaged = "the image is damaged"

    static let all: [BadBackendInput] = wholeBodies + cards + photos + answers

    static let wholeBodies: [BadBackendInput] = [
        body("an empty body", "", .refused(notJSON)),
        body("plain text", "cards, please", .refused(notJSON)),
        body("an HTML error page", "<html><body>502 Bad Gateway</body></html>", .refused(notJSON)),
        body("truncated JSON", #"[{"identifier":"A","name":"#, .refused(notJSON)),
        body("single-quoted strings", "[{'identifier':'A','name':'A'}]", .refused(notJSON)),
        body("a JSON object", #"{"cards":[]}"#, .refused(notArray)),
        body("a JSON string", #""cards""#, .refused(notArray)),
        body("a JSON number", "42", .refused(notArray)),
        body("JSON null", "null", .refused(notArray)),
        BadBackendInput(
            name: "bytes that are not UTF-8", answer: .body(Data([0x5B, 0xFF, 0xFE, 0x5D])), outcome: .refused(notJSON)),
        BadBackendInput(
            name: "a body over 64 MiB", answer: .body(Data(count: CardParser.maximumBytes + 1)),
            outcome: .refused(.invalidData(detail: "the data is larger than 64 MiB"))),
    ]

    static let cards: [BadBackendInput] = [
        body("a number instead of a card", "[7]", .skipped("not an object")),
        body("a string instead of a card", #"["card"]"#, .skipped("not an object")),
        body("null instead of a card", "[null]", .skipped("not an object")),
        card("a missing identifier", #""name":"A""#, skippedBecause: "identifier is missing"),
        card("an empty identifier", #""identifier":"","name":"A""#, skippedBecause: "identifier is empty"),
        card("a numeric identifier", #""identifier":12,"name":"A""#, skippedBecause: "identifier is not a string"),
        card("a null identifier", #""identifier":null,"name":"A""#, skippedBecause: "identifier is not a string"),
        card("a missing name", #""identifier":"A""#, skippedBecause: "name is missing"),
        card("an empty name", #""identifier":"A","name":"""#, skippedBecause: "name is empty"),
        card("a blank name", #""identifier":"A","name":"  \t ""#, skippedBecause: "name is empty"),
        card("a numeric name", #""identifier":"A","name":3.5"#, skippedBecause: "name is not a string"),
        card("a list as name", #""identifier":"A","name":["A"]"#, skippedBecause: "name is not a string"),
        card("a numeric photo", #""identifier":"A","name":"A","front":1"#, skippedBecause: "front is not a string"),
        card("an object as photo", #""identifier":"A","name":"A","back":{}"#, skippedBecause: "back is not a string"),
        card("photo not base64", #""identifier":"A","name":"A","front":"@@@!""#, skippedBecause: "front is not base64"),
        card("URL-safe base64", #""identifier":"A","name":"A","back":"_-_-""#, skippedBecause: "back is not base64"),
    ]

    static let photos: [BadBackendInput] = [
        front(
            "random bytes as photo", Data("definitely not a picture".utf8), skippedBecause: "not a PNG or JPEG image"),
        front("a GIF", Data("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8), skippedBecause: "not a PNG or JPEG image"),
        front("a truncated PNG", ImageFixtures.png().prefix(200), skippedBecause: damaged),
        front("a PNG with flipped bytes", flippingMiddle(of: ImageFixtures.png()), skippedBecause: damaged),
        front("a truncated JPEG", ImageFixtures.jpeg().prefix(300), skippedBecause: damaged),
        front("a JPEG with a scrambled body", ImageFixtures.jpegWithCorruptBody(), skippedBecause: damaged),
        front(
            "a PNG bomb header (100000×100000)", ImageFixtures.pngBomb(),
            skippedBecause: "the image is too large (100000×100000, limit 8192×8192)"),
        front(
            "a JPEG header claiming 9000 px", ImageFixtures.jpegClaiming(width: 9000, height: 100),
            skippedBecause: "the image is too large (9000×100, limit 8192×8192)"),
    ]

    static let answers: [BadBackendInput] = [
        BadBackendInput(name: "HTTP 404", answer: .status(404), outcome: .refused(.httpStatus(404))),
        BadBackendInput(name: "HTTP 500", answer: .status(500), outcome: .refused(.httpStatus(500))),
        BadBackendInput(name: "HTTP 503", answer: .status(503), outcome: .refused(.httpStatus(503))),
        BadBackendInput(name: "a timeout", answer: .transportFailure(.timedOut), outcome: .refused(.timedOut)),
    ]

    private static func flippingMiddle(of data: Data) -> Data {
        var bytes = [UInt8](data)
        for index in stride(from: bytes.count / 2, to: bytes.count / 2 + 16, by: 1) {
            bytes[index] ^= 0xA5
        }
        return Data(bytes)
    }
}
