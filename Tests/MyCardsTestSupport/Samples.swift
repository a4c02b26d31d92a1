import Foundation
import MyCardsKit

/// Cards and pictures for architecture tests: small, valid, made in code.
public enum Samples {
    public static func image(width: Int = 64, height: Int = 48, color: RGBA = RGBA(red: 200, green: 40, blue: 40))
        -> RGBAImage
    {
        RGBAImage(size: PixelSize(width: width, height: height), filledWith: color)
    }

    public static func photo(color: RGBA = RGBA(red: 200, green: 40, blue: 40)) -> Photo {
        // A tiny PNG encodes in microseconds; encoding a valid image does not fail.
        (try? Photo(encoding: image(width: 8, height: 5, color: color)))
            ?? Photo(data: Data(), format: .png, size: PixelSize(width: 8, height: 5))
    }

    /// `revision`: the store's revision the card was read at (0: never stored).
    public static func card(_ identifier: String, _ name: String, complete: Bool = true, revision: Int = 0) -> Card {
        Card(
            identifier: identifier, name: name, front: complete ? photo() : nil,
            back: complete ? photo(color: RGBA(red: 20, green: 40, blue: 200)) : nil, revision: revision)
    }

    /// Alpha, Beta and Gamma, complete: what the workshop's exercises arrange.
    public static let threeCards = [card("A", "Alpha"), card("B", "Beta"), card("C", "Gamma")]
    /// The same three with Beta marked a favourite (the workshop's second round).
    public static let threeCardsBetaFavourite = [
        card("A", "Alpha"), marked(card("B", "Beta"), revision: 1), card("C", "Gamma"),
    ]

    /// `card` as the store answers `setFavourite`: with the mark and the new revision it gave it.
    public static func marked(_ card: Card, _ isFavourite: Bool = true, revision: Int) -> Card {
        var stored = card
        stored.isFavourite = isFavourite
        stored.revision = revision
        return stored
    }
}
