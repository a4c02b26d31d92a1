import MyCardsKit

extension Effect where Action == CameraAction {
    /// The camera's frames until the effect is cancelled, which stops it; a camera that cannot start says why.
    static var runCamera: Self {
        .subscription(id: CameraEffectID.feed) { environment, respond in
            do throws(CameraError) {
                try environment.camera.start { respond(.frameArrived($0)) }
                return Cancellation { environment.camera.stop() }
            } catch {
                respond(.startFailed(error))
                return nil
            }
        }
    }
}

/// The camera screen's long-running effect.
enum CameraEffectID: Hashable {
    case feed
}
