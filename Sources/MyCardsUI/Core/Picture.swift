import MyCardsKit

/// What a rectangle of cells shows when the terminal draws pixels (`PixelGraphics`): the views draw their half blocks
/// into the cells as always, and name the picture over them with `ScreenBuffer.place(_:in:)`; the terminal backend
/// draws it in pixels after the text (`PictureLayer`). Compared by value, so a frame that shows the same picture in
/// the same place sends nothing again.
public enum Picture: Equatable, Sendable {
    /// A stored photo, decoded through the app's cache.
    case photo(Photo, cache: PhotoCache)
    /// An image already decoded (the Crop preview), with the card outline drawn over it in pixels.
    case image(RGBAImage, outline: PixelRect?)
    /// A barcode's modules with their quiet zone, each module a whole number of pixels wide (`PictureRenderer`).
    case code(ModuleMatrix, quietZone: Int, isLinear: Bool)

    public static func == (left: Picture, right: Picture) -> Bool {
        switch (left, right) {
        case (.photo(let a, let cacheA), .photo(let b, let cacheB)): cacheA === cacheB && a == b
        case (.image(let a, let outlineA), .image(let b, let outlineB)): outlineA == outlineB && a == b
        case (.code(let a, let quietA, let linearA), .code(let b, let quietB, let linearB)):
            quietA == quietB && linearA == linearB && a == b
        default: false
        }
    }
}

/// A picture and the cells it covers. `isCovered` turns true when something is drawn into those cells after it was
/// placed (a help overlay, a modal): the backend then leaves it to the half blocks under it, so nothing drawn on top
/// is hidden by pixels.
public struct PlacedPicture: Equatable, Sendable {
    public let picture: Picture
    public let rect: Rect
    public internal(set) var isCovered = false

    public init(picture: Picture, rect: Rect) {
        self.picture = picture
        self.rect = rect
    }
}
