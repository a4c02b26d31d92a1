import Foundation
import MyCardsKit

/// A photo library that lists at once but holds every decode until the spec answers it, so a spec can move the
/// selection (or leave the screen) while a picture is still decoding.
final class DeferredPhotoLibrary: PhotoLibraryBrowsingCallbacks, @unchecked Sendable {
    private struct Request {
        let url: URL
        let completion: @MainActor @Sendable (Result<RGBAImage, ImageError>) -> Void
    }

    let folder = URL(fileURLWithPath: "/photos")
    private let listing: [PhotoLibraryItem]
    private var pending: [Request] = []

    init(items: [PhotoLibraryItem]) {
        listing = items
    }

    var pendingURLs: [URL] { pending.map(\.url) }

    func items(
        answering completion: @escaping @MainActor @Sendable (Result<[PhotoLibraryItem], PhotoLibraryError>) -> Void
    ) {
        let items = listing
        MainActor.assumeIsolated { completion(.success(items)) }
    }

    func image(
        of item: PhotoLibraryItem,
        answering completion: @escaping @MainActor @Sendable (Result<RGBAImage, ImageError>) -> Void
    ) {
        pending.append(Request(url: item.url, completion: completion))
    }

    /// Answers the oldest request for `url`.
    @MainActor
    func answer(_ url: URL, with result: Result<RGBAImage, ImageError>) {
        guard let index = pending.firstIndex(where: { $0.url == url }) else { return }
        let request = pending.remove(at: index)
        request.completion(result)
    }
}
