import MyCardsKit

/// The photo folder as the picker uses it: the listing and each file's picture.
@MainActor
class PhotoLibraryWorker {
    private let library: any PhotoLibraryBrowsing
    private let trace: TraceLog

    init(library: any PhotoLibraryBrowsing, tracer: any Tracing) {
        self.library = library
        trace = tracer.log(for: "PhotoLibraryWorker")
    }

    var folder: String { library.folder.path }

    func list(completion: @escaping @MainActor @Sendable (Result<[PhotoLibraryItem], PhotoLibraryError>) -> Void) {
        trace.to("PhotoLibrary", "items()")
        library.items(completion: completion)
    }

    func picture(
        of item: PhotoLibraryItem, completion: @escaping @MainActor @Sendable (Result<RGBAImage, ImageError>) -> Void
    ) {
        trace.to("PhotoLibrary", "image(of: \(item.name))")
        library.image(of: item, completion: completion)
    }
}
