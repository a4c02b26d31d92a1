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

@MainActor
final class CardPhotoPresenterSpy: CardPhotoPresentationLogic {
    private(set) var photos: [ShowPhoto.Response] = []
    var presentPhotoCalled: Bool { !photos.isEmpty }

    func presentPhoto(response: ShowPhoto.Response) { photos.append(response) }
}

@MainActor
final class CardPhotoDisplaySpy: CardPhotoDisplayLogic {
    private(set) var photos: [ShowPhoto.ViewModel] = []

    func displayPhoto(viewModel: ShowPhoto.ViewModel) { photos.append(viewModel) }
}

@MainActor
final class CropDisplaySpy: CropDisplayLogic {
    private(set) var outlines: [CropPhoto.ShowOutline.ViewModel] = []
    private(set) var photos: [CropPhoto.MakePhoto.ViewModel] = []

    func displayOutline(viewModel: CropPhoto.ShowOutline.ViewModel) { outlines.append(viewModel) }
    func displayPhoto(viewModel: CropPhoto.MakePhoto.ViewModel) { photos.append(viewModel) }
}

@MainActor
final class PhotoCaptureDisplaySpy: PhotoCaptureDisplayLogic {
    private(set) var cameras: [TakePhoto.RunCamera.ViewModel] = []
    private(set) var captures: [TakePhoto.Capture.ViewModel] = []

    func displayCamera(viewModel: TakePhoto.RunCamera.ViewModel) { cameras.append(viewModel) }
    func displayCapture(viewModel: TakePhoto.Capture.ViewModel) { captures.append(viewModel) }
}
