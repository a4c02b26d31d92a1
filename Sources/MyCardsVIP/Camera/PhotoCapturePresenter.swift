import MyCardsDisplayData
import MyCardsKit

@MainActor
package protocol PhotoCapturePresentationLogic: AnyObject {
    func presentCamera(response: TakePhoto.RunCamera.Response)
    func presentCapture(response: TakePhoto.Capture.Response)
}

/// A frame with its outline, or why there is none; a photo that could not be made, as a status line.
@MainActor
final class PhotoCapturePresenter: PhotoCapturePresentationLogic {
    weak var viewController: (any PhotoCaptureDisplayLogic)?

    func presentCamera(response: TakePhoto.RunCamera.Response) {
        let camera =
            switch response {
            case .frame(let frame, let outline): CameraDisplayData(frame: frame, outline: outline)
            case .unavailable(let error): CameraDisplayData(unavailableText: Messages.cameraUnavailable(error))
            }
        viewController?.displayCamera(viewModel: TakePhoto.RunCamera.ViewModel(camera: camera))
    }

    func presentCapture(response: TakePhoto.Capture.Response) {
        var error: StatusMessage?
        if case .failure(let failure) = response.result {
            error = StatusMessage(text: Messages.photoNotMade(failure), isError: true)
        }
        viewController?.displayCapture(viewModel: TakePhoto.Capture.ViewModel(error: error))
    }
}
