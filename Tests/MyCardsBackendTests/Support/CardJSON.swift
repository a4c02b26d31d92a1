import Foundation

@testable import MyCardsBackend

/// Card objects in the wire format, as text, so tests can check that bytes survive untouched.
enum CardJSON {
    static func card(_ identifier: String, name: String = "Shop") -> String {
        #"{"identifier": "\#(identifier)", "name": "\#(name)", "front": "iVBORw0KGgo=", "back": ""}"#
    }

    static func array(_ cards: String...) -> Data {
        Data("[\(cards.joined(separator: ", "))]".utf8)
    }

    static func record(_ identifier: String, name: String = "Shop") -> CardRecord {
        CardRecord(identifier: identifier, json: Data(card(identifier, name: name).utf8))
    }

    static func text(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self)
    }

    /// The identifiers of a JSON array of card objects, decoded independently of the code under test.
    static func identifiers(in data: Data) -> [String]? {
        let array = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        return array?.compactMap { $0["identifier"] as? String }
    }
}
