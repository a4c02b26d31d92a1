import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

/// The Card worker alone, against the shared store and network spies.
@MainActor
@Suite("CardStoreWorker", .mainSerialExecutor)
struct CardStoreWorkerSpec {
    static let tesco = Samples.card("T", "Tesco")

    let environment = VIPEnvironment()
    let worker: CardStoreWorker

    init() {
        worker = CardStoreWorker(cards: environment.store, network: environment.network)
    }

    @Test("stores a card and hands back the store's answer")
    func stores() async {
        // Given
        environment.store.writeResult = .failure(.writeFailed(detail: "locked"))

        // When
        let stored = await outcome { () async throws(PersistenceError) in try await worker.store(Self.tesco) }

        // Then
        expect(environment.store.saved).to(equal([Self.tesco]))
        expect(stored).to(equal(.failure(.writeFailed(detail: "locked"))))
    }

    @Test("uploads a card and marks it uploaded when the backend took it")
    func uploads() async {
        // When
        let uploaded = await outcome { () async throws(NetworkError) in try await worker.upload(Self.tesco) }

        // Then
        expect(environment.network.uploads).to(equal([[Self.tesco]]))
        expect(environment.store.markedUploaded).to(equal([["T"]]))
        expect((try? uploaded.get()) != nil).to(beTrue())
    }

    @Test("leaves a card not marked when its upload fails, handing back the failure")
    func uploadFails() async {
        // Given
        environment.network.uploadResult = .failure(.httpStatus(500))

        // When
        let error = await failure { () async throws(NetworkError) in try await worker.upload(Self.tesco) }

        // Then
        expect(environment.store.markedUploaded).to(beEmpty())
        expect(error).to(equal(.httpStatus(500)))
    }

    @Test("marks a card in the store and hands back the card as stored now")
    func marksFavourite() async {
        // Given
        var marked = Self.tesco
        marked.isFavourite = true
        marked.revision = 8
        environment.store.favouriteResult = .success(marked)

        // When
        let stored = try? await worker.setFavourite(true, of: "T")

        // Then
        expect(environment.store.calls).to(equal([.setFavourite(true, identifier: "T")]))
        expect(stored?.revision).to(equal(8))
    }

    @Test("hands back a mark the store refused")
    func markRefused() async {
        // Given
        environment.store.favouriteResult = .failure(.deletedElsewhere)

        // When
        let error = await failure { () async throws(PersistenceError) in try await worker.setFavourite(false, of: "T") }

        // Then
        expect(error).to(equal(.deletedElsewhere))
    }

    @Test("removes a card from the store")
    func removes() async {
        // When
        let error = await failure { () async throws(PersistenceError) in try await worker.remove("T") }

        // Then
        expect(environment.store.removed).to(equal([["T"]]))
        expect(error).to(beNil())
    }

    @Test("reads the card as stored now, nil when it is gone")
    func reads() async {
        // Given
        environment.store.getResult = .success([Self.tesco])

        // When
        let stored = await worker.read("T")
        environment.store.getResult = .success([])
        let gone = await worker.read("T")

        // Then
        expect(environment.store.queries).to(equal([.card(identifier: "T"), .card(identifier: "T")]))
        expect(stored).to(equal(Self.tesco))
        expect(gone).to(beNil())
    }

    @Test("deletes on the backend and marks it deleted there")
    func deletesOnBackend() async {
        // When
        let error = await failure { () async throws(NetworkError) in try await worker.deleteOnBackend("T") }

        // Then
        expect(environment.network.deletes).to(equal(["T"]))
        expect(environment.store.markedDeletedOnBackend).to(equal([["T"]]))
        expect(error).to(beNil())
    }

    @Test("hands back a failed backend delete, keeping it pending")
    func deleteFails() async {
        // Given
        environment.network.deleteResult = .failure(.timedOut)

        // When
        let error = await failure { () async throws(NetworkError) in try await worker.deleteOnBackend("T") }

        // Then
        expect(error).to(equal(.timedOut))
        expect(environment.store.markedDeletedOnBackend).to(beEmpty())
    }
}
