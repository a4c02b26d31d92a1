import MyCardsKit

/// A stored photo in a slot of a screen. A missing photo is a card-shaped frame saying "No photo", so an empty
/// slot still shows where the photo goes.
enum PhotoSlot {
    /// What a missing photo's frame is shaped like: an ID-1 card.
    static let cardShape = PixelSize(width: 1586, height: 1000)

    /// The cells the photo (or its frame) takes in `area`, keeping its aspect ratio.
    static func pictureSize(for photo: Photo?, in area: Size) -> Size {
        HalfBlockRenderer.fittedSize(for: photo?.size ?? cardShape, in: area)
    }

    static func draw(
        _ photo: Photo?, cache: PhotoCache, theme: Theme, in area: Rect, into buffer: inout ScreenBuffer
    ) {
        if photo == nil {
            Box(style: theme.border).render(into: &buffer, area: area.centered(pictureSize(for: nil, in: area.size)))
        }
        PhotoView(photo: photo, cache: cache, mode: theme.colorMode).draw(into: &buffer, in: area)
    }
}
