import MyCardsKit

extension Effect where Action == CameraAction {
    /// The camera's frames until the effect is cancelled, which stops the camera; a camera that cannot start says
    /// why.
    static var runCamera: Self {
        .run(id: CameraEffectID.feed) { environment, send in
            do throws(CameraError) {
                for await frame in try environment.camera.frames() { send(.frameArrived(frame)) }
            } catch {
                send(.startFailed(error))
            }
        }
    }
}

/// The camera screen's long-running effect.
enum CameraEffectID: Hashable {
    case feed
}
