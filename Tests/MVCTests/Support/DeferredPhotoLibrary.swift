import Foundation
import MyCardsKit
import MyCardsTestSupport

/// A photo library that lists at once but holds every decode until the spec answers it, so a spec can move the
/// selection (or leave the screen) while a picture is still decoding.
final class DeferredPhotoLibrary: PhotoLibraryBrowsing, @unchecked Sendable {
    // @unchecked: `pending` is only touched on the main actor's turns of the spec (the screen asks, the spec answers).
    private struct Request {
        let url: URL
        let answer: AwaitedAnswer<Result<RGBAImage, ImageError>>
    }

    let folder = URL(fileURLWithPath: "/photos")
    private let listing: [PhotoLibraryItem]
    private var pending: [Request] = []

    init(items: [PhotoLibraryItem]) {
        listing = items
    }

    var pendingURLs: [URL] { pending.map(\.url) }

    func items() async throws(PhotoLibraryError) -> [PhotoLibraryItem] {
        listing
    }

    /// Held until the spec answers it; a cancelled caller stops waiting, and its request stays pending.
    func image(of item: PhotoLibraryItem) async throws(ImageError) -> RGBAImage {
        let answer = AwaitedAnswer<Result<RGBAImage, ImageError>>(
            cancelled: .failure(.unreadableFile(detail: "cancelled")))
        pending.append(Request(url: item.url, answer: answer))
        return try await answer.value().get()
    }

    /// Answers the oldest request for `url`.
    @MainActor
    func answer(_ url: URL, with result: Result<RGBAImage, ImageError>) {
        guard let index = pending.firstIndex(where: { $0.url == url }) else { return }
        let request = pending.remove(at: index)
        request.answer.give(result)
    }
}
