import Foundation

@testable import MyCardsKit

/// Cards, photos, workers and scratch folders for the persistence specs.
enum PersistenceFixtures {
    /// Bytes that cover every value 0…255, so a store that treated them as text would show.
    static func photo(seed: UInt8 = 0, count: Int = 4096, format: Photo.Format = .png) -> Photo {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) }
        return Photo(data: Data(bytes), format: format, size: PixelSize(width: 64 + Int(seed), height: 40))
    }

    static func card(_ identifier: String, _ name: String) -> Card {
        Card(identifier: identifier, name: name, front: photo(seed: 1), back: photo(seed: 2, format: .jpeg))
    }

    static func worker(on database: CardDatabase) -> CardsWorker {
        CardsWorker(database: database)
    }

    static func inMemoryWorker(storing cards: [Card] = []) async throws -> CardsWorker {
        let worker = worker(on: try CardDatabase.inMemory())
        try await worker.upsert(cards)
        return worker
    }

    /// Runs `body` with a fresh folder under the temporary directory and removes the folder afterwards.
    static func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("mycards-persistence-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// The same, for a body that awaits.
    static func withTemporaryFolder(
        isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> Void
    ) async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("mycards-persistence-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder)
    }

    static func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}
