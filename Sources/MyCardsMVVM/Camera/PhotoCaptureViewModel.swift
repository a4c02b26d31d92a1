import MyCardsDisplayData
import MyCardsKit
import OpenCombine

/// The camera screen's state and logic: runs the camera while the screen is on top, publishes each frame
/// with the card outline, and on the shutter crops the frame on show and hands the photo out of `captured`.
@MainActor
final class PhotoCaptureViewModel: PhotoCaptureViewModelType, PhotoCaptureViewModelInputs, PhotoCaptureViewModelOutputs
{
    var inputs: any PhotoCaptureViewModelInputs { self }
    var outputs: any PhotoCaptureViewModelOutputs { self }

    var camera: AnyPublisher<CameraDisplayData, Never> { cameraSubject.eraseToAnyPublisher() }
    var status: AnyPublisher<StatusMessage, Never> { statusSubject.eraseToAnyPublisher() }
    var route: AnyPublisher<PhotoCaptureRoute, Never> { routeSubject.eraseToAnyPublisher() }
    var captured: AnyPublisher<Photo, Never> { capturedSubject.eraseToAnyPublisher() }

    private let cameraSubject = CurrentValueSubject<CameraDisplayData, Never>(CameraDisplayData())
    private let statusSubject = PassthroughSubject<StatusMessage, Never>()
    private let routeSubject = PassthroughSubject<PhotoCaptureRoute, Never>()
    private let capturedSubject = PassthroughSubject<Photo, Never>()

    private let device: any CaptureDevice
    private let makePhoto: CardPhotoMaking
    private var isRunning = false

    init(services: ViewModelServices, makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)) {
        device = services.camera
        self.makePhoto = makePhoto
    }

    func appear() {
        do {
            try device.start { [weak self] frame in
                self?.cameraSubject.value = CameraDisplayData(
                    frame: frame, outline: CardOutline.centred(in: frame.size).rect)
            }
            isRunning = true
        } catch {
            cameraSubject.value = CameraDisplayData(unavailableText: Messages.cameraUnavailable(error))
        }
    }

    func disappear() {
        stopCamera()
    }

    func capture() {
        guard let frame = cameraSubject.value.frame else { return }
        let outline = CardOutline.centred(in: frame.size)
        do {
            let photo = try makePhoto(frame, outline)
            stopCamera()
            capturedSubject.send(photo)
        } catch {
            statusSubject.send(.error(Messages.photoNotMade(error)))
        }
    }

    func close() {
        routeSubject.send(.close)
    }

    private func stopCamera() {
        guard isRunning else { return }
        isRunning = false
        device.stop()
    }
}
