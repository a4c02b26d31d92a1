import MyCardsDisplayData
import MyCardsKit

/// The crop scene's use cases.
package enum CropPhoto {
    /// Show the picture with the outline, after it appears, moves or resizes.
    package enum ShowOutline {
        package struct Request {}
        package struct Response {
            let image: RGBAImage?
            let outline: PixelRect?
        }
        package struct ViewModel {
            let crop: CropDisplayData
        }
    }

    package enum MoveOutline {
        package struct Request {
            let dx: Int
            let dy: Int
        }
    }

    package enum ResizeOutline {
        package struct Request {
            let step: Int
        }
    }

    package enum MakePhoto {
        package struct Request {}
        package struct Response {
            let result: Result<PixelSize, ImageError>
        }
        package struct ViewModel {
            let error: StatusMessage?
        }
    }
}
