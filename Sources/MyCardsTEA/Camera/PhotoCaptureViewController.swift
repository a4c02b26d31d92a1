import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The camera screen on the navigation stack: the latest frame with the card outline, or why there is no camera. Its
/// appearing and disappearing are actions: the reducer starts and stops the camera.
@MainActor
final class PhotoCaptureViewController: ScreenHosting, DestinationHosting {
    let hostedView: CameraView
    private let send: @MainActor (CameraAction) -> Void

    init(theme: Theme, send: @escaping @MainActor (CameraAction) -> Void) {
        self.send = send
        hostedView = CameraView(theme: theme)
        hostedView.onCapture = { send(.captureTapped) }
        hostedView.onClose = { send(.closeTapped) }
    }

    func update(_ destination: Destination) {
        guard case .camera(let state) = destination else { return }
        let data =
            state.unavailable.map { CameraDisplayData(unavailableText: Messages.cameraUnavailable($0)) }
            ?? CameraDisplayData(frame: state.frame, outline: state.outline?.rect)
        if data != hostedView.data { hostedView.data = data }
    }

    func screenWillAppear() {
        send(.appeared)
    }

    func screenDidDisappear() {
        send(.disappeared)
    }
}
