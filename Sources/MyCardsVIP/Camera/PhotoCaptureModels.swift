import MyCardsDisplayData
import MyCardsKit

/// The camera scene's use cases.
enum TakePhoto {
    /// The camera runs while the scene is on top; each frame, or why there is none, is shown.
    enum RunCamera {
        struct Request {
            let isOnScreen: Bool
        }
        enum Response {
            case frame(RGBAImage, outline: PixelRect)
            case unavailable(CameraError)
        }
        struct ViewModel {
            let camera: CameraDisplayData
        }
    }

    enum Capture {
        struct Request {}
        struct Response {
            let result: Result<PixelSize, ImageError>
        }
        struct ViewModel {
            let error: StatusMessage?
        }
    }
}
