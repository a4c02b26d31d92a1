import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The camera screen in MVC: the controller runs the camera while its screen is on top, shows each frame with
/// the card outline, and on the shutter crops the frame on show to the outline and hands the photo back.
@MainActor
final class PhotoCaptureViewController: ScreenHosting {
    let hostedView: CameraView
    private let dependencies: MVCDependencies
    private let completion: @MainActor (Photo) -> Void
    private let makePhoto: CardPhotoMaking
    private var isRunning = false

    init(
        dependencies: MVCDependencies, completion: @escaping @MainActor (Photo) -> Void,
        makePhoto: @escaping CardPhotoMaking = CardPhotoMaker.photo(from:outline:)
    ) {
        self.dependencies = dependencies
        self.completion = completion
        self.makePhoto = makePhoto
        hostedView = CameraView(theme: dependencies.theme)
        hostedView.onCapture = { [weak self] in self?.capture() }
        hostedView.onClose = { [weak self] in self?.close() }
    }

    func screenWillAppear() {
        do {
            try dependencies.camera.start { [weak self] frame in
                self?.show(frame)
            }
            isRunning = true
        } catch {
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
        guard let frame = hostedView.data.frame else { return }
        let outline = CardOutline.centred(in: frame.size)
        do {
            let photo = try makePhoto(frame, outline)
            stopCamera()
            completion(photo)
        } catch {
            dependencies.shell.showStatus(Messages.photoNotMade(error), busy: false, isError: true, about: self)
        }
    }

    private func stopCamera() {
        guard isRunning else { return }
        isRunning = false
        dependencies.camera.stop()
    }

    private func close() {
        dependencies.shell.pop()
    }
}
