import Foundation

/// Files of the repository the journeys build their sandboxes from, found from this source file's place.
enum RepositoryFiles {
    /// Tests/AcceptanceTests/Support/RepositoryFiles.swift → four levels up.
    static let root: URL = (0..<4).reduce(URL(fileURLWithPath: #filePath)) { url, _ in
        url.deletingLastPathComponent()
    }

    static var cardsJSON: URL { root.appendingPathComponent("cards.json") }
    static var samplePhotos: URL { root.appendingPathComponent("Sources/MyCardsKit/Resources/SamplePhotos") }
    static var cameraFeed: URL { root.appendingPathComponent("Sources/MyCardsKit/Resources/CameraFeed") }
}
