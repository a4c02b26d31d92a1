import MyCardsDisplayData
import MyCardsKit

/// The camera scene's use cases.
package enum TakePhoto {
    /// The camera runs while the scene is on top (the view controller's task); each frame, or why there is none, is
    /// shown.
    package enum RunCamera {
        package struct Request {}
        package enum Response {
            case frame(RGBAImage, outline: PixelRect)
            case unavailable(CameraError)
        }
        package struct ViewModel {
            let camera: CameraDisplayData
        }
    }

    package enum Capture {
        package struct Request {}
        package struct Response {
            let result: Result<PixelSize, ImageError>
        }
        package struct ViewModel {
            let error: StatusMessage?
        }
    }
}
