import MyCardsDisplayData
import MyCardsKit

/// The crop scene's use cases.
enum CropPhoto {
    /// Show the picture with the outline, after it appears, moves or resizes.
    enum ShowOutline {
        struct Request {}
        struct Response {
            let image: RGBAImage?
            let outline: PixelRect?
        }
        struct ViewModel {
            let crop: CropDisplayData
        }
    }

    enum MoveOutline {
        struct Request {
            let dx: Int
            let dy: Int
        }
    }

    enum ResizeOutline {
        struct Request {
            let step: Int
        }
    }

    enum MakePhoto {
        struct Request {}
        struct Response {
            let result: Result<PixelSize, ImageError>
        }
        struct ViewModel {
            let error: StatusMessage?
        }
    }
}
