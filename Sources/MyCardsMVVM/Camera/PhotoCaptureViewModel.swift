import MyCardsDisplayData
import MyCardsKit
import OpenCombine

/// The camera screen's state and logic: runs the camera while the screen is on top, publishes each frame
/// with the card outline, and on the shutter crops the frame on show and hands the photo out of `captured`.
@MainActor
final class PhotoCaptureViewModel {
    enum Route {
        case close
    }

    @Published private(set) var camera = CameraDisplayData()
    let status = PassthroughSubject<StatusMessage, Never>()
    let route = PassthroughSubject<Route, Never>()
    let captured = PassthroughSubject<Photo, Never>()

    private let device: any CaptureDevice
    private let trace: TraceLog
    private let makePhoto: CardPhotoMaking
    private var isRunning = false

    init(services: ViewModelServices, makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)) {
        device = services.camera
        self.makePhoto = makePhoto
        trace = services.tracer.log(for: "PhotoCaptureViewModel")
    }

    func appear() {
        trace.to("Camera", "start")
        var isFirstFrame = true
        do {
            try device.start { [weak self] frame in
                // One line for the first frame, not ten a second: the trace is there to be read.
                if isFirstFrame { self?.trace.from("Camera", "frames \(frame.size)") }
                isFirstFrame = false
                self?.camera = CameraDisplayData(frame: frame, outline: CardOutline.centred(in: frame.size).rect)
            }
            isRunning = true
        } catch {
            trace.from("Camera", "failed: \(error.message)")
            camera = CameraDisplayData(unavailableText: Messages.cameraUnavailable(error))
        }
    }

    func disappear() {
        stopCamera()
    }

    func capture() {
        guard let frame = camera.frame else { return }
        let outline = CardOutline.centred(in: frame.size)
        trace.to("CardPhotoMaker", "photo(from: \(frame.size), outline: \(outline.rect))")
        do {
            let photo = try makePhoto(frame, outline)
            stopCamera()
            trace.to("CardDetailsViewModel", "captured(\(photo.size))")
            captured.send(photo)
        } catch {
            trace.from("CardPhotoMaker", "failed: \(error.message)")
            status.send(.error(Messages.photoNotMade(error)))
        }
    }

    func close() {
        route.send(.close)
    }

    private func stopCamera() {
        guard isRunning else { return }
        isRunning = false
        trace.to("Camera", "stop")
        device.stop()
    }
}
