import Foundation
import MyCardsKit

/// The clients effects run with: every side effect of the app, as async closures. Only the store hands them out, to
/// the effects it runs; a reducer never sees them. `AppEnvironment(context:)` makes them from the run's services (the
/// tests: from the shared doubles). Each call is cancelled with the task of the effect awaiting it, where its service
/// can stop.
struct AppEnvironment {
    var cards: CardStoreClient
    var backend: BackendClient
    var photoLibrary: PhotoLibraryClient
    var camera: CameraClient
    var barcodes: BarcodeClient
    /// The outlined part of a picture as a card photo (CPU work, on the main actor as in every variant).
    var makePhoto: CardPhotoMaking
    /// A fresh identifier for a new card.
    var newIdentifier: @MainActor () -> String
}

/// The card store.
struct CardStoreClient {
    /// The cards in display order: one answer, or for a long list its first page and then all; the sequence ends
    /// after the last.
    var cardsInDisplayOrder: @MainActor () -> AsyncStream<Result<[Card], PersistenceError>>
    /// The card stored under an identifier now, or nil.
    var card: @MainActor (String) async -> Card?
    var save: @MainActor (Card) async throws(PersistenceError) -> Card
    var setFavourite: @MainActor (Bool, String) async throws(PersistenceError) -> Card
    var remove: @MainActor (String) async throws(PersistenceError) -> Void
    var mergeDownloaded: @MainActor ([Card]) async throws(PersistenceError) -> DownloadMerge
    var markUploaded: @MainActor ([Card]) async throws(PersistenceError) -> Void
    var pendingUploads: @MainActor () async throws(PersistenceError) -> [Card]
    var pendingDeletions: @MainActor () async throws(PersistenceError) -> [String]
    var markDeletedOnBackend: @MainActor ([String]) async throws(PersistenceError) -> Void
    /// One element after every change of the store, for as long as the awaiting task iterates.
    var changes: @MainActor () -> AsyncStream<Void>
}

/// The backend.
struct BackendClient {
    /// Cancelling the awaiting task stops the download (its connection closed); it then throws `.cancelled`.
    var download: @MainActor () async throws(NetworkError) -> ParsedCards
    var upload: @MainActor ([Card]) async throws(NetworkError) -> Void
    var delete: @MainActor (String) async throws(NetworkError) -> Void
}

/// The photo folder.
struct PhotoLibraryClient {
    var items: @MainActor () async throws(PhotoLibraryError) -> [PhotoLibraryItem]
    var image: @MainActor (PhotoLibraryItem) async throws(ImageError) -> RGBAImage
}

/// The camera: its frames, for as long as the awaiting task iterates (the camera stops when it stops).
struct CameraClient {
    var frames: @MainActor () throws(CameraError) -> AsyncStream<RGBAImage>
}

/// The barcode reader: the number on a photo, if any.
struct BarcodeClient {
    var scan: @MainActor (Photo) async -> ReadBarcode?
}
