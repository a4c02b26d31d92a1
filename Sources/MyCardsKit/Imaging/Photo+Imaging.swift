import Foundation

extension Photo {
    /// Keeps `data` as it is, after proving it whole (`ImageDecoder.validate`): cut short, changed in transit or
    /// not an image at all is refused here; what only a decoder can see is refused when the photo is drawn.
    public init(validating data: Data) throws(ImageError) {
        let (format, size) = try ImageDecoder.validate(data)
        self.init(data: data, format: format, size: size)
    }

    /// A PNG of `image`.
    public init(encoding image: RGBAImage) throws(ImageError) {
        self.init(data: try PNGEncoder.encode(image), format: .png, size: image.size)
    }
}
