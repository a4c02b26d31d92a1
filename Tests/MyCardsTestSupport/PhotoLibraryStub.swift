import Foundation
import MyCardsKit

/// A photo library with canned files and pictures. Every request is recorded; answers go through `answers`:
/// at once with `ImmediateDispatcher`, or held by a `ManualDispatcher` until the test releases them in any order.
public final class PhotoLibraryStub: PhotoLibraryBrowsingCallbacks, @unchecked Sendable {
    public let folder: URL
    public var itemsResult: Result<[PhotoLibraryItem], PhotoLibraryError>
    public var images: [URL: Result<RGBAImage, ImageError>]
    public private(set) var requestedImages: [URL] = []
    public private(set) var listingCount = 0
    private let answers: any Dispatching

    public init(
        folder: URL = URL(fileURLWithPath: "/photos"),
        items: Result<[PhotoLibraryItem], PhotoLibraryError> = .success([]),
        images: [URL: Result<RGBAImage, ImageError>] = [:], answers: any Dispatching = ImmediateDispatcher()
    ) {
        self.answers = answers
        self.folder = folder
        self.itemsResult = items
        self.images = images
    }

    public func items(
        answering completion: @escaping @MainActor @Sendable (Result<[PhotoLibraryItem], PhotoLibraryError>) -> Void
    ) {
        listingCount += 1
        let result = itemsResult
        answers.dispatchOnMain { completion(result) }
    }

    public func image(
        of item: PhotoLibraryItem,
        answering completion: @escaping @MainActor @Sendable (Result<RGBAImage, ImageError>) -> Void
    ) {
        requestedImages.append(item.url)
        let result = images[item.url] ?? .failure(.unreadableFile(detail: "no such file in the stub"))
        answers.dispatchOnMain { completion(result) }
    }
}
