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
    /// The frames on show, while the camera runs (internal, so a spec can await what it started).
    private(set) var filming: Task<Void, Never>?

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

    /// The camera runs while the screen is on top: its frames come to a task the controller owns, and cancelling that
    /// task stops the camera.
    func screenWillAppear() {
        do {
            let frames = try dependencies.camera.frames()
            filming = Task { [weak self] in
                for await frame in frames { self?.show(frame) }
            }
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
        filming?.cancel()
        filming = nil
    }

    private func close() {
        dependencies.shell.pop()
    }
}
