import MyCardsDisplayData
import MyCardsKit

@testable import MyCardsVIP

@MainActor
final class PhotoLibraryPresenterSpy: PhotoLibraryPresentationLogic {
    private(set) var photos: [PickPhoto.BrowsePhotos.Response] = []
    private(set) var chosen: [PickPhoto.ChoosePhoto.Response] = []

    func presentPhotos(response: PickPhoto.BrowsePhotos.Response) { photos.append(response) }
    func presentChosenPhoto(response: PickPhoto.ChoosePhoto.Response) { chosen.append(response) }
}

@MainActor
final class CropPresenterSpy: CropPresentationLogic {
    private(set) var outlines: [CropPhoto.ShowOutline.Response] = []
    private(set) var photos: [CropPhoto.MakePhoto.Response] = []

    func presentOutline(response: CropPhoto.ShowOutline.Response) { outlines.append(response) }
    func presentPhoto(response: CropPhoto.MakePhoto.Response) { photos.append(response) }
}

@MainActor
final class PhotoCapturePresenterSpy: PhotoCapturePresentationLogic {
    private(set) var cameras: [TakePhoto.RunCamera.Response] = []
    private(set) var captures: [TakePhoto.Capture.Response] = []

    func presentCamera(response: TakePhoto.RunCamera.Response) { cameras.append(response) }
    func presentCapture(response: TakePhoto.Capture.Response) { captures.append(response) }
}
