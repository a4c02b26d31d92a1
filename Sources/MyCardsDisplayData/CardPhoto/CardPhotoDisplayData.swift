import MyCardsKit

/// The photo the card photo screen shows full size, and the line under it (the card's name and side, say).
public struct CardPhotoDisplayData: Equatable, Sendable {
    public var photo: Photo?
    public var caption: String?

    public init(photo: Photo? = nil, caption: String? = nil) {
        self.photo = photo
        self.caption = caption
    }
}
