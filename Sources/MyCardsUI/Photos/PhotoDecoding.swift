import MyCardsKit

/// Turns a photo's encoded bytes into pixels. `PhotoCache` takes one, so tests can count decodes.
public protocol PhotoDecoding: Sendable {
    func decode(_ photo: Photo) throws(ImageError) -> RGBAImage
}
