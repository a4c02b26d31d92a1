import MyCardsDisplayData
import MyCardsKit
import Observation

/// The camera screen's state and logic: runs the camera while the screen is on top, shows each frame with the card
/// outline, and on the shutter crops the frame on show and hands the photo out of `captured`.
@MainActor
@Observable
final class PhotoCaptureViewModel: PhotoCaptureViewModelType, PhotoCaptureViewModelInputs, PhotoCaptureViewModelOutputs
{
    var inputs: any PhotoCaptureViewModelInputs { self }
    var outputs: any PhotoCaptureViewModelOutputs { self }

    private(set) var camera = CameraDisplayData()
    private(set) var status: Event<StatusMessage>?
    private(set) var route: Event<PhotoCaptureRoute>?
    private(set) var captured: Event<Photo>?

    @ObservationIgnored let tasks = ScreenTasks()
    @ObservationIgnored private let device: any CaptureDevice
    @ObservationIgnored private let makePhoto: CardPhotoMaking
    /// The frames followed while the screen is on top; cancelling it stops the camera.
    @ObservationIgnored private var frames: Task<Void, Never>?

    init(services: ViewModelServices, makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)) {
        device = services.camera
        self.makePhoto = makePhoto
    }

    func appear() {
        do throws(CameraError) {
            let stream = try device.frames()
            frames = tasks.follow { [weak self] in
                for await frame in stream {
                    self?.camera = CameraDisplayData(frame: frame, outline: CardOutline.centred(in: frame.size).rect)
                }
            }
        } catch {
            camera = CameraDisplayData(unavailableText: Messages.cameraUnavailable(error))
        }
    }

    func disappear() {
        stopCamera()
    }

    func capture() {
        guard let frame = camera.frame else { return }
        let outline = CardOutline.centred(in: frame.size)
        do {
            let photo = try makePhoto(frame, outline)
            stopCamera()
            captured = Event(photo)
        } catch {
            status = Event(.error(Messages.photoNotMade(error)))
        }
    }

    func close() {
        route = Event(.close)
    }

    private func stopCamera() {
        frames?.cancel()
        frames = nil
    }
}
