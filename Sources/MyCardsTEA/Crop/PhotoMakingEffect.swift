import MyCardsKit

extension Effect {
    /// The outlined part of `image` as a card photo, answered as `answer` makes it an action (Crop and the camera).
    static func makePhoto(
        _ image: RGBAImage, _ outline: CardOutline, answer: @escaping @Sendable (Result<Photo, ImageError>) -> Action
    ) -> Self {
        .task { environment, respond in
            do throws(ImageError) {
                respond(answer(.success(try environment.makePhoto(image, outline))))
            } catch {
                respond(answer(.failure(error)))
            }
        }
    }
}
