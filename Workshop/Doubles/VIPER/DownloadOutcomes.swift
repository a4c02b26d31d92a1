import Foundation
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI

/// The backend as `NetworkSpy` answers it, and how each download's request ended: with the number of cards it
/// brought, or the error it threw. A request held by a `ManualDispatcher` ends before its answer only when the task
/// awaiting it is cancelled (`.cancelled`): exercise 18 reads that the task's owner cancelled it.
final class DownloadOutcomes: CardsNetworking, @unchecked Sendable {
    // @unchecked: `recorded` is only touched while holding `lock`.
    enum Outcome: Equatable {
        case success(Int)
        case failure(NetworkError)
    }

    private let network: NetworkSpy
    private let lock = NSLock()
    private var recorded: [Outcome] = []

    init(_ network: NetworkSpy) {
        self.network = network
    }

    var ended: [Outcome] { lock.withLock { recorded } }

    func download() async throws(NetworkError) -> ParsedCards {
        do {
            let parsed = try await network.download()
            lock.withLock { recorded.append(.success(parsed.cards.count)) }
            return parsed
        } catch {
            lock.withLock { recorded.append(.failure(error)) }
            throw error
        }
    }

    func upload(_ cards: [Card]) async throws(NetworkError) {
        try await network.upload(cards)
    }

    func delete(identifier: String) async throws(NetworkError) {
        try await network.delete(identifier: identifier)
    }
}

extension AppDoubles {
    /// The doubles' context with another backend.
    @MainActor
    func context(network: any CardsNetworking) -> AppContext {
        AppContext(
            cards: store, network: network, photoLibrary: photoLibrary, camera: camera,
            barcodeScanner: barcodeScanner, tracer: tracer, shell: shell, theme: .monochrome, photoCache: PhotoCache())
    }
}
