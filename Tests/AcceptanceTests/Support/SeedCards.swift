import Foundation

/// The three cards every journey's backend starts with, taken from the repository's `cards.json`.
enum SeedCards {
    /// In the order the Cards screen must list them: by name, ignoring case ("swifting.io" last).
    static let sortedNames = ["Café Aurora", "Green Grocer", "swifting.io"]

    static func three() throws -> [WireCard] {
        let all = try WireCard.decodeArray(Data(contentsOf: RepositoryFiles.cardsJSON))
        return sortedNames.compactMap { name in all.first { $0.name == name } }
    }

    /// A body for the "partly invalid data" journey: two good cards and two Behaviour.md says must be skipped
    /// (an empty identifier; a photo that is not base64).
    static func partlyInvalidBody() throws -> String {
        let good = try three().prefix(2)
        let photo = good.first?.front ?? ""
        let invalid = [
            WireCard(identifier: "", name: "Nameless Id", front: photo, back: photo),
            WireCard(identifier: "BAD-PHOTO-0001", name: "Broken Photo", front: "%%% not base64 %%%", back: photo),
        ]
        return String(decoding: try WireCard.encodeArray(Array(good) + invalid), as: UTF8.self)
    }

    static let invalidNames = ["Nameless Id", "Broken Photo"]
}
