import Foundation
import MyCardsKit

/// A service's answer, on the main actor.
typealias Answer<Value> = @MainActor @Sendable (Value) -> Void

/// The clients effects run with: every side effect of the app, as closures. Only the store hands them out, to the
/// effects it runs; a reducer never sees them. `AppEnvironment(context:)` makes them from the run's services (the
/// tests: from the shared doubles).
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
    var cardsInDisplayOrder: @MainActor (@escaping Answer<Result<[Card], PersistenceError>>) -> Void
    /// The card stored under an identifier now, or nil.
    var card: @MainActor (String, @escaping Answer<Card?>) -> Void
    var save: @MainActor (Card, @escaping Answer<Result<Card, PersistenceError>>) -> Void
    var setFavourite: @MainActor (Bool, String, @escaping Answer<Result<Card, PersistenceError>>) -> Void
    var remove: @MainActor (String, @escaping Answer<PersistenceError?>) -> Void
    var mergeDownloaded: @MainActor ([Card], @escaping Answer<Result<DownloadMerge, PersistenceError>>) -> Void
    var markUploaded: @MainActor ([Card], @escaping Answer<PersistenceError?>) -> Void
    var pendingUploads: @MainActor (@escaping Answer<Result<[Card], PersistenceError>>) -> Void
    var pendingDeletions: @MainActor (@escaping Answer<Result<[String], PersistenceError>>) -> Void
    var markDeletedOnBackend: @MainActor ([String], @escaping Answer<PersistenceError?>) -> Void
    /// Calls the handler after every change of the store, until the observation is cancelled.
    var observeChanges: @MainActor (@escaping @MainActor @Sendable () -> Void) -> StoreObservation
}

/// The backend.
struct BackendClient {
    /// `NetworkCancellation` cancelled stops the download (its connection closed) and it answers nothing.
    var download: @MainActor (NetworkCancellation, @escaping Answer<Result<ParsedCards, NetworkError>>) -> Void
    var upload: @MainActor ([Card], @escaping Answer<NetworkError?>) -> Void
    var delete: @MainActor (String, @escaping Answer<NetworkError?>) -> Void
}

/// The photo folder.
struct PhotoLibraryClient {
    var items: @MainActor (@escaping Answer<Result<[PhotoLibraryItem], PhotoLibraryError>>) -> Void
    var image: @MainActor (PhotoLibraryItem, @escaping Answer<Result<RGBAImage, ImageError>>) -> Void
}

/// The camera: frames until stopped.
struct CameraClient {
    var start: @MainActor (@escaping @MainActor (RGBAImage) -> Void) throws(CameraError) -> Void
    var stop: @MainActor () -> Void
}

/// The barcode reader: the number on a photo, if any.
struct BarcodeClient {
    var scan: @MainActor (Photo, @escaping Answer<ReadBarcode?>) -> Void
}
