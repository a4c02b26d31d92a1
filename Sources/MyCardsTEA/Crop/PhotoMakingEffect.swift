import MyCardsKit

extension Effect {
    /// The outlined part of `image` as a card photo, answered as `answer` makes it an action (Crop and the camera).
    static func makePhoto(
        _ image: RGBAImage, _ outline: CardOutline, answer: @escaping @Sendable (Result<Photo, ImageError>) -> Action
    ) -> Self {
        .run { environment, send in
            send(answer(Result(catching: { () throws(ImageError) in try environment.makePhoto(image, outline) })))
        }
    }
}
