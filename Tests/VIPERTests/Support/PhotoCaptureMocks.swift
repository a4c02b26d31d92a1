import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport

@testable import MyCardsVIPER

@MainActor
final class PhotoCaptureViewMock: PhotoCaptureViewInput {
    private(set) var shown: [CameraDisplayData] = []
    private(set) var statuses: [StatusMessage] = []
    func show(_ camera: CameraDisplayData) { shown.append(camera) }
    func showStatus(_ status: StatusMessage) { statuses.append(status) }
}

@MainActor
final class PhotoCaptureInteractorMock: PhotoCaptureInteractorInput {
    private(set) var startCount = 0
    private(set) var stopCount = 0
    private(set) var captureCount = 0
    func startCamera() { startCount += 1 }
    func stopCamera() { stopCount += 1 }
    func capture() { captureCount += 1 }
}

/// Records what the camera interactor reports.
@MainActor
final class PhotoCaptureInteractorOutputSpy: PhotoCaptureInteractorOutput {
    private(set) var frames: [RGBAImage] = []
    private(set) var startErrors: [CameraError] = []
    private(set) var photos: [Photo] = []
    private(set) var captureErrors: [ImageError] = []

    func didReceive(_ frame: RGBAImage) { frames.append(frame) }
    func didFailToStart(_ error: CameraError) { startErrors.append(error) }
    func didCapture(_ photo: Photo) { photos.append(photo) }
    func didFailToCapture(_ error: ImageError) { captureErrors.append(error) }
}

@MainActor
final class PhotoCaptureViewOutputSpy: PhotoCaptureViewOutput {
    private(set) var events: [String] = []
    func viewWillAppear() { events.append("appear") }
    func viewDidDisappear() { events.append("disappear") }
    func didTapCapture() { events.append("capture") }
    func didTapClose() { events.append("close") }
}
