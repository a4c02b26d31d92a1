import MyCardsDisplayData
import MyCardsKit

@MainActor
package protocol PhotoCaptureViewInput: AnyObject {
    func show(_ camera: CameraDisplayData)
    func showStatus(_ status: StatusMessage)
}

@MainActor
package protocol PhotoCaptureViewOutput: AnyObject {
    func viewWillAppear()
    func viewDidDisappear()
    func didTapCapture()
    func didTapClose()
}

@MainActor
package protocol PhotoCaptureInteractorInput: AnyObject {
    func startCamera()
    func stopCamera()
    func capture()
}

@MainActor
package protocol PhotoCaptureInteractorOutput: AnyObject {
    func didReceive(_ frame: RGBAImage)
    func didFailToStart(_ error: CameraError)
    func didCapture(_ photo: Photo)
    func didFailToCapture(_ error: ImageError)
}

@MainActor
package protocol PhotoCaptureRouterInput: AnyObject {
    func close()
}
