import Foundation
import MyCardsKit
import Nimble
import Testing

/// The app's own networking against the real backend binary: what every variant does on screen.
@MainActor
@Suite("NetworkLoader against mycards-backend")
struct NetworkLoaderRoundTripSpec {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func startBackend() async throws -> (BackendProcess, NetworkLoader) {
        let folder = try TemporaryFolder()
        let seed = Self.repository.appendingPathComponent("cards.json")
        let (backend, url) = try await BackendProcess.start(data: folder.file("data.json"), seed: seed, in: folder)
        let loader = NetworkLoader(
            baseURL: try #require(URL(string: url)), session: SocketHTTPSession())
        return (backend, loader)
    }

    private func download(_ loader: NetworkLoader) async -> Result<ParsedCards, NetworkError> {
        do throws(NetworkError) { return .success(try await loader.download()) } catch { return .failure(error) }
    }

    private func upload(_ cards: [Card], _ loader: NetworkLoader) async -> Result<Void, NetworkError> {
        do throws(NetworkError) { return .success(try await loader.upload(cards)) } catch { return .failure(error) }
    }

    private func delete(_ identifier: String, _ loader: NetworkLoader) async -> Result<Void, NetworkError> {
        do throws(NetworkError) {
            return .success(try await loader.delete(identifier: identifier))
        } catch {
            return .failure(error)
        }
    }

    @Test("downloads the repository's cards, all valid")
    func downloadsSeed() async throws {
        let (backend, loader) = try await startBackend()

        let parsed = try await download(loader).get()
        _ = try await backend.stop()

        expect(parsed.cards.count).to(beGreaterThanOrEqualTo(5))
        expect(parsed.skipped).to(beEmpty())
        expect(parsed.cards.allSatisfy(\.isValid)).to(beTrue())
    }

    @Test("uploads an edited card and downloads it back, photos byte for byte")
    func uploadsAndDownloads() async throws {
        let (backend, loader) = try await startBackend()
        var card = try #require(try await download(loader).get().cards.first)
        card.name = "北京 Tea House — renamed"
        let added = Card(identifier: UUID().uuidString, name: "New", front: card.back, back: card.front)

        let uploaded = await upload([card, added], loader)
        let cards = try await download(loader).get().cards
        _ = try await backend.stop()

        expect(uploaded.failureMessage).to(equal(""))
        expect(cards.first { $0.identifier == card.identifier }).to(equal(card))
        expect(cards.first { $0.identifier == added.identifier }).to(equal(added))
    }

    @Test("deletes a card so the next download lacks it, and a second delete (the backend's 404) counts as done")
    func deletes() async throws {
        let (backend, loader) = try await startBackend()
        let identifier = try #require(try await download(loader).get().cards.first?.identifier)

        let deleted = await delete(identifier, loader)
        let remaining = try await download(loader).get().cards.map(\.identifier)
        let again = await delete(identifier, loader)
        _ = try await backend.stop()

        expect(deleted.failureMessage).to(equal(""))
        expect(remaining).toNot(contain(identifier))
        expect(again.failureMessage).to(equal(""))
    }
}

extension Result where Failure == NetworkError {
    /// The failure's user-facing message, or "" for a success.
    fileprivate var failureMessage: String {
        switch self {
        case .success: ""
        case .failure(let error): error.message
        }
    }
}
