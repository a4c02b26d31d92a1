import MyCardsKit

@testable import MyCardsVIPER

/// Records the photos a photo module hands to the module that opened it.
@MainActor
final class PhotoOutputSpy: CardPhotoSourceModuleOutput, CropModuleOutput {
    private(set) var photos: [Photo] = []
    func photoSource(didProduce photo: Photo) { photos.append(photo) }
    func crop(didMake photo: Photo) { photos.append(photo) }
}

/// Counts a module's requests to close, for the modules whose router only pops.
@MainActor
final class CloseRouterMock: CardPhotoRouterInput, CodeRouterInput, CropRouterInput, PhotoCaptureRouterInput {
    private(set) var closeCount = 0
    func close() { closeCount += 1 }
}
