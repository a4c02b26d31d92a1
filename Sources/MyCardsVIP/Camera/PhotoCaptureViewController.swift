import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

@MainActor
package protocol PhotoCaptureDisplayLogic: AnyObject {
    func displayCamera(viewModel: TakePhoto.RunCamera.ViewModel)
    func displayCapture(viewModel: TakePhoto.Capture.ViewModel)
}

/// The camera scene's view controller: appearing and leaving run and stop the camera, the shutter captures,
/// a photo taken routes back to the Card scene.
@MainActor
final class PhotoCaptureViewController: ScreenHosting, PhotoCaptureDisplayLogic {
    let hostedView: CameraView
    var interactor: (any PhotoCaptureBusinessLogic)?
    var router: (any PhotoCaptureRoutingLogic & PhotoCaptureDataPassing)?
    private let shell: any AppShelling

    init(context: SceneContext, makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)) {
        shell = context.shell
        hostedView = CameraView(theme: context.theme)
        PhotoCaptureConfigurator.configure(self, context: context, makePhoto: makePhoto)
        hostedView.onCapture = { [weak self] in
            self?.interactor?.capture(request: .init())
        }
        hostedView.onClose = { [weak self] in self?.router?.routeBack() }
    }

    func screenWillAppear() {
        interactor?.runCamera(request: .init(isOnScreen: true))
    }

    func screenDidDisappear() {
        interactor?.runCamera(request: .init(isOnScreen: false))
    }

    func displayCamera(viewModel: TakePhoto.RunCamera.ViewModel) {
        hostedView.data = viewModel.camera
        shell.setNeedsDisplay()
    }

    func displayCapture(viewModel: TakePhoto.Capture.ViewModel) {
        if let error = viewModel.error {
            return shell.showStatus(error.text, busy: error.busy, isError: error.isError, about: self)
        }
        router?.routeToCardDetails()
    }
}
