import Foundation
import MyCardsKit

/// A photo library with canned files and pictures, answering at once.
public final class PhotoLibraryStub: PhotoLibraryBrowsing, @unchecked Sendable {
    public let folder: URL
    public var itemsResult: Result<[PhotoLibraryItem], PhotoLibraryError>
    public var images: [URL: Result<RGBAImage, ImageError>]
    public private(set) var requestedImages: [URL] = []

    public init(
        folder: URL = URL(fileURLWithPath: "/photos"),
        items: Result<[PhotoLibraryItem], PhotoLibraryError> = .success([]),
        images: [URL: Result<RGBAImage, ImageError>] = [:]
    ) {
        self.folder = folder
        self.itemsResult = items
        self.images = images
    }

    public func items(
        completion: @escaping @MainActor @Sendable (Result<[PhotoLibraryItem], PhotoLibraryError>) -> Void
    ) {
        let result = itemsResult
        MainActor.assumeIsolated { completion(result) }
    }

    public func image(
        of item: PhotoLibraryItem, completion: @escaping @MainActor @Sendable (Result<RGBAImage, ImageError>) -> Void
    ) {
        requestedImages.append(item.url)
        let result = images[item.url] ?? .failure(.unreadableFile(detail: "no such file in the stub"))
        MainActor.assumeIsolated { completion(result) }
    }
}
