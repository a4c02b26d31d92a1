import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

@MainActor
protocol PhotoCaptureDisplayLogic: AnyObject {
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
    private let trace: TraceLog

    init(context: SceneContext, makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)) {
        shell = context.shell
        trace = context.tracer.log(for: "PhotoCaptureViewController")
        hostedView = CameraView(theme: context.theme)
        let interactor = PhotoCaptureInteractor(
            worker: CameraWorker(device: context.camera, tracer: context.tracer), makePhoto: makePhoto,
            tracer: context.tracer)
        let presenter = PhotoCapturePresenter()
        let router = PhotoCaptureRouter(context: context)
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.dataStore = interactor
        hostedView.onCapture = { [weak self] in
            self?.trace.to("PhotoCaptureInteractor", "capture(TakePhoto.Capture.Request)")
            self?.interactor?.capture(request: .init())
        }
        hostedView.onClose = { [weak self] in self?.router?.routeBack() }
    }

    func screenWillAppear() {
        trace.to("PhotoCaptureInteractor", "runCamera(TakePhoto.RunCamera.Request: on screen)")
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
        trace.to("PhotoCaptureRouter", "routeToCardDetails()")
        router?.routeToCardDetails()
    }
}
