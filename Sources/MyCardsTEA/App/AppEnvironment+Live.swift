import Foundation
import MyCardsKit
import MyCardsUI

extension AppEnvironment {
    /// The clients over the run's services, through their async forms.
    @MainActor
    init(context: AppContext, makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)) {
        let store = context.cards
        let network = context.network
        let library = context.photoLibrary
        let camera = context.camera
        let scanner = context.barcodeScanner
        self.init(
            cards: CardStoreClient(
                cardsInDisplayOrder: { store.answers(to: .cardsInDisplayOrder) },
                card: { identifier in
                    let stored = try? await store.get(.card(identifier: identifier))
                    return stored?.first { $0.identifier == identifier }
                },
                save: { card throws(PersistenceError) in try await store.save(card) },
                setFavourite: { isFavourite, identifier throws(PersistenceError) in
                    try await store.setFavourite(isFavourite, identifier: identifier)
                },
                remove: { identifier throws(PersistenceError) in try await store.remove(identifiers: [identifier]) },
                mergeDownloaded: { cards throws(PersistenceError) in try await store.mergeDownloaded(cards) },
                markUploaded: { cards throws(PersistenceError) in try await store.markUploaded(cards) },
                pendingUploads: { () throws(PersistenceError) in try await store.pendingUploads() },
                pendingDeletions: { () throws(PersistenceError) in try await store.pendingDeletions() },
                markDeletedOnBackend: { identifiers throws(PersistenceError) in
                    try await store.markDeletedOnBackend(identifiers: identifiers)
                },
                changes: { store.changes.values() }),
            backend: BackendClient(
                download: { () throws(NetworkError) in try await network.download() },
                upload: { cards throws(NetworkError) in try await network.upload(cards) },
                delete: { identifier throws(NetworkError) in try await network.delete(identifier: identifier) }),
            photoLibrary: PhotoLibraryClient(
                items: { () throws(PhotoLibraryError) in try await library.items() },
                image: { item throws(ImageError) in try await library.image(of: item) }),
            camera: CameraClient(frames: { () throws(CameraError) in try camera.frames() }),
            barcodes: BarcodeClient(scan: { photo in await scanner.scan(photo) }),
            makePhoto: makePhoto,
            newIdentifier: { UUID().uuidString })
    }
}
