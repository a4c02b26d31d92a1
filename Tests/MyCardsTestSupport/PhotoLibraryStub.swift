import Foundation
import MyCardsKit

/// A photo library with canned files and pictures. Every request is recorded; answers go through `answers`: at once
/// with `ImmediateDispatcher`, or held by a `ManualDispatcher` until the test releases them in any order (an
/// awaiting caller resumes when its answer is released, cancelled or not).
public final class PhotoLibraryStub: PhotoLibraryBrowsing, @unchecked Sendable {
    // @unchecked: the test arranges the results before the screen asks, and reads the records after it awaited.
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

    public func items() async throws(PhotoLibraryError) -> [PhotoLibraryItem] {
        listingCount += 1
        let result = itemsResult
        return try await released(result).get()
    }

    public func image(of item: PhotoLibraryItem) async throws(ImageError) -> RGBAImage {
        requestedImages.append(item.url)
        let result = images[item.url] ?? .failure(.unreadableFile(detail: "no such file in the stub"))
        return try await released(result).get()
    }

    /// `result`, once the dispatcher runs the answer.
    private func released<Value: Sendable>(_ result: Value) async -> Value {
        await withCheckedContinuation { continuation in
            answers.dispatch { continuation.resume(returning: result) }
        }
    }
}
