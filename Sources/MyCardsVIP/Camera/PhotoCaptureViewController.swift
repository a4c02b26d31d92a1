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
    /// The camera's task while the scene is on top, cancelled when it is covered or goes.
    let tasks = SceneTasks()
    private var camera: Task<Void, Never>?
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
        guard camera == nil, let interactor else { return }
        camera = tasks.follow { await interactor.runCamera(request: .init()) }
    }

    func screenDidDisappear() {
        camera?.cancel()
        camera = nil
    }

    func displayCamera(viewModel: TakePhoto.RunCamera.ViewModel) {
        hostedView.data = viewModel.camera
        shell.setNeedsDisplay()
    }

    func displayCapture(viewModel: TakePhoto.Capture.ViewModel) {
        if let error = viewModel.error {
            return shell.showStatus(error.text, busy: error.busy, isError: error.isError, about: self)
        }
        screenDidDisappear()  // the photo is taken: the camera stops before the scene goes
        router?.routeToCardDetails()
    }
}
