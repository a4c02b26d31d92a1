import MyCardsKit

/// The photo library's effects: the folder's listing and one file's picture.
extension Effect where Action == PhotoLibraryAction {
    static var listItems: Self {
        .task { environment, respond in environment.photoLibrary.items { respond(.listed($0)) } }
    }

    static func decodePreview(_ index: Int, _ item: PhotoLibraryItem) -> Self {
        .task { environment, respond in environment.photoLibrary.image(item) { respond(.previewDecoded(index, $0)) } }
    }

    static func decodePick(_ index: Int, _ item: PhotoLibraryItem) -> Self {
        .task { environment, respond in environment.photoLibrary.image(item) { respond(.pickDecoded(index, $0)) } }
    }
}
