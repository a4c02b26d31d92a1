import MyCardsDisplayData
import MyCardsKit

@MainActor
protocol PhotoCaptureViewInput: AnyObject {
    func show(_ camera: CameraDisplayData)
    func showStatus(_ status: StatusMessage)
}

@MainActor
protocol PhotoCaptureViewOutput: AnyObject {
    func viewWillAppear()
    func viewDidDisappear()
    func didTapCapture()
    func didTapClose()
}

@MainActor
protocol PhotoCaptureInteractorInput: AnyObject {
    func startCamera()
    func stopCamera()
    func capture()
}

@MainActor
protocol PhotoCaptureInteractorOutput: AnyObject {
    func didReceive(_ frame: RGBAImage)
    func didFailToStart(_ error: CameraError)
    func didCapture(_ photo: Photo)
    func didFailToCapture(_ error: ImageError)
}

@MainActor
protocol PhotoCaptureRouterInput: AnyObject {
    func close()
}
