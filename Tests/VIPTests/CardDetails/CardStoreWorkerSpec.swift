import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

/// The Card worker alone, against the shared store and network spies.
@MainActor
@Suite("CardStoreWorker")
struct CardStoreWorkerSpec {
    static let tesco = Samples.card("T", "Tesco")

    let environment = VIPEnvironment()
    let worker: CardStoreWorker

    init() {
        worker = CardStoreWorker(cards: environment.store, network: environment.network)
    }

    @Test("stores a card and hands back the store's answer")
    func stores() {
        // Given
        environment.store.writeResult = .failure(.writeFailed(detail: "locked"))
        var failure: PersistenceError?

        // When
        worker.store(Self.tesco) { if case .failure(let error) = $0 { failure = error } }

        // Then
        expect(environment.store.saved).to(equal([Self.tesco]))
        expect(failure).to(equal(.writeFailed(detail: "locked")))
    }

    @Test("uploads a card and marks it uploaded when the backend took it")
    func uploads() {
        // Given
        var uploaded = false

        // When
        worker.upload(Self.tesco) { uploaded = (try? $0.get()) != nil }

        // Then
        expect(environment.network.uploads).to(equal([[Self.tesco]]))
        expect(environment.store.markedUploaded).to(equal([["T"]]))
        expect(uploaded).to(beTrue())
    }

    @Test("leaves a card not marked when its upload fails, handing back the failure")
    func uploadFails() {
        // Given
        environment.network.uploadResult = .failure(.httpStatus(500))
        var failure: NetworkError?

        // When
        worker.upload(Self.tesco) { if case .failure(let error) = $0 { failure = error } }

        // Then
        expect(environment.store.markedUploaded).to(beEmpty())
        expect(failure).to(equal(.httpStatus(500)))
    }

    @Test("marks a card in the store and hands back the card as stored now")
    func marksFavourite() {
        // Given
        var marked = Self.tesco
        marked.isFavourite = true
        marked.revision = 8
        environment.store.favouriteResult = .success(marked)
        var stored: Card?

        // When
        worker.setFavourite(true, of: "T") { stored = try? $0.get() }

        // Then
        expect(environment.store.calls).to(equal([.setFavourite(true, identifier: "T")]))
        expect(stored?.revision).to(equal(8))
    }

    @Test("hands back a mark the store refused")
    func markRefused() {
        // Given
        environment.store.favouriteResult = .failure(.deletedElsewhere)
        var failure: PersistenceError?

        // When
        worker.setFavourite(false, of: "T") { if case .failure(let error) = $0 { failure = error } }

        // Then
        expect(failure).to(equal(.deletedElsewhere))
    }

    @Test("removes a card from the store")
    func removes() {
        // Given
        var removed = false

        // When
        worker.remove("T") { removed = (try? $0.get()) != nil }

        // Then
        expect(environment.store.removed).to(equal([["T"]]))
        expect(removed).to(beTrue())
    }

    @Test("deletes on the backend and marks it deleted there")
    func deletesOnBackend() {
        // Given
        var deleted = false

        // When
        worker.deleteOnBackend("T") { deleted = (try? $0.get()) != nil }

        // Then
        expect(environment.network.deletes).to(equal(["T"]))
        expect(environment.store.markedDeletedOnBackend).to(equal([["T"]]))
        expect(deleted).to(beTrue())
    }

    @Test("hands back a failed backend delete, keeping it pending")
    func deleteFails() {
        // Given
        environment.network.deleteResult = .failure(.timedOut)
        var failure: NetworkError?

        // When
        worker.deleteOnBackend("T") { if case .failure(let error) = $0 { failure = error } }

        // Then
        expect(failure).to(equal(.timedOut))
        expect(environment.store.markedDeletedOnBackend).to(beEmpty())
    }
}
