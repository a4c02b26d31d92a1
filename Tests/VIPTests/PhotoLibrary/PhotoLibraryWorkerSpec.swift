import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

/// The library worker alone, against the shared photo library stub.
@MainActor
@Suite("PhotoLibraryWorker", .mainSerialExecutor)
struct PhotoLibraryWorkerSpec {
    static let file = URL(fileURLWithPath: "/photos/a.png")
    static let image = Samples.image(width: 40, height: 30)

    let library = PhotoLibraryStub(
        items: .success([PhotoLibraryItem(url: file)]), images: [file: .success(image)])
    let worker: PhotoLibraryWorker

    init() {
        worker = PhotoLibraryWorker(library: library)
    }

    @Test("names the library's folder")
    func folder() async {
        // Then
        expect(worker.folder).to(equal("/photos"))
    }

    @Test("lists the folder and hands back the listing")
    func lists() async {
        // When
        let listed = try? await worker.list()

        // Then
        expect(listed).to(equal([PhotoLibraryItem(url: Self.file)]))
        expect(library.listingCount).to(equal(1))
    }

    @Test("hands back a listing that failed")
    func listingFails() async {
        // Given
        library.itemsResult = .failure(.folderMissing(path: "/photos"))

        // When
        let error = await failure { () async throws(PhotoLibraryError) in try await worker.list() }

        // Then
        expect(error).to(equal(.folderMissing(path: "/photos")))
    }

    @Test("decodes a file's picture and hands it back")
    func decodes() async {
        // When
        let picture = try? await worker.picture(of: PhotoLibraryItem(url: Self.file))

        // Then
        expect(picture).to(equal(Self.image))
        expect(library.requestedImages).to(equal([Self.file]))
    }
}
