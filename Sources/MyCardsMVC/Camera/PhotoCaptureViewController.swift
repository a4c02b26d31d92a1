import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The camera screen in MVC: the controller runs the camera while its screen is on top, shows each frame with
/// the card outline, and on the shutter crops the frame on show to the outline and hands the photo back.
@MainActor
final class PhotoCaptureViewController: ScreenHosting {
    let hostedView: CameraView
    private let dependencies: MVCDependencies
    private let trace: TraceLog
    private let completion: @MainActor (Photo) -> Void
    private let makePhoto: CardPhotoMaking
    private var isRunning = false

    init(
        dependencies: MVCDependencies, completion: @escaping @MainActor (Photo) -> Void,
        makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) {
        self.dependencies = dependencies
        trace = dependencies.tracer.log(for: "PhotoCaptureViewController")
        self.completion = completion
        self.makePhoto = makePhoto
        hostedView = CameraView(theme: dependencies.theme)
        hostedView.onCapture = { [weak self] in self?.capture() }
        hostedView.onClose = { [weak self] in self?.close() }
    }

    func screenWillAppear() {
        trace.to("Camera", "start")
        var isFirstFrame = true
        do {
            try dependencies.camera.start { [weak self] frame in
                // One line for the first frame, not ten a second: the trace is there to be read.
                if isFirstFrame { self?.trace.from("Camera", "frames \(frame.size)") }
                isFirstFrame = false
                self?.show(frame)
            }
            isRunning = true
        } catch {
            trace.from("Camera", "failed: \(error.message)")
            hostedView.data = CameraDisplayData(unavailableText: Messages.cameraUnavailable(error))
            dependencies.shell.setNeedsDisplay()
        }
    }

    func screenDidDisappear() {
        stopCamera()
    }

    private func show(_ frame: RGBAImage) {
        hostedView.data = CameraDisplayData(frame: frame, outline: CardOutline.centred(in: frame.size).rect)
        dependencies.shell.setNeedsDisplay()
    }

    private func capture() {
        trace.from("CameraView", "capture")
        guard let frame = hostedView.data.frame else { return }
        let outline = CardOutline.centred(in: frame.size)
        trace.to("CardPhotoMaker", "photo(from: \(frame.size), outline: \(outline.rect))")
        do {
            let photo = try makePhoto(frame, outline)
            stopCamera()
            trace.to("completion", "photo \(photo.size)")
            completion(photo)
        } catch {
            trace.from("CardPhotoMaker", "failed: \(error.message)")
            dependencies.shell.showStatus(Messages.photoNotMade(error), busy: false, isError: true, about: self)
        }
    }

    private func stopCamera() {
        guard isRunning else { return }
        isRunning = false
        trace.to("Camera", "stop")
        dependencies.camera.stop()
    }

    private func close() {
        trace.from("CameraView", "close")
        dependencies.shell.pop()
    }
}
