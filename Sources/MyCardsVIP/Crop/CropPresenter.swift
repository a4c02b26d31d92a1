import MyCardsDisplayData
import MyCardsKit

@MainActor
package protocol CropPresentationLogic: AnyObject {
    func presentOutline(response: CropPhoto.ShowOutline.Response)
    func presentPhoto(response: CropPhoto.MakePhoto.Response)
}

/// The picture with its outline; a photo that could not be made, as a status line.
@MainActor
final class CropPresenter: CropPresentationLogic {
    weak var viewController: (any CropDisplayLogic)?

    func presentOutline(response: CropPhoto.ShowOutline.Response) {
        let crop = CropDisplayData(image: response.image, outline: response.outline)
        viewController?.displayOutline(viewModel: CropPhoto.ShowOutline.ViewModel(crop: crop))
    }

    func presentPhoto(response: CropPhoto.MakePhoto.Response) {
        var error: StatusMessage?
        if case .failure(let failure) = response.result {
            error = StatusMessage(text: Messages.photoNotMade(failure), isError: true)
        }
        viewController?.displayPhoto(viewModel: CropPhoto.MakePhoto.ViewModel(error: error))
    }
}
