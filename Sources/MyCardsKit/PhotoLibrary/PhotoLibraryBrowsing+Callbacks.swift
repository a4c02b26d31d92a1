// TEMPORARY (issue 36): the photo library's completion-handler forms, for the architecture that still calls them
// (MVVM, until its async commit). They are no requirements any more; this file goes when no architecture calls them.

/// TEMPORARY, goes with this file: a library that answers a callback caller itself, in the turn its answer is ready
/// (the shared test double, and `TracedPhotoLibrary` over it). Its async forms default to its callback forms.
public protocol PhotoLibraryBrowsingCallbacks: PhotoLibraryBrowsing {
    func items(
        answering completion: @escaping @MainActor @Sendable (Result<[PhotoLibraryItem], PhotoLibraryError>) -> Void)
    func image(
        of item: PhotoLibraryItem,
        answering completion: @escaping @MainActor @Sendable (Result<RGBAImage, ImageError>) -> Void)
}

extension PhotoLibraryBrowsing {
    public func items(
        completion: @escaping @MainActor @Sendable (Result<[PhotoLibraryItem], PhotoLibraryError>) -> Void
    ) {
        if let direct = self as? any PhotoLibraryBrowsingCallbacks { return direct.items(answering: completion) }
        bridge(completion) { () async throws(PhotoLibraryError) in try await items() }
    }

    public func image(
        of item: PhotoLibraryItem, completion: @escaping @MainActor @Sendable (Result<RGBAImage, ImageError>) -> Void
    ) {
        if let direct = self as? any PhotoLibraryBrowsingCallbacks {
            return direct.image(of: item, answering: completion)
        }
        bridge(completion) { () async throws(ImageError) in try await image(of: item) }
    }
}

// Issue 36's bridge for the doubles: the async forms over the callback forms.
extension PhotoLibraryBrowsingCallbacks {
    public func items() async throws(PhotoLibraryError) -> [PhotoLibraryItem] {
        try await answer { completion in items(answering: completion) }.get()
    }

    public func image(of item: PhotoLibraryItem) async throws(ImageError) -> RGBAImage {
        try await answer { completion in image(of: item, answering: completion) }.get()
    }
}
