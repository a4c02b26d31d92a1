import MyCardsKit

/// Decodes photos with the app's PNG and JPEG decoder.
public struct PhotoDecoder: PhotoDecoding {
    public init() {}

    public func decode(_ photo: Photo) throws(ImageError) -> RGBAImage {
        try ImageDecoder.decode(photo.data)
    }
}
