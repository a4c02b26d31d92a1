import Foundation
import MyCardsKit
import MyCardsUI

extension AppEnvironment {
    /// The clients over the run's services.
    @MainActor
    init(context: AppContext, makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)) {
        let store = context.cards
        let network = context.network
        let library = context.photoLibrary
        let camera = context.camera
        let scanner = context.barcodeScanner
        self.init(
            cards: CardStoreClient(
                cardsInDisplayOrder: { answer in store.get(.cardsInDisplayOrder, completion: answer) },
                card: { identifier, answer in store.storedCard(identifier, completion: answer) },
                save: { card, answer in store.save(card, completion: answer) },
                setFavourite: { isFavourite, identifier, answer in
                    store.setFavourite(isFavourite, identifier: identifier, completion: answer)
                },
                remove: { identifier, answer in store.remove(identifiers: [identifier]) { answer($0.failure) } },
                mergeDownloaded: { cards, answer in store.mergeDownloaded(cards, completion: answer) },
                markUploaded: { cards, answer in
                    store.markUploaded(cards) { answer($0.failure) }
                },
                pendingUploads: { answer in store.pendingUploads(completion: answer) },
                pendingDeletions: { answer in store.pendingDeletions(completion: answer) },
                markDeletedOnBackend: { identifiers, answer in
                    store.markDeletedOnBackend(identifiers: identifiers) { answer($0.failure) }
                },
                observeChanges: { handler in store.changes.observe(handler) }),
            backend: BackendClient(
                download: { cancellation, answer in network.download(cancellation: cancellation, completion: answer) },
                upload: { cards, answer in network.upload(cards) { answer($0.failure) } },
                delete: { identifier, answer in network.delete(identifier: identifier) { answer($0.failure) } }),
            photoLibrary: PhotoLibraryClient(
                items: { answer in library.items(completion: answer) },
                image: { item, answer in library.image(of: item, completion: answer) }),
            camera: CameraClient(
                start: { onFrame throws(CameraError) in try camera.start(onFrame: onFrame) },
                stop: { camera.stop() }),
            barcodes: BarcodeClient(scan: { photo, answer in scanner.scan(photo, completion: answer) }),
            makePhoto: makePhoto,
            newIdentifier: { UUID().uuidString })
    }
}

extension Result where Success == Void {
    /// The error, or nil for success: an answer that carries nothing else.
    var failure: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
