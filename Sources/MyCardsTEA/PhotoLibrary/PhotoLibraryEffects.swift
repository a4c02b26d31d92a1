import MyCardsKit

/// The photo library's effects: the folder's listing and one file's picture.
extension Effect where Action == PhotoLibraryAction {
    static var listItems: Self {
        .run { environment, send in
            let answer = await Result { () async throws(PhotoLibraryError) in
                try await environment.photoLibrary.items()
            }
            send(.listed(answer))
        }
    }

    static func decodePreview(_ index: Int, _ item: PhotoLibraryItem) -> Self {
        .run { environment, send in send(.previewDecoded(index, await image(of: item, in: environment))) }
    }

    static func decodePick(_ index: Int, _ item: PhotoLibraryItem) -> Self {
        .run { environment, send in send(.pickDecoded(index, await image(of: item, in: environment))) }
    }

    private static func image(
        of item: PhotoLibraryItem, in environment: AppEnvironment
    ) async -> Result<RGBAImage, ImageError> {
        await Result { () async throws(ImageError) in try await environment.photoLibrary.image(item) }
    }
}
