import MyCardsKit

/// The picked image and where the card outline sits on it, in image pixels.
public struct CropDisplayData: Equatable, Sendable {
    public var image: RGBAImage?
    public var outline: PixelRect?

    public init(image: RGBAImage? = nil, outline: PixelRect? = nil) {
        self.image = image
        self.outline = outline
    }
}
